import type { TFunction } from 'i18next';
import type { GameCategory } from '@bet/contracts/games/categories';
import type { PromotionClaimStatus, PromotionRepeat } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionReward } from '@bet/contracts/promotions/promotions';
import { formatAmount, pageLanguage } from '@/shared/lib/money';
import { rafflePeriod, raffleTopPrize, raffleWinners } from './raffle';
import { topPrize } from './wheel';

/**
 * A headline amount: the site's money formatter (grouping and separators of the page's language)
 * without a zero fraction, as offers are written ("up to 1,000", not "up to 1,000.00").
 */
export const headlineAmount = (value: number): string => formatAmount(value).replace(/[.,]00$/, '');

/** An amount with the merchant's currency symbol in front, as the header's balance shows it. */
export const withSymbol = (symbol: string, amount: string): string =>
  symbol ? `${symbol} ${amount}` : amount;

/**
 * The period a cashback is counted and paid over. The contract refuses ONCE for cashback (it is
 * paid per day or week), so anything but DAILY reads as the week rather than as a missing text.
 */
export const cashbackPeriod = (repeat: PromotionRepeat): 'DAILY' | 'WEEKLY' =>
  repeat === 'DAILY' ? 'DAILY' : 'WEEKLY';

/** The games a cashback counts: the site's own category name (as the lobby and missions say it). */
export const cashbackGames = (t: TFunction, category: GameCategory | null): string =>
  category ? t(`category.${category}`) : t('promotions.cashback.allGames');

/**
 * The offer in one line ("100% up to P 1,000", "P 500 bonus", "10% cashback on net loss, up to
 * P 1,000 a week", "Up to P 500 per approved application", "P 88 free when you sign up", "Win up
 * to P 50" on a lucky wheel, "P 2,000 in 200 envelopes" each rain of a red-envelope rain, "Top
 * prize P 500 · 8 winners every day" of a prize draw): the art's accessible name. A cashback's cap
 * and a draw's winners are per period, so it needs `repeat`.
 */
export function headlineText(
  t: TFunction,
  reward: PromotionReward,
  symbol: string,
  repeat: PromotionRepeat,
): string {
  switch (reward.kind) {
    case 'DEPOSIT_BONUS':
      return t('promotions.headline.deposit', {
        percent: reward.percent,
        amount: withSymbol(symbol, headlineAmount(reward.cap)),
      });
    case 'BONUS_CODE':
      return t('promotions.headline.code', { amount: withSymbol(symbol, headlineAmount(reward.amount)) });
    case 'APPLICATION':
      return t('promotions.headline.apply', { amount: withSymbol(symbol, headlineAmount(reward.maxAmount)) });
    case 'SIGN_UP':
      return t('promotions.headline.signUp', { amount: withSymbol(symbol, headlineAmount(reward.amount)) });
    case 'LUCKY_WHEEL':
      return t('promotions.headline.wheel', { amount: withSymbol(symbol, headlineAmount(topPrize(reward))) });
    case 'RED_ENVELOPE':
      return t('promotions.headline.rain', {
        amount: withSymbol(symbol, headlineAmount(reward.rainBudget)),
        count: reward.envelopes,
      });
    case 'RAFFLE':
      return t(`promotions.headline.raffle.${rafflePeriod(repeat)}`, {
        amount: withSymbol(symbol, headlineAmount(raffleTopPrize(reward))),
        count: raffleWinners(reward),
      });
    case 'CASHBACK': {
      const values = {
        percent: reward.percent,
        amount: withSymbol(symbol, headlineAmount(reward.cap)),
        period: t(`promotions.headline.per.${cashbackPeriod(repeat)}`),
      };
      // Whole sentences per basis and scope: word order differs too much between languages to
      // splice a category into one template.
      return reward.category
        ? t(`promotions.headline.cashbackOn.${reward.basis}`, {
            ...values,
            category: cashbackGames(t, reward.category),
          })
        : t(`promotions.headline.cashback.${reward.basis}`, values);
    }
  }
}

// One formatter per language and style: building one loads the language's data (see shared/lib/money.ts).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const DATE_STYLES: Record<'day' | 'short' | 'clock', Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  short: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  clock: { hour: '2-digit', minute: '2-digit' },
};
const dateFormat = (lang: string, style: keyof typeof DATE_STYLES, timeZone?: string) => {
  const key = `${lang}:${style}:${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { ...DATE_STYLES[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
};

/** A day of the API (epoch ms) in the page's language, without the time ("12 Mar 2026"). */
export const formatDay = (epochMs: number, lang: string = pageLanguage(), timeZone?: string): string =>
  dateFormat(lang, 'day', timeZone).format(epochMs);

/** A time of the API (epoch ms) without the year ("12 Mar, 10:05"): short enough for a winners row. */
export const formatShortTime = (epochMs: number, lang: string = pageLanguage()): string =>
  dateFormat(lang, 'short').format(epochMs);

/** A time of the API (epoch ms) as the clock of the day ("20:00", "8:00 PM"): a rain's start today. */
export const formatClock = (epochMs: number, lang: string = pageLanguage()): string =>
  dateFormat(lang, 'clock').format(epochMs);

/**
 * "1 Mar 2026 – 31 Mar 2026", or "From 1 Mar 2026 · ongoing" for a promotion without an end; days
 * by the visitor's clock, or by `timeZone` (a server-drawn card reads UTC until the page is
 * hydrated: the server cannot know the visitor's zone, and hydration must find its own text).
 */
export function periodText(t: TFunction, startsAt: number, endsAt: number | null, timeZone?: string): string {
  const day = (at: number) => formatDay(at, pageLanguage(), timeZone);
  const start = day(startsAt);
  return endsAt === null
    ? t('promotions.period.ongoing', { start })
    : t('promotions.period.range', { start, end: day(endsAt) });
}

/** What a claim, a redeemed code or an application gave: paid at once, held for review, or refused. */
export function claimResultText(
  t: TFunction,
  result: { status: PromotionClaimStatus; amount: number },
  symbol: string,
): string {
  return t(`promotions.result.${result.status}`, { amount: withSymbol(symbol, formatAmount(result.amount)) });
}
