/** Units from small to large, each with how many of it make the next one. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 52],
  ['year', Infinity],
];

// One formatter per language: building one costs far more than using it.
const formats = new Map<string | undefined, Intl.RelativeTimeFormat>();
function formatFor(locale: string | undefined): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * How long ago `at` was, in the largest whole unit and the page's language ("5 minutes ago",
 * "5 minuto ang nakalipas", "yesterday"); a time slightly ahead of this clock counts as now.
 */
export function timeAgo(
  at: number,
  now: number,
  locale = document.documentElement.lang || undefined,
): string {
  const format = formatFor(locale);
  let value = Math.min(0, at - now) / 1000;
  for (const [unit, size] of UNITS) {
    // Truncated, not rounded: 59.6 minutes is "59 minutes ago", never "60 minutes ago".
    if (Math.abs(value) < size) return format.format(Math.trunc(value) || 0, unit);
    value /= size;
  }
  return format.format(Math.trunc(value), 'year');
}
