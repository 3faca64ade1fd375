import { useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { ContractKind, ContractView } from '../model/contract-view';

/** What the contract screens need from the consolidated call (spec §3: pending requests + infos per kind). */
export interface ContractOverview {
  /** My own rate per kind: the ceiling for what I may offer. */
  ownRate: Partial<Record<ContractKind, number>>;
  mine: ContractView[];
  offeredToMe: ContractView[];
  given: ContractView[];
}

export const CONSOLIDATED_CONTRACT_KEY = ['agent-contracts', 'consolidated'] as const;

const EMPTY: ContractOverview = { ownRate: {}, mine: [], offeredToMe: [], given: [] };

/**
 * `GET /wps/agent/contract/consolidated`. The route is still untyped in later-routes (lane B's
 * contract replaces it); the answer is read defensively so a partial server cannot break the panel.
 */
export async function fetchConsolidatedContract(): Promise<ContractOverview> {
  const answer = (await apiCall(routes.consolidatedContract)) as Partial<ContractOverview> | null;
  return { ...EMPTY, ...(answer ?? {}) };
}

export function useConsolidatedContract() {
  return useQuery({ queryKey: CONSOLIDATED_CONTRACT_KEY, queryFn: fetchConsolidatedContract });
}

/** Pending offers waiting for me: C1 shows it as a badge on the contract menu items. */
export function usePendingContractCount(kind?: ContractKind): number {
  const { data } = useConsolidatedContract();
  return (data?.offeredToMe ?? []).filter((offer) => !kind || offer.terms.kind === kind).length;
}
