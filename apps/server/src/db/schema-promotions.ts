import type { ColumnType, Generated } from 'kysely';
import type { GameCategory } from '@bet/contracts/games/categories';
import type {
  CashbackBasis,
  DepositBonusDeposit,
  PromotionArt,
  PromotionClaimStatus,
  PromotionKind,
  PromotionRepeat,
  PromotionSignal,
  PromotionStatus,
  SignUpRequirement,
  WheelTicketBasis,
} from '@bet/contracts/promotions/promotion-rules';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** Rules as kept: the contract's rules with amounts in minor units (text, as bigint does not JSON). */
export type StoredPromotionRules =
  | {
      kind: 'DEPOSIT_BONUS';
      deposit: DepositBonusDeposit;
      percent: number;
      capMinor: string;
      minDepositMinor: string;
      turnoverMultiple: number;
    }
  | { kind: 'BONUS_CODE'; amountMinor: string; turnoverMultiple: number }
  | {
      kind: 'CASHBACK';
      basis: CashbackBasis;
      category: GameCategory | null;
      percent: number;
      capMinor: string;
      minimumMinor: string;
      turnoverMultiple: number;
    }
  | { kind: 'APPLICATION'; maxAmountMinor: string; turnoverMultiple: number }
  | { kind: 'SIGN_UP'; amountMinor: string; turnoverMultiple: number; requires: SignUpRequirement[] }
  | {
      kind: 'LUCKY_WHEEL';
      basis: WheelTicketBasis;
      ticketStepMinor: string;
      ticketsMax: number;
      turnoverMultiple: number;
      prizes: { amountMinor: string; weight: number }[];
    }
  | {
      kind: 'RED_ENVELOPE';
      times: string[];
      minutes: number;
      envelopes: number;
      rainBudgetMinor: string;
      minMinor: string;
      turnoverMultiple: number;
    }
  | {
      kind: 'RAFFLE';
      basis: WheelTicketBasis;
      ticketStepMinor: string;
      ticketsMax: number;
      turnoverMultiple: number;
      prizes: { amountMinor: string; winners: number }[];
    };

export interface StoredEligibility {
  newPlayersOnly: boolean;
  vipLevels: number[];
  minDeposits: number;
  /** Player labels, one of which the player has (absent in rows saved before them: any). */
  labels?: string[];
  /** Accounts whose team (any depth) the player is in (absent in rows saved before them: any). */
  agents?: string[];
  /** Countries the player signed up from (absent in rows saved before them: any). */
  countries?: string[];
}

/** A promotion's definition (migration 0035). */
export interface PromotionsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: PromotionKind;
  art: PromotionArt;
  status: Generated<PromotionStatus>;
  starts_at: ColumnType<Date, Date, Date>;
  ends_at: ColumnType<Date | null, Date | null, Date | null>;
  repeat: Generated<PromotionRepeat>;
  claim_days: Generated<number>;
  budget: bigint | null;
  budget_used: Generated<bigint>;
  sort: Generated<number>;
  rules: Json<StoredPromotionRules>;
  eligibility: Json<StoredEligibility>;
  /** Its rewards hold withdrawals back until their turnover is met (migration 0044). */
  blocks_withdrawal: Generated<boolean>;
  /** The most one player may be paid by it in all; null = no limit (migration 0045). */
  player_budget: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PromotionTextsTable {
  promotion_id: number;
  language: string;
  title: string;
  summary: string;
  rules: string;
}

export interface PromotionJoinsTable {
  promotion_id: number;
  member_id: bigint;
  joined_at: CreatedAt;
}

export interface PromotionClaimSignal {
  signal: PromotionSignal;
  usernames: string[];
}

export interface PromotionClaimsTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: number;
  member_id: bigint;
  period: string;
  amount: bigint;
  turnover_required: bigint;
  status: PromotionClaimStatus;
  deposit_id: bigint | null;
  code_id: number | null;
  transfer_id: bigint | null;
  signals: Json<PromotionClaimSignal[]>;
  reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  /** An application's comment (migration 0039). */
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** An application's image (migration 0039), png or jpeg bytes checked on upload. */
export interface PromotionClaimImagesTable {
  id: Generated<number>;
  claim_id: bigint;
  mime: string;
  data: Uint8Array;
}

export interface BonusCodesTable {
  id: Generated<number>;
  merchant_id: number;
  promotion_id: number;
  code: string;
  max_uses: number;
  used: Generated<number>;
  created_at: CreatedAt;
}

/** A cashback period paid to all its players (migration 0037). */
export interface PromotionPayoutsTable {
  promotion_id: number;
  period: string;
  players: number;
  amount: bigint;
  unpaid: Generated<number>;
  paid_at: CreatedAt;
}

/** A lucky-wheel spin (migration 0041); one that pays has its claim. */
export interface PromotionSpinsTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: number;
  member_id: bigint;
  period: string;
  seq: number;
  segment: number;
  amount: bigint;
  claim_id: bigint | null;
  created_at: CreatedAt;
}

/** A rain's envelope (migration 0042); taken once grabbed. */
export interface PromotionEnvelopesTable {
  promotion_id: number;
  rain: string;
  idx: number;
  amount: bigint;
  member_id: bigint | null;
  claim_id: bigint | null;
  grabbed_at: Date | null;
}

/** A prize draw made (migration 0043), once per promotion and period. */
export interface PromotionRaffleDrawsTable {
  promotion_id: number;
  period: string;
  entrants: number;
  tickets: number;
  unawarded: number;
  drawn_at: CreatedAt;
}

/** A draw's winner, in the order drawn (migration 0043). */
export interface PromotionRaffleWinnersTable {
  promotion_id: number;
  period: string;
  place: number;
  rank: number;
  member_id: bigint;
  tickets: number;
  amount: bigint;
  claim_id: bigint;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_texts: PromotionTextsTable;
  promotion_joins: PromotionJoinsTable;
  promotion_claims: PromotionClaimsTable;
  promotion_claim_images: PromotionClaimImagesTable;
  bonus_codes: BonusCodesTable;
  promotion_payouts: PromotionPayoutsTable;
  promotion_spins: PromotionSpinsTable;
  promotion_envelopes: PromotionEnvelopesTable;
  promotion_raffle_draws: PromotionRaffleDrawsTable;
  promotion_raffle_winners: PromotionRaffleWinnersTable;
}
