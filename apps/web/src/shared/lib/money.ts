// Building an Intl formatter costs far more than using one (a list of big wins spent ~15 ms a page
// load on it on a phone): one per language is kept.
const amountFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const pageLanguage = () => document.documentElement.lang;

/**
 * An amount of the API (a decimal number with at most 2 places) for the screen: always 2
 * decimals, grouped in the page's language (`1,234.50`).
 */
export function formatAmount(value: number): string {
  const lang = pageLanguage();
  let format = amountFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang || undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(lang, format);
  }
  return format.format(value);
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
