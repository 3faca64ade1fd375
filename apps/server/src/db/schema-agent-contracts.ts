import type { ColumnType, Generated } from 'kysely';
import type { ContractKind, ContractState, ContractTerms } from '@bet/contracts/agent/agent-contracts';

type Json<T> = ColumnType<T, string, string>;
type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** An upline's contract with a direct downline agent (migration 0026). */
export interface AgentContractsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: ContractKind;
  upline_id: bigint;
  member_id: bigint;
  terms: Json<ContractTerms>;
  max_rate_bp: number;
  state: Generated<ContractState>;
  offered_at: DefaultNow;
  decided_at: Date | null;
  ended_at: Date | null;
}

/** Every state a contract went through, who moved it and why. */
export interface AgentContractEventsTable {
  id: Generated<bigint>;
  contract_id: bigint;
  state: ContractState;
  actor: string;
  note: string | null;
  at: DefaultNow;
}

/** The house's terms for top-level agents (no upline), per kind. */
export interface AgentTopTermsTable {
  merchant_id: number;
  kind: ContractKind;
  terms: Json<ContractTerms>;
  max_rate_bp: number;
}

export interface AgentContractSettingsTable {
  merchant_id: number;
  release_delay_minutes: number;
  updated_at: DefaultNow;
}

export interface AgentContractTables {
  agent_contracts: AgentContractsTable;
  agent_contract_events: AgentContractEventsTable;
  agent_top_terms: AgentTopTermsTable;
  agent_contract_settings: AgentContractSettingsTable;
}
