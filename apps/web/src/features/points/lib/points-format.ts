import type { TFunction } from 'i18next';
import { formatAmount } from '@/shared/lib/money';

/**
 * Points on screen: the site's amount formatter (points have 2 decimals on the wire, like money)
 * without a zero fraction, as prices are written ("1,000", "148.14").
 */
export const formatPoints = (value: number): string => formatAmount(value).replace(/[.,]00$/, '');

/** "1,000 points" ("1 point"): the unit with the number. */
export const pointsText = (t: TFunction, value: number): string =>
  t('points.value', { count: value, points: formatPoints(value) });

/** An amount with the merchant's currency symbol in front, as the header's balance shows it. */
export const withSymbol = (symbol: string, amount: string): string =>
  symbol ? `${symbol} ${amount}` : amount;

/** Money with its 2 decimals: "P 1.00", "P 1,234.50". */
export const moneyText = (symbol: string, value: number): string => withSymbol(symbol, formatAmount(value));

/** Money as an offer is written, without a zero fraction: "P 500", "P 12.50". */
export const offerMoney = (symbol: string, value: number): string =>
  withSymbol(symbol, formatAmount(value).replace(/[.,]00$/, ''));

/** Money of whole minor units (a conversion's cents, exact as a bigint). */
export const minorToAmount = (minor: bigint): number => Number(minor) / 100;

/** Exact sums of points (2 decimals): `points × quantity`, in hundredths. */
export const timesPoints = (points: number, quantity: number): number =>
  (Math.round(points * 100) * quantity) / 100;

/** A form message of the points page, translated at render (the language may change). */
export const problemText = (
  t: TFunction,
  problem: { key: string; values?: Record<string, string | number> } | null | undefined,
): string | null => (problem ? t(problem.key, problem.values) : null);
