import { RAIN_MINUTES_MAX, RAIN_TIME_PATTERN } from '@bet/contracts/promotions/promotion-rules';

const DAY_MINUTES = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` as minutes after midnight (the time must match RAIN_TIME_PATTERN). */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** Minutes after midnight as `HH:MM`. */
export const timeOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** The times typed that are times (RAIN_TIME_PATTERN), in the order they fall in a day. */
export const sortedTimes = (times: readonly string[]) =>
  times.filter((t) => RAIN_TIME_PATTERN.test(t)).sort((a, b) => minuteOf(a) - minuteOf(b));

/** A rain's minutes as typed, when they are a whole number from 1 to RAIN_MINUTES_MAX. */
export function rainMinutesOf(text: string): number | null {
  const minutes = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= RAIN_MINUTES_MAX ? minutes : null;
}

/** Why a day's times cannot stand: one listed twice, or a rain still falling when the next starts. */
export type RainTimeProblem = { code: 'TWICE'; time: string } | { code: 'OVERLAP'; from: string; to: string };

/**
 * The contract's rule on the valid times: sorted by start, each gap (the last to the next day's
 * first included) is at least the minutes a rain falls. Answers the first offence, in the order of
 * the day (the night's, last → first, at the end); null when the rains never overlap.
 */
export function rainTimeProblem(times: readonly string[], minutes: number): RainTimeProblem | null {
  const sorted = sortedTimes(times);
  const twice = sorted.find((t, i) => i > 0 && t === sorted[i - 1]);
  if (twice !== undefined) return { code: 'TWICE', time: twice };
  if (sorted.length < 2) return null;
  for (let i = 1; i <= sorted.length; i++) {
    const from = sorted[i - 1]!;
    const to = sorted[i % sorted.length]!;
    const gap = (minuteOf(to) - minuteOf(from) + DAY_MINUTES) % DAY_MINUTES;
    if (gap < minutes) return { code: 'OVERLAP', from, to };
  }
  return null;
}

/**
 * The time "Add a time" puts in: the first whole hour after the latest rain that overlaps none
 * (then any minute), so the new row is valid at once; '' when the day has no room left.
 */
export function nextRainTime(times: readonly string[], minutes: number): string {
  const valid = sortedTimes(times);
  const last = valid.length > 0 ? minuteOf(valid[valid.length - 1]!) : 11 * 60;
  const firstHour = (Math.floor(last / 60) + 1) * 60;
  const fits = (minute: number) => rainTimeProblem([...valid, timeOf(minute)], minutes) === null;
  for (let h = 0; h < 24; h++) {
    const minute = (firstHour + h * 60) % DAY_MINUTES;
    if (fits(minute)) return timeOf(minute);
  }
  for (let m = 0; m < DAY_MINUTES; m++) {
    const minute = (last + m) % DAY_MINUTES;
    if (fits(minute)) return timeOf(minute);
  }
  return '';
}
