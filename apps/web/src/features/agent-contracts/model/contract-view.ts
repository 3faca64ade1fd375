import type { AgentContract, ContractKind } from '@bet/contracts/agent/agent-contracts';

export type {
  AgentContract,
  ContractKind,
  ContractState,
  ContractTerms,
  DividendPeriod,
} from '@bet/contracts/agent/agent-contracts';
export { CONTRACT_KINDS, DIVIDEND_PERIODS } from '@bet/contracts/agent/agent-contracts';

/** Whitelabel module that switches each kind on (spec §2 menu conditions). */
export const KIND_MODULE: Record<ContractKind, string> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_WAGE: 'DAILYSALCONT3',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

/** Translation key part of a kind (agentContracts.kind.<key>). */
export const KIND_KEY: Record<ContractKind, string> = {
  DIVIDEND: 'dividend',
  DAILY_WAGE: 'dailyWage',
  HOURLY_SALARY: 'hourlySalary',
  REALTIME_SALARY: 'realTimeSalary',
};

/** When a contract took its current state (decided, else offered). */
export const sinceOf = (contract: AgentContract) =>
  new Date(contract.decidedAt ?? contract.offeredAt).toLocaleDateString();
