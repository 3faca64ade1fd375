import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { OperatorMoneyService } from './operator-money.service.js';

/** Operator: adjust a balance (or credit a bonus) with a reason, settle vendor transfers, read the audit log. */
export function registerOperatorMoneyRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; money: OperatorMoneyService },
) {
  const { money } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'adjustBalance', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return money.adjustBalance(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'reconcileVendorTransfers', {
      handler: ({ request }) => {
        requirePermission(request, 'moveMoney');
        return money.reconcileTransfers(actor(request));
      },
    });
    defineOperatorRoute(secured, 'auditLog', {
      handler: ({ query, request }) => {
        // The audit log is an admin's (issue 13): it names every operator's actions and IPs.
        requirePermission(request, 'administer');
        return money.auditLog(merchantId(request), query);
      },
    });
  });
}
