import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { PromotionCostsService } from './promotion-costs.service.js';
import type { PromotionsOperatorService } from './promotions-operator.service.js';

/**
 * The back office's promotions: every role reads; `configure` edits; `moveMoney` decides flagged
 * claims; the cost report needs `reports`, as the money reports do.
 */
export function registerPromotionOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; promotions: PromotionsOperatorService; costs: PromotionCostsService },
): void {
  const { promotions, costs } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listPromotions', {
      handler: ({ request }) => promotions.list(merchantId(request)),
    });
    defineOperatorRoute(secured, 'listPromotionClaims', {
      handler: ({ query, request }) => promotions.claims(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'promotionClaimImage', {
      handler: ({ query, request }) => promotions.claimImage(merchantId(request), query.id),
    });
    defineOperatorRoute(secured, 'listBonusCodes', {
      handler: ({ query, request }) => promotions.codes(merchantId(request), query.id),
    });
    defineOperatorRoute(secured, 'promotionCostReport', {
      handler: ({ query, request }) => {
        requirePermission(request, 'reports');
        return costs.report(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'savePromotion', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return promotions.save(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setPromotionStatus', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return promotions.setStatus(merchantId(request), body.id, body.status, actor(request));
      },
    });
    defineOperatorRoute(secured, 'generateBonusCodes', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return promotions.generateCodes(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'decidePromotionClaim', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return promotions.decide(merchantId(request), body, actor(request));
      },
    });
  });
}
