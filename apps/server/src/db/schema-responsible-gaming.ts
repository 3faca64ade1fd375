import type { ColumnType, Generated } from 'kysely';

type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** Responsible gaming (migration 0053). Money in minor units; SESSION limits in minutes. */
export interface RgLimitsTable {
  member_id: bigint;
  merchant_id: number;
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
  period: 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
  value: bigint;
  pending_value: bigint | null;
  pending_at: Date | null;
  updated_at: DefaultNow;
}

export interface RgLimitChangesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  kind: string;
  period: string;
  old_value: bigint | null;
  new_value: bigint | null;
  requested_by: string;
  requested_at: DefaultNow;
  effective_at: Date;
  cancelled_at: Date | null;
}

export interface RgExclusionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  kind: 'TIME_OUT' | 'SELF_EXCLUSION';
  period: string;
  starts_at: DefaultNow;
  ends_at: Date | null;
  set_by: string;
  reason: string | null;
  /** A self-exclusion's player asked to return after its end: they may play from then (migration 0054). */
  return_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface RgRefusalsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  kind: string;
  period: string;
  action: 'DEPOSIT' | 'TRANSFER' | 'LAUNCH' | 'BET';
  amount: bigint | null;
  at: DefaultNow;
}

export interface RgPreferencesTable {
  member_id: bigint;
  reality_check_minutes: number;
}

export interface RgHelpLinksTable {
  merchant_id: number;
  position: number;
  name: string;
  url: string;
}

/** One-time codes of the withdrawal-only page (migration 0054), stored as hashes. */
export interface RgWithdrawalCodesTable {
  code_hash: string;
  merchant_id: number;
  member_id: bigint;
  created_at: DefaultNow;
  expires_at: Date;
  used_at: Date | null;
}

/** A merchant's setting of one marker of harm (migration 0055); no row: on, at its default. */
export interface RgHarmMarkersTable {
  merchant_id: number;
  marker: string;
  enabled: boolean;
  threshold: number;
  updated_at: DefaultNow;
  updated_by: string;
}

/** The review list (migration 0055): open while `reviewed_at` is null. */
export interface RgReviewsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  marker: string;
  /** numeric: read as a string. */
  measured: string | number;
  threshold: number;
  flagged_at: Date;
  seen_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  note: string | null;
}

export interface ResponsibleGamingTables {
  rg_help_links: RgHelpLinksTable;
  rg_limits: RgLimitsTable;
  rg_limit_changes: RgLimitChangesTable;
  rg_exclusions: RgExclusionsTable;
  rg_refusals: RgRefusalsTable;
  rg_preferences: RgPreferencesTable;
  rg_withdrawal_codes: RgWithdrawalCodesTable;
  rg_harm_markers: RgHarmMarkersTable;
  rg_reviews: RgReviewsTable;
}
