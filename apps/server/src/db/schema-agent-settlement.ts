import type { ColumnType, Generated } from 'kysely';
import type { ContractKind, PayoutStatus } from '@bet/contracts/agent/agent-contracts';

type Json<T> = ColumnType<T, string, string>;
type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** Settlement's bet feeds (migration 0027): how far each consumer has read `bets.settled_xid`. */
export interface AgentBetFeedsTable {
  feed: 'accrual' | 'realtime';
  /** xid8 as text. */
  bound: string;
  settled_through: Date;
}

/** Per merchant: the end of the latest period settled (later accruals count after it). */
export interface AgentAccrualClosesTable {
  merchant_id: number;
  closed_before: Date;
}

/** One member's settled bets accounted in one 5-minute slot. */
export interface AgentAccrualsTable {
  slot: Date;
  member_id: bigint;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bets: number;
}

export interface AgentSettlementRunsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: ContractKind;
  period_type: string;
  period: string;
  period_start: Date;
  period_end: Date;
  settled_at: DefaultNow;
  release_at: Date;
}

export interface PassedDownLine {
  downline: string;
  base: string;
  rateBp: number;
  amount: string;
}

export interface AgentPayoutLinesTable {
  id: Generated<bigint>;
  run_id: bigint;
  member_id: bigint;
  contract_id: bigint | null;
  base: bigint;
  rate_bp: number;
  gross: bigint;
  passed_down: bigint;
  passed_down_lines: Json<PassedDownLine[]>;
  amount: bigint;
  status: Generated<PayoutStatus>;
  hold_reason: string | null;
  held_by: string | null;
  transfer_id: bigint | null;
  paid_at: Date | null;
}

export interface AgentSettlementTables {
  agent_bet_feeds: AgentBetFeedsTable;
  agent_accruals: AgentAccrualsTable;
  agent_accrual_closes: AgentAccrualClosesTable;
  agent_settlement_runs: AgentSettlementRunsTable;
  agent_payout_lines: AgentPayoutLinesTable;
}
