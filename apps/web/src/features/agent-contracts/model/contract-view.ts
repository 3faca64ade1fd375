/**
 * The shapes the contract screens render. Interim: lane B's `@bet/contracts/agent/agent-contracts`
 * was not committed when these screens were written; once it is, these types become re-exports of
 * its zod outputs (same field names as spec §3).
 */
export type ContractKind = 'dividend' | 'dailyWage' | 'hourlySalary' | 'realTimeSalary';
export type ContractState = 'pending' | 'active' | 'rejected' | 'terminated' | 'ended';
export type DividendPeriod = 'D' | 'W' | 'H' | 'M';

/** One tier: thresholds (period valid bet / team betting, P&L, active members) → rate in %. */
export interface ContractTier {
  validBet: number;
  profitLoss?: number;
  activeMembers: number;
  rate: number;
}

export interface ContractTerms {
  kind: ContractKind;
  period?: DividendPeriod;
  tiers: ContractTier[];
  /** Real-time salary only. */
  profitRate?: number;
  lossRate?: number;
  minSingleBet?: number;
}

export interface ContractView {
  id: string;
  upline: string;
  downline: string;
  state: ContractState;
  since: string;
  terms: ContractTerms;
}

/** Whitelabel module that switches each kind on (spec §2 menu conditions). */
export const KIND_MODULE: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  dailyWage: 'DAILYSALCONT3',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'RTSALARY3',
};

export const CONTRACT_KINDS: readonly ContractKind[] = [
  'dividend',
  'dailyWage',
  'hourlySalary',
  'realTimeSalary',
];
