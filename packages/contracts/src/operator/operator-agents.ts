import { z } from 'zod';
import {
  agentContract,
  contractHistoryResponse,
  contractKind,
  contractState,
  contractTerms,
  incomeLine,
  payoutStatus,
} from '../agent/agent-contracts.js';
import { dateRange, pageOf, pageQuery } from '../wallet/amount.js';
import { op, operatorReason } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * The operator's agent-contract calls (issue 15 lane B): the house's terms for top-level agents
 * and the payout release delay (`configure`), contracts and their history (`read`). Every action
 * is audited. Settlement runs and payout lines: `operatorSettlementRoutes` below.
 */
export const operatorAgentRoutes = {
  getAgentContractSettings: op<{ response: Out<typeof agentContractSettings> }>(
    'GET',
    '/ops/agents/contractSettings',
  ),
  setAgentContractSettings: op<{
    body: In<typeof agentContractSettings>;
    response: Out<typeof agentContractSettings>;
  }>('PUT', '/ops/agents/contractSettings'),
  listAgentContracts: op<{
    query: In<typeof operatorContractsQuery>;
    response: Out<typeof operatorContractsPage>;
  }>('GET', '/ops/agents/contracts'),
  agentContractHistory: op<{
    query: In<typeof operatorContractRef>;
    response: Out<typeof contractHistoryResponse>;
  }>('GET', '/ops/agents/contracts/history'),
} as const;

/** Settlement runs and their payout lines (decision 0038): read; hold (configure); release (moveMoney). */
export const operatorSettlementRoutes = {
  listSettlementRuns: op<{
    query: In<typeof settlementRunsQuery>;
    response: Out<typeof settlementRunsPage>;
  }>('GET', '/ops/agents/settlements'),
  /** One run's payout lines: the preview while they wait for the release delay. */
  settlementLines: op<{
    query: In<typeof settlementLinesQuery>;
    response: Out<typeof settlementLinesPage>;
  }>('GET', '/ops/agents/settlements/lines'),
  holdPayoutLine: op<{ body: In<typeof holdPayoutRequest>; response: Out<typeof operatorPayoutLine> }>(
    'POST',
    '/ops/agents/settlements/hold',
  ),
  releasePayoutLine: op<{ body: In<typeof releasePayoutRequest>; response: Out<typeof operatorPayoutLine> }>(
    'POST',
    '/ops/agents/settlements/release',
  ),
} as const;

/** The house's terms for top-level agents per kind (null: that kind is not offered to them). */
export const agentContractSettings = z.object({
  topLevelTerms: z.object({
    DIVIDEND: contractTerms.nullable(),
    DAILY_WAGE: contractTerms.nullable(),
    HOURLY_SALARY: contractTerms.nullable(),
    REALTIME_SALARY: contractTerms.nullable(),
  }),
  /** Minutes a settled line waits (PENDING, previewable, holdable) before it is paid; 0–10080. */
  releaseDelayMinutes: z.number().int().min(0).max(10_080),
});
export type AgentContractSettings = z.infer<typeof agentContractSettings>;

export const operatorContractsQuery = pageQuery.and(dateRange).and(
  z.object({
    kind: contractKind.optional(),
    state: contractState.optional(),
    /** Upline or downline username (exact). */
    username: z.string().trim().min(1).max(64).optional(),
  }),
);
export const operatorContractsPage = pageOf(agentContract);
export const operatorContractRef = z.object({ contractId: z.coerce.number().int().positive() });

export const SETTLEMENT_RUN_STATUSES = ['SETTLED', 'RELEASED'] as const;
export const settlementRun = z.object({
  id: z.number(),
  kind: contractKind,
  period: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  settledAt: z.number(),
  lines: z.number(),
  total: z.number(),
  pending: z.number(),
  held: z.number(),
  heldAmount: z.number(),
  paid: z.number(),
  paidAmount: z.number(),
  /** When the PENDING lines become payable. */
  releaseAt: z.number(),
});
export type SettlementRun = z.infer<typeof settlementRun>;
export const settlementRunsQuery = pageQuery.and(dateRange).and(z.object({ kind: contractKind.optional() }));
export const settlementRunsPage = pageOf(settlementRun);

export const operatorPayoutLine = incomeLine.extend({
  runId: z.number(),
  agent: z.string(),
  holdReason: z.string().nullable(),
  heldBy: z.string().nullable(),
});
export type OperatorPayoutLine = z.infer<typeof operatorPayoutLine>;
export const settlementLinesQuery = pageQuery.extend({
  runId: z.coerce.number().int().positive(),
  status: payoutStatus.optional(),
});
export const settlementLinesPage = pageOf(operatorPayoutLine);
export const holdPayoutRequest = z.object({ lineId: z.number().int().positive(), reason: operatorReason });
export const releasePayoutRequest = z.object({ lineId: z.number().int().positive(), reason: operatorReason });

export const operatorAgentSchemas = {
  getAgentContractSettings: { response: agentContractSettings },
  setAgentContractSettings: { body: agentContractSettings, response: agentContractSettings },
  listAgentContracts: { query: operatorContractsQuery, response: operatorContractsPage },
  agentContractHistory: { query: operatorContractRef, response: contractHistoryResponse },
} as const;

export const operatorSettlementSchemas = {
  listSettlementRuns: { query: settlementRunsQuery, response: settlementRunsPage },
  settlementLines: { query: settlementLinesQuery, response: settlementLinesPage },
  holdPayoutLine: { body: holdPayoutRequest, response: operatorPayoutLine },
  releasePayoutLine: { body: releasePayoutRequest, response: operatorPayoutLine },
} as const;
