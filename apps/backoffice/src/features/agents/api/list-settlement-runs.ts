import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { operatorSettlementRoutes, type settlementRunsQuery } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';
import { AGENTS_PREFIX } from './get-agent-contract-settings';

export type SettlementRunsQuery = z.input<typeof settlementRunsQuery>;

export const listSettlementRuns = (query: SettlementRunsQuery) =>
  opsCall(operatorSettlementRoutes.listSettlementRuns, { query });

/** Settlement runs (per kind and period) with their totals, newest first. */
export const useSettlementRuns = (query: SettlementRunsQuery) =>
  useQuery({
    queryKey: [...AGENTS_PREFIX, 'runs', query],
    queryFn: ({ signal }) => opsCall(operatorSettlementRoutes.listSettlementRuns, { query, signal }),
    placeholderData: keepPreviousData,
  });
