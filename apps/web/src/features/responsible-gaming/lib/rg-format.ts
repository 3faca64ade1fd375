import type { TFunction } from 'i18next';
import type {
  ExclusionPeriod,
  LimitKind,
  LimitPeriod,
  PlayerLimit,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatAmount } from '@/shared/lib/money';

/*
 * Only types from the contract here: the footer's note and the done dialog use this file outside
 * the page's chunk, and the contract's schemas would bring zod along with them.
 */

export interface LimitSlot {
  kind: LimitKind;
  period: LimitPeriod;
}

/** The catalogue key of a limit's name ("Daily deposit limit"), kind and period in one phrase. */
export const limitNameKey = ({ kind, period }: LimitSlot) => `responsibleGaming.limitName.${kind}.${period}`;

/** The SESSION limit counts minutes; the others money. */
export const isSessionKind = (kind: LimitKind) => kind === 'SESSION';

/** An amount for the screen with the merchant's symbol ("P 1,234.50", "P -12.00"). */
export function moneyFigure(value: number, currencySymbol: string): string {
  const amount = formatAmount(value);
  return currencySymbol ? `${currencySymbol} ${amount}` : amount;
}

/** A limit's figure for the screen: money with the merchant's symbol, or minutes. */
export function limitFigure(t: TFunction, kind: LimitKind, value: number, currencySymbol: string): string {
  if (isSessionKind(kind)) return t('responsibleGaming.minutes', { count: value });
  return moneyFigure(value, currencySymbol);
}

/** How much of the limit is used, 0–1, for the bar (a limit of 0 counts as full). */
export const usedShare = (limit: Pick<PlayerLimit, 'value' | 'used'>): number =>
  limit.value <= 0 ? 1 : Math.min(1, Math.max(0, limit.used / limit.value));

/** The limit of a slot in the overview, if the player has one. */
export const limitOf = (limits: readonly PlayerLimit[], slot: LimitSlot): PlayerLimit | undefined =>
  limits.find((l) => l.kind === slot.kind && l.period === slot.period);

/** The catalogue key of an exclusion period ("6 months", "Permanently"). */
export const exclusionPeriodKey = (period: ExclusionPeriod) => `responsibleGaming.exclude.periods.${period}`;
