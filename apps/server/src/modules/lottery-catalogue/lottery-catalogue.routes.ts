import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { LotteryCatalogueService } from './lottery-catalogue.service.js';

const merchantOf = (request: FastifyRequest) => request.merchantContext.merchant.id;

/** The platform's lottery calls of spec §7 (issue 16): popular lotteries, results, VN menus and numbers. */
export function registerLotteryCatalogueRoutes(
  app: FastifyInstance,
  deps: { lottery: LotteryCatalogueService },
) {
  defineRoute(app, 'popularLottery', {
    handler: ({ query, request }) => deps.lottery.popular(merchantOf(request), query),
  });
  defineRoute(app, 'lotteryRecent', { handler: ({ request }) => deps.lottery.recent(merchantOf(request)) });
  defineRoute(app, 'vnMenus', { handler: ({ request }) => deps.lottery.vnMenus(merchantOf(request)) });
  defineRoute(app, 'vnNumbers', {
    handler: ({ query, request }) => deps.lottery.vnNumbers(merchantOf(request), query),
  });
  defineRoute(app, 'openedNumbers', {
    handler: ({ query, request }) => deps.lottery.openedNumbers(merchantOf(request), query),
  });
}
