import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { RecordsService } from './records.service.js';

/** The player's account record (transactionHistory) and bonus details (bonusDetails). */
export function registerRecordRoutes(app: FastifyInstance, deps: { records: RecordsService }) {
  defineRoute(app, 'transactionHistory', {
    handler: ({ query, request }) => deps.records.transactions(request.member, query),
  });
  defineRoute(app, 'bonusDetails', {
    handler: ({ query, request }) => deps.records.bonuses(request.member.memberId, query),
  });
}
