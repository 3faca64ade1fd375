import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { TeamOverviewService } from './team-overview.service.js';

/** The agent centre's team calls (issue 15 lane A): real members only, then agents only (service). */
export function registerAgentTeamRoutes(app: FastifyInstance, deps: { overview: TeamOverviewService }) {
  defineRoute(app, 'teamOverview', {
    handler: ({ query, request }) => deps.overview.overview(request.member, query),
  });
}
