import type { TFunction } from 'i18next';

/** Units from small to large, each with how many of it make the next one. */
const UNITS = [
  ['seconds', 60],
  ['minutes', 60],
  ['hours', 24],
  ['days', 7],
  ['weeks', 52],
  ['years', Infinity],
] as const;

/**
 * How long ago `at` was, in the largest whole unit and the page's language ("5 min ago",
 * "5 min ang nakalipas"); under a minute, or a time slightly ahead of this clock, is "just now".
 * The words are the catalogue's, not Intl.RelativeTimeFormat's: a page load's first Intl object
 * loads the language's data, a 100 ms task on a phone (issue 11), and home needs no other.
 * Short unit words need no plural forms, so no Intl.PluralRules either.
 */
export function timeAgo(at: number, now: number, t: TFunction): string {
  let value = Math.max(0, now - at) / 1000;
  for (const [unit, size] of UNITS) {
    // Truncated, not rounded: 59.6 minutes is "59 min ago", never "60 min ago".
    if (value < size)
      return unit === 'seconds' ? t('home.ago.now') : t(`home.ago.${unit}`, { n: Math.trunc(value) });
    value /= size;
  }
  return t('home.ago.years', { n: Math.trunc(value) });
}
