import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { operatorSettlementRoutes, type settlementLinesQuery } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';
import { AGENTS_PREFIX } from './get-agent-contract-settings';

export type SettlementLinesQuery = z.input<typeof settlementLinesQuery>;

export const listSettlementLines = (query: SettlementLinesQuery) =>
  opsCall(operatorSettlementRoutes.settlementLines, { query });

/** One run's payout lines: the preview while they wait for the release delay. */
export const useSettlementLines = (query: SettlementLinesQuery) =>
  useQuery({
    queryKey: [...AGENTS_PREFIX, 'lines', query],
    queryFn: ({ signal }) => opsCall(operatorSettlementRoutes.settlementLines, { query, signal }),
    placeholderData: keepPreviousData,
  });
