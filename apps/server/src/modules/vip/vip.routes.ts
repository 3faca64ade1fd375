import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { VipService } from './vip.service.js';

/** VIP ranks (issue 18): the levels are public (the /vip page); the progress needs an account. */
export function registerVipRoutes(app: FastifyInstance, deps: { vip: VipService }): void {
  const { vip } = deps;
  defineRoute(app, 'vipLevels', {
    handler: ({ request }) => vip.levels(request.merchantContext.merchant.id),
  });
  defineRoute(app, 'vipProgress', { handler: ({ request }) => vip.progress(request.member) });
}
