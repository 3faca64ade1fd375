import type { ScheduledDraw } from './lottery-game.js';

/**
 * The calendar of the regional lotteries (VN and SEA): at most one draw per local day, at a fixed
 * local time, in a zone with a fixed UTC offset (Vietnam UTC+7 and Malaysia UTC+8 keep no daylight
 * saving time, so an offset is exact and needs no time-zone database). The issue number is the
 * draw's local date as YYYYMMDD, the way the state lotteries number their draws.
 */
export interface LocalDrawCalendar {
  /** Minutes east of UTC: 420 for Asia/Ho_Chi_Minh, 480 for Asia/Kuala_Lumpur. */
  utcOffsetMinutes: number;
  /** Local time of the draw. */
  hour: number;
  minute: number;
  /** Whether the local date has a draw (month 1–12, weekday 0 = Sunday … 6 = Saturday). */
  drawsOn(date: LocalDate): boolean;
}

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const MINUTE_MS = 60_000;
/** Far more than any calendar here needs between two draws (6D: 16 days). */
const MAX_EMPTY_DAYS = 62;
export const MAX_DRAWS_PER_CALL = 10_000;

/** The local calendar date of an instant in a zone `utcOffsetMinutes` east of UTC. */
export function localDateOf(at: Date, utcOffsetMinutes: number): LocalDate {
  const shifted = new Date(at.getTime() + utcOffsetMinutes * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

export const issueOf = (d: LocalDate): string =>
  `${String(d.year).padStart(4, '0')}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}`;

/** The next `count` draws strictly after `after`, in order. */
export function nextLocalDraws(calendar: LocalDrawCalendar, after: Date, count: number): ScheduledDraw[] {
  if (Number.isNaN(after.getTime())) throw new RangeError('nextDraws: invalid date');
  if (!Number.isInteger(count) || count < 0 || count > MAX_DRAWS_PER_CALL)
    throw new RangeError(`nextDraws: count must be an integer in [0, ${MAX_DRAWS_PER_CALL}]`);
  const start = localDateOf(after, calendar.utcOffsetMinutes);
  const drawMinuteOfDay = calendar.hour * 60 + calendar.minute;
  const draws: ScheduledDraw[] = [];
  let emptyDays = 0;
  // Day by day from the local date of `after` (its draw may still be ahead of `after`).
  for (let offset = 0; draws.length < count; offset++) {
    const midnightAsUtc = Date.UTC(start.year, start.month - 1, start.day + offset);
    const local = localDateOf(new Date(midnightAsUtc), 0);
    const drawAt = new Date(midnightAsUtc + (drawMinuteOfDay - calendar.utcOffsetMinutes) * MINUTE_MS);
    if (drawAt.getTime() > after.getTime() && calendar.drawsOn(local)) {
      draws.push({ issue: issueOf(local), drawAt });
      emptyDays = 0;
    } else if (++emptyDays > MAX_EMPTY_DAYS) {
      throw new Error('nextDraws: the calendar has no draw day');
    }
  }
  return draws;
}
