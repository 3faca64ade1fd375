import type { AgentContract, ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { ContractRow } from './agent-contracts.repo.js';

/** Percent on the wire (1.25) ↔ basis points in the database (125). */
export const toBp = (rate: number) => Math.round(rate * 100);
export const fromBp = (bp: number) => bp / 100;

/** The highest rate of the terms: what the ceiling and the lower-rate rule compare, in basis points. */
export function maxRateBp(terms: ContractTerms): number {
  if (terms.kind === 'REALTIME_SALARY') return Math.max(toBp(terms.profitRate), toBp(terms.lossRate));
  return Math.max(...terms.tiers.map((t) => toBp(t.rate)));
}

export const toContract = (row: ContractRow): AgentContract => ({
  id: Number(row.id),
  kind: row.kind,
  state: row.state,
  upline: row.upline,
  downline: row.downline,
  terms: row.terms,
  maxRate: fromBp(row.max_rate_bp),
  offeredAt: new Date(row.offered_at).getTime(),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at).getTime(),
  endsAt: row.ended_at === null ? null : new Date(row.ended_at).getTime(),
});
