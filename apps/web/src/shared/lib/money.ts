/**
 * An amount of the API (a decimal number with at most 2 places) for the screen: always 2
 * decimals, grouped in the page's language (`1,234.50`).
 */
export const formatAmount = (value: number): string =>
  new Intl.NumberFormat(document.documentElement.lang || undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

/** A time of the API (epoch ms) for the screen, in the page's language. */
export const formatDateTime = (epochMs: number): string =>
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(epochMs);
