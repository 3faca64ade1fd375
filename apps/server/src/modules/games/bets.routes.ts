import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { BetRecordsService } from './bet-records.service.js';

/** The player's betting record (personalHistoryCopy) and personal profit and loss (personalProfit). */
export function registerBetRoutes(app: FastifyInstance, deps: { bets: BetRecordsService }) {
  defineRoute(app, 'bettingRecord', {
    handler: ({ query, request }) => deps.bets.bettingRecord(request.member.memberId, query),
  });
  defineRoute(app, 'personalProfit', {
    handler: ({ query, request }) => deps.bets.personalProfit(request.member.memberId, query),
  });
}
