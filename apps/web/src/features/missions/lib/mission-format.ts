import type { TFunction } from 'i18next';
import type { ClaimMissionResult } from '@bet/contracts/missions/missions';
import { formatAmount, pageLanguage } from '@/shared/lib/money';

/**
 * An amount of a mission: the site's money formatter (grouping and separators of the page's
 * language) without a zero fraction, as targets are written ("P 500", "P 320.50").
 */
export const missionAmount = (value: number): string => formatAmount(value).replace(/[.,]00$/, '');

/** An amount with the merchant's currency symbol in front, as the header's balance shows it. */
export const withSymbol = (symbol: string, amount: string): string =>
  symbol ? `${symbol} ${amount}` : amount;

/** A mission amount with the symbol: "P 1,000". */
export const missionMoney = (symbol: string, value: number): string =>
  withSymbol(symbol, missionAmount(value));

/** The reward as the card shows it: "+P 20". */
export const rewardText = (symbol: string, value: number): string => `+${missionMoney(symbol, value)}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left until a period ends, in the largest two units ("Ends in 5 h 12 min", "Ends in
 * 3 d 4 h"), rounded down so it never promises more time than there is.
 */
export function timeLeftText(t: TFunction, endsAt: number, now: number): string {
  const left = endsAt - now;
  if (left <= 0) return t('missions.endsIn.ended');
  if (left < MINUTE) return t('missions.endsIn.soon');
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return t('missions.endsIn.days', { days, hours });
  if (hours > 0) return t('missions.endsIn.hours', { hours, minutes });
  return t('missions.endsIn.minutes', { minutes });
}

/** What a claim paid, and the turnover it asks for before a withdrawal, in one line. */
export function claimedText(
  t: TFunction,
  result: Pick<ClaimMissionResult, 'amount' | 'turnoverRequired'>,
  symbol: string,
): string {
  const paid = t('missions.claimed', { amount: missionMoney(symbol, result.amount) });
  return result.turnoverRequired > 0
    ? `${paid} ${t('missions.claimedTurnover', { amount: missionMoney(symbol, result.turnoverRequired) })}`
    : paid;
}

// One formatter per language: building one loads the language's data (see shared/lib/money.ts).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day of the API (epoch ms) in the page's language, without the time ("2 Mar 2026"). */
export function formatDay(epochMs: number, lang: string = pageLanguage()): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'medium' });
    dayFormats.set(lang, format);
  }
  return format.format(epochMs);
}
