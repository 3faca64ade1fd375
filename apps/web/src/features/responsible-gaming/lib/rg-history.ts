import type { Language } from '@bet/contracts/constants';
import { formatAmount } from '@/shared/lib/money';
import { CATALOGUE_OF, HTML_LANG_OF } from '@/shared/i18n/languages';

/** How a net result reads: won (+), lost (−) or even. */
export type NetTone = 'win' | 'loss' | 'even';

export const netTone = (net: number): NetTone => (net > 0 ? 'win' : net < 0 ? 'loss' : 'even');

/**
 * A net result for the screen, signed, with the merchant's symbol: "+P 120.00", "−P 35.50"
 * (a true minus sign), "P 0.00".
 */
export function signedMoneyFigure(net: number, currencySymbol: string): string {
  const sign = { win: '+', loss: '−', even: '' }[netTone(net)];
  const amount = formatAmount(Math.abs(net));
  return `${sign}${currencySymbol ? `${currencySymbol} ` : ''}${amount}`;
}

/**
 * The BCP 47 tag of an i18next language (the catalogue key): Intl does not know the site's
 * own codes (`cn`, and `ty` is Tahitian to it, Tagalog here).
 */
export function intlLanguage(catalogue: string): string {
  const language = (Object.keys(CATALOGUE_OF) as Language[]).find((l) => CATALOGUE_OF[l] === catalogue);
  return language ? HTML_LANG_OF[language] : catalogue;
}

// One formatter per language: building one loads the language's data (see shared/lib/money.ts).
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month of the API (`2026-11`) as its name and year in `lang` ("November 2026", "2026年11月").
 * The month is a calendar month of the merchant's time zone already: it is drawn in UTC, so the
 * browser's own zone never moves it to the month before.
 */
export function formatMonth(month: string, lang: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  let format = monthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(lang, format);
  }
  return format.format(Date.UTC(year, number - 1, 1));
}
