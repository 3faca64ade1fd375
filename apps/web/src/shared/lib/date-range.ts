const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of a local date (the value of an `<input type="date">`). */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default range of a record list: the last `days` days, today included. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: dateInputValue(start), to: dateInputValue(today) };
}

/** Local midnight of a `yyyy-MM-dd` value, or null when it is not a date. */
export function startOfDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

export type RangeProblem = 'invalid' | 'order' | 'tooLong';

/**
 * The API's range of two dates (epoch ms, `from` inclusive, `to` exclusive: the end of the last
 * day), or why it cannot be asked (contract `dateRange`: `from` ≤ `to`, at most 366 days).
 */
export function rangeOf(from: string, to: string): { from: number; to: number } | { problem: RangeProblem } {
  const start = startOfDay(from);
  const lastDay = startOfDay(to);
  if (start === null || lastDay === null) return { problem: 'invalid' };
  const end = new Date(lastDay);
  end.setDate(end.getDate() + 1);
  if (start >= end.getTime()) return { problem: 'order' };
  if (end.getTime() - start > 366 * DAY_MS) return { problem: 'tooLong' };
  return { from: start, to: end.getTime() };
}

/** Every day from `from` to `to` (both `yyyy-MM-dd`, inclusive), in order. */
export function daysBetween(from: string, to: string): string[] {
  const start = startOfDay(from);
  const end = startOfDay(to);
  if (start === null || end === null || start > end) return [];
  const days: string[] = [];
  for (
    const day = new Date(start);
    day.getTime() <= end && days.length <= 366;
    day.setDate(day.getDate() + 1)
  )
    days.push(dateInputValue(day));
  return days;
}
