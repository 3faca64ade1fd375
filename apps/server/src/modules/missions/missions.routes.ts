import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { optionalMember } from '../identity/optional-member.js';
import type { SessionService } from '../identity/session.service.js';
import type { MissionsService } from './missions.service.js';

/** The player's missions (issue 17): summary and claim need an account; the board is public. */
export function registerMissionRoutes(
  app: FastifyInstance,
  deps: { missions: MissionsService; sessions: Pick<SessionService, 'authenticate'> },
): void {
  const { missions, sessions } = deps;
  defineRoute(app, 'missionSummary', { handler: ({ request }) => missions.summary(request.member) });
  defineRoute(app, 'claimMission', {
    handler: ({ request, body }) => missions.claim(request.member, body.id),
  });
  defineRoute(app, 'missionLeaderboard', {
    handler: async ({ request }) =>
      missions.leaderboard(request.merchantContext.merchant.id, await optionalMember(request, sessions)),
  });
}
