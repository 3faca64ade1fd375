import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8: read as bigint, written as bigint or its decimal string. */
type Int8 = ColumnType<bigint, bigint | string, bigint | string>;
type GeneratedInt8 = ColumnType<bigint, bigint | string | undefined, bigint | string>;

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8 | null;
  kind: string;
  vendor: Generated<string>;
  balance: GeneratedInt8;
  created_at: CreatedAt;
}

export interface LedgerTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  idempotency_key: string;
  request_hash: string;
  type: string;
  member_id: Int8 | null;
  reference: Generated<string>;
  meta: ColumnType<Record<string, unknown>, string, never>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  transfer_id: Int8;
  account_id: Int8;
  amount: Int8;
  balance_after: Int8;
  created_at: CreatedAt;
}

export interface MoneySettingsTable {
  merchant_id: number;
  withdraw_min: GeneratedInt8;
  withdraw_max: GeneratedInt8;
  auto_confirm_minutes: Generated<number>;
  max_bank_cards: Generated<number>;
}

export interface VendorsTable {
  merchant_id: number;
  code: string;
  name: string;
  account_type_id: number;
  enabled: Generated<boolean>;
  maintenance: Generated<boolean>;
  sort: Generated<number>;
  category: Generated<string>;
  icon: Generated<string>;
  is_hot: Generated<boolean>;
  is_game: Generated<'GAME' | 'VASSALAGE' | 'HUB'>;
  account_type_name: Generated<string>;
}

export interface VendorTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8;
  vendor: string;
  direction: 'IN' | 'OUT';
  amount: Int8;
  status: 'PENDING' | 'DONE' | 'FAILED';
  request_key: string;
  error: string | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HouseVendorWalletsTable {
  merchant_id: number;
  player: string;
  balance: GeneratedInt8;
}

export interface HouseVendorTransfersTable {
  merchant_id: number;
  reference: string;
  player: string;
  amount: Int8;
  created_at: CreatedAt;
}

export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_id: number;
  type: 'ONLINE' | 'OFFLINE';
  name: string;
  min_amount: Int8;
  max_amount: Int8;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface DepositsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8;
  channel_id: number;
  amount: Int8;
  status: 'PENDING' | 'SUCCESS' | 'REJECTED';
  reference: string | null;
  receipt_image: string | null;
  request_key: string;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  decided_by: string | null;
}

export interface BankCardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: CreatedAt;
  removed_at: NullableTimestamp;
}

export interface PaymentPasswordGuardsTable {
  member_id: Int8;
  failures: Generated<number>;
  locked_until: NullableTimestamp;
}

export interface WithdrawalsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8;
  bank_card_id: Int8;
  amount: Int8;
  status: 'PENDING' | 'PAID' | 'REJECTED' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';
  request_key: string;
  created_at: CreatedAt;
  paid_at: NullableTimestamp;
  auto_confirm_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  received_amount: Int8 | null;
  proof_image: string | null;
  decided_by: string | null;
  reject_reason: string | null;
  /** When it was paid or rejected (migration 0015). */
  decided_at: NullableTimestamp;
}

export interface BonusesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8;
  name: string;
  amount: Int8;
  turnover_required: GeneratedInt8;
  transfer_id: Int8;
  /** Withdrawals wait until its turnover is met (its promotion's choice, migration 0044). */
  blocks_withdrawal: Generated<boolean>;
  created_at: CreatedAt;
}

/** A member's auto-transfer preference (issue 11); no row = on, whole main balance. */
export interface WalletPreferencesTable {
  member_id: Int8;
  merchant_id: number;
  auto_transfer: Generated<boolean>;
  auto_transfer_amount: ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
  updated_at: Timestamp;
}

export interface MoneyTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  money_settings: MoneySettingsTable;
  vendors: VendorsTable;
  vendor_transfers: VendorTransfersTable;
  house_vendor_wallets: HouseVendorWalletsTable;
  house_vendor_transfers: HouseVendorTransfersTable;
  deposit_channels: DepositChannelsTable;
  deposits: DepositsTable;
  bank_cards: BankCardsTable;
  payment_password_guards: PaymentPasswordGuardsTable;
  withdrawals: WithdrawalsTable;
  bonuses: BonusesTable;
  wallet_preferences: WalletPreferencesTable;
}
