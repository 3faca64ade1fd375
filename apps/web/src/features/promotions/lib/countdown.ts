/**
 * A countdown's arithmetic, shared by the moments the promotions count down to (a red-envelope
 * rain's start or end, a prize draw): whole seconds left, the clock they read as, and whether a
 * moment falls today (then its time of day needs no date).
 */

/** Whole seconds from `now` to `at`, never below 0 (a countdown's figure). */
export const secondsUntil = (at: number, now: number): number => Math.max(0, Math.ceil((at - now) / 1000));

/** A countdown as a clock: "04:59", or "2:04:59" from an hour on. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/**
 * A countdown of days, split for words: the whole days and the clock of the rest ("2" and
 * "4:59:59"), so a week-long wait reads "2 days 4:59:59" rather than "52:59:59". After a day the
 * clock keeps its hours ("2 days 0:59:59", not "2 days 59:59", which would read as hours).
 */
export function daysAndClock(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const rest = s - days * 86_400;
  const clock = clockText(rest);
  return { days, clock: days > 0 && rest < 3600 ? `0:${clock}` : clock };
}

/** Two moments on the same day of the browser's calendar ("Next rain at 20:00" needs no date). */
export function sameLocalDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}
