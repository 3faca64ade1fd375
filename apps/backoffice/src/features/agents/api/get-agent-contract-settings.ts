import { useQuery } from '@tanstack/react-query';
import { operatorAgentRoutes } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';

/** Every cached agent-section list starts with this key (a save refreshes them all). */
export const AGENTS_PREFIX = ['agents'] as const;

/** The house's terms for top-level agents per kind and the payout release delay. */
export const useAgentContractSettings = () =>
  useQuery({
    queryKey: [...AGENTS_PREFIX, 'settings'],
    queryFn: () => opsCall(operatorAgentRoutes.getAgentContractSettings),
  });
