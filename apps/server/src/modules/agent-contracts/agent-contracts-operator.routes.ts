import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { AgentContractsOperatorService } from './agent-contracts-operator.service.js';

/**
 * The operator's agent-contract calls: settings (read to see, configure to change, audited) and
 * contracts with their history (read). Settlement runs and payout lines come with settlement.
 */
export function registerAgentContractOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; contracts: AgentContractsOperatorService },
): void {
  const { contracts } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'getAgentContractSettings', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return contracts.settings(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'setAgentContractSettings', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return contracts.setSettings(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listAgentContracts', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return contracts.list(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'agentContractHistory', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return contracts.history(merchantId(request), query.contractId);
      },
    });
  });
}
