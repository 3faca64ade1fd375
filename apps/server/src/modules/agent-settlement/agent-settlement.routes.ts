import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute, defineRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { AgentPayoutsService } from './agent-payouts.service.js';

/**
 * An agent's income, and the operator's settlement runs and payout lines: read to see, configure
 * to hold a line, moveMoney to release one (decision 0038).
 */
export function registerAgentSettlementRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; payouts: AgentPayoutsService },
): void {
  const { payouts } = deps;
  defineRoute(app, 'agentIncome', {
    handler: ({ query, request }) => payouts.income(request.member, query),
  });
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listSettlementRuns', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return payouts.runs(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'settlementLines', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return payouts.lines(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'holdPayoutLine', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return payouts.hold(merchantId(request), body.lineId, body.reason, actor(request));
      },
    });
    defineOperatorRoute(secured, 'releasePayoutLine', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return payouts.release(merchantId(request), body.lineId, body.reason, actor(request));
      },
    });
  });
}
