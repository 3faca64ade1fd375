const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of a local date (the value of an `<input type="date">`). */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default range of a record list: the last 7 days, today included. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: dateInputValue(start), to: dateInputValue(today) };
}

/** Local midnight of a `yyyy-MM-dd` value, or null when it is not a date. */
function startOfDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/**
 * The API's range (epoch ms, `from` inclusive, `to` exclusive: the end of the last day) of two
 * dates, or the key of why it cannot be asked (contract: `from` ≤ `to`, at most 1 year).
 */
export function rangeOf(from: string, to: string): { from: number; to: number } | { problem: string } {
  const start = startOfDay(from);
  const lastDay = startOfDay(to);
  if (start === null || lastDay === null) return { problem: 'wallet.range.invalid' };
  const end = new Date(lastDay);
  end.setDate(end.getDate() + 1);
  if (start >= end.getTime()) return { problem: 'wallet.range.order' };
  if (end.getTime() - start > 366 * DAY_MS) return { problem: 'wallet.range.tooLong' };
  return { from: start, to: end.getTime() };
}
