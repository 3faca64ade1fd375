import { PROMOTION_SIGNALS } from '@bet/contracts/promotions/promotion-rules';
import type { TFunction } from 'i18next';
import {
  REFERRAL_REFUSED_EXCLUDED,
  REFERRAL_REWARD_STATUSES,
  type ReferralRewardStatus,
} from '@bet/contracts/referral/referral';
import type { BadgeTone } from '@/shared/ui/badge';
import type { TableParams } from '@/shared/ui/use-table-params';
import type { RewardsQuery } from '../api/list-referral-rewards';

export const REWARD_TONE: Record<ReferralRewardStatus, BadgeTone> = {
  PAID: 'good',
  REFUSED: 'bad',
};

/**
 * What a refusal's reason may name: the promotions' abuse signals the referrer's and the friend's
 * accounts share (the same bank account, ID number, browser, or registration IP), comma-separated.
 */
const REFERRAL_SIGNALS = PROMOTION_SIGNALS;
type Signal = (typeof REFERRAL_SIGNALS)[number];

/** The rewards' call from the URL: every status unless it says PAID or REFUSED; a player's name. */
export function rewardsQuery(params: TableParams): RewardsQuery {
  const { status: raw, username } = params.filters;
  const status = REFERRAL_REWARD_STATUSES.includes(raw as ReferralRewardStatus)
    ? (raw as ReferralRewardStatus)
    : undefined;
  const name = (username ?? '').trim().slice(0, 40);
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(status ? { status } : {}),
    ...(name ? { username: name } : {}),
  };
}

/**
 * A refusal's reason in words, one per shared signal ("Same bank account, Same browser"), or that
 * the referrer was excluded from play; a signal the console does not know is shown as the server
 * wrote it. Empty without a reason.
 */
export function reasonText(t: TFunction, reason: string | null): string {
  if (!reason) return '';
  if (reason === REFERRAL_REFUSED_EXCLUDED) return t('referral:reason.excluded');
  return reason
    .split(/[\s,;|]+/)
    .filter(Boolean)
    .map((signal) =>
      (REFERRAL_SIGNALS as readonly string[]).includes(signal)
        ? t(`referral:signal.${signal as Signal}`)
        : signal,
    )
    .join(', ');
}
