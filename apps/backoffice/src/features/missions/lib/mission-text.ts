import type { TFunction } from 'i18next';
import type { GameCategory } from '@bet/contracts/games/categories';
import { missionTargetIsAmount, type MissionTask } from '@bet/contracts/missions/mission-rules';
import type { OperatorMission } from '@bet/contracts/operator/operator-missions';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { formatCount, formatMoney } from '@/shared/lib/format';

export interface MissionWordsInput {
  task: MissionTask;
  category: GameCategory | null;
  /** An amount for BET, a count otherwise; null while the form has no number yet. */
  target: number | null;
}

/**
 * A mission's task in words, as players read it: "Bet 500.00 on RNG", "Deposit 2 times",
 * "Log in on 5 days" ("…" in place of a target not typed yet).
 */
export function missionWords(t: TFunction, m: MissionWordsInput): string {
  if (missionTargetIsAmount(m.task)) {
    const amount = m.target === null ? '…' : formatMoney(m.target);
    return m.category === null
      ? t('missions:words.BETAny', { amount })
      : t('missions:words.BET', { amount, category: m.category });
  }
  return t(`missions:words.${m.task}`, {
    count: m.target ?? 0,
    n: m.target === null ? '…' : formatCount(m.target),
  });
}

/** What every mission has paid in all (the cost report), added in minor units so no cent drifts. */
export const totalPaid = (missions: readonly Pick<OperatorMission, 'paidTotal'>[]): number =>
  fromMinor(missions.reduce((sum, m) => sum + toMinor(m.paidTotal), 0n));

/** A number typed in the form, or null while it is empty or not a finite non-negative number. */
export function typedNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
