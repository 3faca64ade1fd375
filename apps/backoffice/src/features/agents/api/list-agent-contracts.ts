import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { operatorAgentRoutes, type operatorContractsQuery } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';
import { AGENTS_PREFIX } from './get-agent-contract-settings';

export type AgentContractsQuery = z.input<typeof operatorContractsQuery>;

export const listAgentContracts = (query: AgentContractsQuery) =>
  opsCall(operatorAgentRoutes.listAgentContracts, { query });

/** Agent contracts of every line, filtered by kind, state and an upline or downline username. */
export const useAgentContracts = (query: AgentContractsQuery) =>
  useQuery({
    queryKey: [...AGENTS_PREFIX, 'contracts', query],
    queryFn: ({ signal }) => opsCall(operatorAgentRoutes.listAgentContracts, { query, signal }),
    placeholderData: keepPreviousData,
  });
