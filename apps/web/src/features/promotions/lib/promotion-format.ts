import type { TFunction } from 'i18next';
import type { PromotionReward } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';

/**
 * A headline amount: the site's money formatter (grouping and separators of the page's language)
 * without a zero fraction, as offers are written ("up to 1,000", not "up to 1,000.00").
 */
export const headlineAmount = (value: number): string => formatAmount(value).replace(/[.,]00$/, '');

/** An amount with the merchant's currency symbol in front, as the header's balance shows it. */
export const withSymbol = (symbol: string, amount: string): string =>
  symbol ? `${symbol} ${amount}` : amount;

/** The offer in one line ("100% up to P 1,000", "P 500 bonus"): the art's accessible name. */
export function headlineText(t: TFunction, reward: PromotionReward, symbol: string): string {
  return reward.kind === 'DEPOSIT_BONUS'
    ? t('promotions.headline.deposit', {
        percent: reward.percent,
        amount: withSymbol(symbol, headlineAmount(reward.cap)),
      })
    : t('promotions.headline.code', { amount: withSymbol(symbol, headlineAmount(reward.amount)) });
}

// One formatter per language: building one loads the language's data (see shared/lib/money.ts).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day of the API (epoch ms) in the page's language, without the time ("12 Mar 2026"). */
export function formatDay(epochMs: number, lang: string = document.documentElement.lang): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'medium' });
    dayFormats.set(lang, format);
  }
  return format.format(epochMs);
}

/** "1 Mar 2026 – 31 Mar 2026", or "From 1 Mar 2026 · ongoing" for a promotion without an end. */
export function periodText(t: TFunction, startsAt: number, endsAt: number | null): string {
  const start = formatDay(startsAt);
  return endsAt === null
    ? t('promotions.period.ongoing', { start })
    : t('promotions.period.range', { start, end: formatDay(endsAt) });
}

/** What a claim or a redeemed code gave: paid at once, held for review, or refused. */
export function claimResultText(
  t: TFunction,
  result: { status: 'PAID' | 'FLAGGED' | 'REJECTED'; amount: number },
  symbol: string,
): string {
  return t(`promotions.result.${result.status}`, { amount: withSymbol(symbol, formatAmount(result.amount)) });
}
