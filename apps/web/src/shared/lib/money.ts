// Amounts are written without Intl: a page load's first Intl.NumberFormat loads the language's
// data, ~35 ms on a phone, inside the render that first shows an amount. The site's languages
// (HTML_LANG_OF) all group by threes; Indonesian and Vietnamese swap the separators, as Intl does
// (money.test.ts checks every language against Intl).
const COMMA_DECIMAL_LANGUAGES: ReadonlySet<string> = new Set(['id', 'vi']);

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** The page's language (`<html lang>`); on the server, which draws pages in English, 'en'. */
export const pageLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang);

/**
 * An amount of the API (a decimal number with at most 2 places) for the screen: always 2
 * decimals, grouped in the page's language (`1,234.50`; Indonesian `1.234,50`).
 */
export function formatAmount(value: number, lang: string = pageLanguage()): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const [group, decimal] = COMMA_DECIMAL_LANGUAGES.has(lang.split('-')[0]!) ? ['.', ','] : [',', '.'];
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${cents}`;
}

/** A time of the API (epoch ms) for the screen, in the page's language. */
export function formatDateTime(epochMs: number): string {
  const lang = pageLanguage();
  let format = dateTimeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(lang, format);
  }
  return format.format(epochMs);
}
