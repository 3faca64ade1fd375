import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { optionalMember } from '../identity/optional-member.js';
import type { SessionService } from '../identity/session.service.js';
import type { MallService } from './mall.service.js';
import type { PointsService } from './points.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** Points and the mall (issue 18): the items and the rules are public; the rest needs an account. */
export function registerPointsRoutes(
  app: FastifyInstance,
  deps: { points: PointsService; mall: MallService; sessions: Pick<SessionService, 'authenticate'> },
): void {
  const { points, mall, sessions } = deps;
  defineRoute(app, 'pointsBalance', { handler: ({ request }) => points.balance(request.member.memberId) });
  defineRoute(app, 'pointsConfig', {
    handler: ({ request }) => points.config(request.merchantContext.merchant.id),
  });
  defineRoute(app, 'pointsTransactions', {
    handler: ({ request, query }) => points.entries(request.member.memberId, query),
  });
  defineRoute(app, 'pointsRewards', {
    handler: async ({ request }) =>
      mall.items(request.merchantContext.merchant.id, await optionalMember(request, sessions)),
  });
  defineRoute(app, 'pointsRedeem', {
    rateLimit: perMinute(30),
    handler: ({ request, body }) => mall.redeem(request.member, body),
  });
  defineRoute(app, 'pointsConvert', {
    rateLimit: perMinute(30),
    handler: ({ request, body }) => mall.convert(request.member, body),
  });
  defineRoute(app, 'pointsRedeemed', {
    handler: ({ request, query }) => mall.redeemed(request.member, query),
  });
}
