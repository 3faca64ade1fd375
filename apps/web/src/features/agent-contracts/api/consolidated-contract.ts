import { useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { ContractKind } from '../model/contract-view';

export const CONSOLIDATED_CONTRACT_KEY = ['agent-contracts', 'consolidated'] as const;

/** `GET /wps/agent/contract/consolidated`: spec §3's pending flags and infos, plus received/given lists. */
export const fetchConsolidatedContract = () => apiCall(routes.consolidatedContract);

export function useConsolidatedContract() {
  return useQuery({ queryKey: CONSOLIDATED_CONTRACT_KEY, queryFn: fetchConsolidatedContract });
}

/** Offers waiting for my answer (all kinds or one): the agent centre shows it as a badge. */
export function usePendingContractCount(kind?: ContractKind): number {
  const { data } = useConsolidatedContract();
  return (data?.received ?? []).filter((c) => c.state === 'PENDING' && (!kind || c.kind === kind)).length;
}
