import type { ColumnType, Generated } from 'kysely';
import type { VipChangeReason } from '@bet/contracts/vip/vip-rules';

type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** VIP ranks (migration 0048). Money columns are minor units. */
export interface VipSettingsTable {
  merchant_id: number;
  period_days: number;
  grace_days: number;
  updated_at: DefaultNow;
}

export interface VipLevelsTable {
  merchant_id: number;
  level: number;
  name: string;
  deposit_required: bigint;
  bet_required: bigint;
  upgrade_bonus: bigint;
  monthly_bonus: bigint;
  birthday_bonus: bigint;
  rebate_bp: number;
  daily_withdrawal_limit: bigint | null;
}

export interface VipHistoryTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  from_level: number;
  to_level: number;
  reason: VipChangeReason;
  bonus: bigint;
  note: string | null;
  decided_by: string | null;
  created_at: DefaultNow;
}

export interface VipTables {
  vip_settings: VipSettingsTable;
  vip_levels: VipLevelsTable;
  vip_history: VipHistoryTable;
  vip_feed: { bound: string };
}
