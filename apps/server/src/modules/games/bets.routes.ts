import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { BetRecordsService } from './bet-records.service.js';
import type { WinnerBoardService } from './winners.service.js';

/**
 * The player's betting record (personalHistoryCopy) and personal profit and loss (personalProfit);
 * the public winner board of the home page, from the same settled bets.
 */
export function registerBetRoutes(
  app: FastifyInstance,
  deps: { bets: BetRecordsService; winners: WinnerBoardService },
) {
  defineRoute(app, 'bettingRecord', {
    handler: ({ query, request }) => deps.bets.bettingRecord(request.member.memberId, query),
  });
  defineRoute(app, 'personalProfit', {
    handler: ({ query, request }) => deps.bets.personalProfit(request.member.memberId, query),
  });
  defineRoute(app, 'winnerBoard', {
    handler: ({ query, request }) => deps.winners.board(request.merchantContext.merchant.id, query.count),
  });
}
