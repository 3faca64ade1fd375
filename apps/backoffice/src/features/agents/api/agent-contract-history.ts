import { useQuery } from '@tanstack/react-query';
import { operatorAgentRoutes } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';
import { AGENTS_PREFIX } from './get-agent-contract-settings';

/** One contract and every change of its state (who, when, why). */
export const useAgentContractHistory = (contractId: number) =>
  useQuery({
    queryKey: [...AGENTS_PREFIX, 'history', contractId],
    queryFn: ({ signal }) =>
      opsCall(operatorAgentRoutes.agentContractHistory, { query: { contractId }, signal }),
  });
