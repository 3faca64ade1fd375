import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { MoneySettingsService } from './money-settings.service.js';
import type { WithdrawPayoutService } from './withdraw-payout.service.js';

/** The operator's withdrawal calls and money settings: every role reads; admin and finance act (audited). */
export function registerWithdrawOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; payouts: WithdrawPayoutService; settings: MoneySettingsService },
) {
  const { payouts, settings } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listWithdrawals', {
      handler: ({ query, request }) => payouts.list(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'withdrawalProof', {
      handler: ({ query, request }) => payouts.proof(merchantId(request), BigInt(query.id)),
    });
    defineOperatorRoute(secured, 'payWithdrawal', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return payouts.pay(merchantId(request), BigInt(body.id), actor(request), body.reason);
      },
    });
    defineOperatorRoute(secured, 'rejectWithdrawal', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return payouts.reject(merchantId(request), BigInt(body.id), actor(request), body.reason);
      },
    });

    defineOperatorRoute(secured, 'getMoneySettings', {
      handler: ({ request }) => settings.get(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setMoneySettings', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return settings.set(merchantId(request), body, actor(request));
      },
    });
  });
}
