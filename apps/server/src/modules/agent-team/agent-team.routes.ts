import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { loginContext } from '../identity/login-context.js';
import type { RegisterService } from '../identity/register.service.js';
import type { TeamBetsService } from './team-bets.service.js';
import type { TeamMembersService } from './team-members.service.js';
import type { TeamOverviewService } from './team-overview.service.js';
import type { TeamProfitService } from './team-profit.service.js';
import type { TeamTransactionsService } from './team-transactions.service.js';

/** The agent centre's team calls (issue 15 lane A): real members only, then agents only (service). */
export function registerAgentTeamRoutes(
  app: FastifyInstance,
  deps: {
    overview: TeamOverviewService;
    members: TeamMembersService;
    profit: TeamProfitService;
    bets: TeamBetsService;
    transactions: TeamTransactionsService;
    register: RegisterService;
  },
) {
  defineRoute(app, 'teamOverview', {
    handler: ({ query, request }) => deps.overview.overview(request.member, query),
  });
  defineRoute(app, 'teamMembers', {
    handler: ({ query, request }) => deps.members.list(request.member, query),
  });
  defineRoute(app, 'teamProfit', {
    handler: ({ query, request }) => deps.profit.profit(request.member, query),
  });
  defineRoute(app, 'teamBets', {
    handler: ({ query, request }) => deps.bets.bets(request.member, query),
  });
  defineRoute(app, 'teamTransactions', {
    handler: ({ query, request }) => deps.transactions.transactions(request.member, query),
  });
  defineRoute(app, 'createDownline', {
    handler: ({ body, request }) => deps.register.createDownline(request.member, body, loginContext(request)),
  });
}
