import type { ColumnType, Generated } from 'kysely';
import type { ReferralRewardStatus } from '@bet/contracts/referral/referral';

type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** Referral (migration 0049). Money columns are minor units. */
export interface ReferralTiersTable {
  merchant_id: number;
  tier: number;
  deposit_required: bigint;
  bet_required: bigint;
  reward: bigint;
  turnover_multiple: number;
}

export interface ReferralRewardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  referrer_id: bigint;
  friend_id: bigint;
  tier: number;
  amount: bigint;
  status: ReferralRewardStatus;
  reason: string | null;
  transfer_id: bigint | null;
  created_at: DefaultNow;
}

export interface ReferralTables {
  referral_tiers: ReferralTiersTable;
  referral_rewards: ReferralRewardsTable;
  referral_feed: { bound: string };
}
