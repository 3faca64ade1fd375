import { formatAmount, pageLanguage } from '@/shared/lib/money';

/** The query parameter of the invitation link (read by the register modal: `?ref=`). */
export const REFERRAL_PARAM = 'ref';

/** The player's invitation link: the site's home page with their code, `https://site/?ref=AB12CD`. */
export const referralLink = (origin: string, code: string): string =>
  `${origin}/?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;

/**
 * An amount of the referral page: the site's money formatter (grouping and separators of the
 * page's language) without a zero fraction, as tiers are written ("2,000", "12.50").
 */
export const referralAmount = (value: number): string => formatAmount(value).replace(/[.,]00$/, '');

/** A referral amount with the merchant's currency symbol in front: "P 2,000". */
export const referralMoney = (symbol: string, value: number): string => {
  const amount = referralAmount(value);
  return symbol ? `${symbol} ${amount}` : amount;
};

/** A turnover multiple without trailing zeros: "1", "1.5". */
export const multipleText = (value: number): string =>
  formatAmount(value)
    .replace(/([.,]\d*?)0+$/, '$1')
    .replace(/[.,]$/, '');

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
