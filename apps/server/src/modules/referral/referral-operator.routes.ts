import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { ReferralOperatorService } from './referral-operator.service.js';

/** The back office's referral: every role reads; the tiers need `configure`. */
export function registerReferralOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; referral: ReferralOperatorService },
): void {
  const { referral } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'getReferralTiers', {
      handler: ({ request }) => referral.tiers(merchantId(request)),
    });
    defineOperatorRoute(secured, 'saveReferralTiers', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return referral.saveTiers(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listReferralRewards', {
      handler: ({ query, request }) => referral.rewards(merchantId(request), query),
    });
  });
}
