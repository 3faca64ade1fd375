import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { OperatorQueuesService } from './operator-queues.service.js';
import type { WithdrawPayoutService } from './withdraw-payout.service.js';

/** The money queues' extra calls: every role reads; admin and finance settle (audited). */
export function registerOperatorQueueRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; queues: OperatorQueuesService; payouts: WithdrawPayoutService },
) {
  const { queues, payouts } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'withdrawalDetail', {
      handler: ({ query, request }) => payouts.detail(merchantId(request), BigInt(query.id)),
    });
    defineOperatorRoute(secured, 'queueCounts', {
      handler: ({ request }) => queues.counts(merchantId(request)),
    });
    defineOperatorRoute(secured, 'listVendorTransfers', {
      handler: ({ query, request }) => queues.vendorTransfers(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'settleVendorTransfer', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return queues.settle(merchantId(request), BigInt(body.id), actor(request), body.reason);
      },
    });
  });
}
