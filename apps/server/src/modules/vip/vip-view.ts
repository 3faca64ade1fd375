import type { VipChange, VipLevel } from '@bet/contracts/vip/vip';
import { hasVipService, type VipThresholds } from '@bet/contracts/vip/vip-rules';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { VipHistoryRow, VipLevelRow } from './vip.repo.js';

/** A level as the wire shows it (players and the back office). */
export const levelOf = (l: VipLevelRow): VipLevel => ({
  level: l.level,
  name: l.name,
  depositRequired: fromMinor(BigInt(l.deposit_required)),
  betRequired: fromMinor(BigInt(l.bet_required)),
  upgradeBonus: fromMinor(BigInt(l.upgrade_bonus)),
  monthlyBonus: fromMinor(BigInt(l.monthly_bonus)),
  birthdayBonus: fromMinor(BigInt(l.birthday_bonus)),
  rebatePercent: l.rebate_bp / 100,
  dailyWithdrawalLimit:
    l.daily_withdrawal_limit === null ? null : fromMinor(BigInt(l.daily_withdrawal_limit)),
  vipService: hasVipService(l.level),
});

export const changeOf = (h: VipHistoryRow): VipChange => ({
  at: h.created_at.getTime(),
  from: h.from_level,
  to: h.to_level,
  reason: h.reason,
  bonus: fromMinor(BigInt(h.bonus)),
});

export const thresholdsOf = (levels: VipLevelRow[]): VipThresholds[] =>
  levels.map((l) => ({
    level: l.level,
    depositRequired: BigInt(l.deposit_required),
    betRequired: BigInt(l.bet_required),
  }));

const DAY_MS = 86_400_000;
/** When a member whose figures fell below their level on `since` moves down. */
export const relegationAt = (since: Date, graceDays: number) =>
  new Date(since.getTime() + graceDays * DAY_MS);
