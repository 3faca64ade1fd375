import type { ContractKind, ContractTerms, DividendPeriod } from '@bet/contracts/agent/agent-contracts';
import { addDays } from '../reports/report-days.js';

/**
 * Settlement periods in the merchant's time zone (spec §3: D daily, W weekly, H semimonthly,
 * M monthly; hourly salary by the hour; real-time salary every 5 minutes). A period is
 * [start, end); its key names it in local time: `2026-11-25`, `2026-W48`, `2026-11-H2`, `2026-11`,
 * `2026-11-25T13`, `2026-11-25T13:05` — and `2026-11-01T01#2`, `2026-11-01T01:05#2` for the hour
 * a zone with daylight saving lives twice.
 */
export type PeriodType = DividendPeriod | 'HOUR' | 'SLOT5';

export interface Period {
  type: PeriodType;
  key: string;
  start: Date;
  end: Date;
}

export const periodTypeOf = (kind: ContractKind, terms?: ContractTerms): PeriodType => {
  if (kind === 'DAILY_WAGE') return 'D';
  if (kind === 'HOURLY_SALARY') return 'HOUR';
  if (kind === 'REALTIME_SALARY') return 'SLOT5';
  return terms?.kind === 'DIVIDEND' ? terms.period : 'D';
};

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;
const DAY = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock fields of `at` in `timeZone`. */
function localFields(timeZone: string, at: number) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute') };
}

/** The zone's offset from UTC at `t`, in ms. */
function offsetAt(timeZone: string, t: number): number {
  const f = localFields(timeZone, t);
  return Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi) - Math.floor(t / MINUTE) * MINUTE;
}

/**
 * The instant at which the wall clock of `timeZone` reads `local` (`yyyy-mm-ddTHH:MM`): the first
 * one when the clock reads it twice (daylight saving ends), and the instant the clock jumps over it
 * when it never reads it (daylight saving starts at that time, as at midnight in Santiago).
 */
export function zonedInstant(timeZone: string, local: string): Date {
  const wall = Date.parse(`${local}:00Z`);
  // The wall time is wall − the offset in force then: one of the offsets of the day before or after.
  const early = wall - offsetAt(timeZone, wall + DAY);
  const late = wall - offsetAt(timeZone, wall - DAY);
  const reads = (t: number) => t + offsetAt(timeZone, t) === wall;
  const first = Math.min(early, late);
  if (reads(first)) return new Date(first);
  const last = Math.max(early, late);
  if (reads(last)) return new Date(last);
  // A gap: the first whole minute at which the clock reads past the wall time.
  let [lo, hi] = [first, last];
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (mid + offsetAt(timeZone, mid) > wall) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** ISO 8601 week-numbering year and week of a calendar day. */
function isoWeek(day: string): { year: number; week: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

/** The period of `type` that holds the instant `at`. */
export function periodAt(type: PeriodType, timeZone: string, at: Date): Period {
  const f = localFields(timeZone, at.getTime());
  const day = `${f.y}-${pad(f.mo)}-${pad(f.d)}`;
  const month = `${f.y}-${pad(f.mo)}`;
  const nextMonth = f.mo === 12 ? `${f.y + 1}-01` : `${f.y}-${pad(f.mo + 1)}`;
  const at0 = (local: string) => zonedInstant(timeZone, local);
  const make = (key: string, startLocal: string, endLocal: string): Period => ({
    type,
    key,
    start: at0(startLocal),
    end: at0(endLocal),
  });
  switch (type) {
    case 'SLOT5':
    case 'HOUR': {
      // From the instant itself, not from its local name: during the hour daylight saving repeats,
      // the same local time names two instants (whole-minute offsets: local seconds are UTC's).
      const mi = type === 'HOUR' ? 0 : f.mi - (f.mi % 5);
      const start = at.getTime() - (at.getTime() % MINUTE) - (f.mi - mi) * MINUTE;
      const name = type === 'HOUR' ? `${day}T${pad(f.h)}` : `${day}T${pad(f.h)}:${pad(mi)}`;
      // The second time the clock reads it, the key says so (`2026-11-01T01#2`): keys stay unique.
      const repeated = zonedInstant(timeZone, `${day}T${pad(f.h)}:${pad(mi)}`).getTime() < start;
      const length = type === 'HOUR' ? 60 * MINUTE : 5 * MINUTE;
      return {
        type,
        key: repeated ? `${name}#2` : name,
        start: new Date(start),
        end: new Date(start + length),
      };
    }
    case 'D':
      return make(day, `${day}T00:00`, `${addDays(day, 1)}T00:00`);
    case 'W': {
      const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
      const { year, week } = isoWeek(monday);
      return make(`${year}-W${pad(week)}`, `${monday}T00:00`, `${addDays(monday, 7)}T00:00`);
    }
    case 'H':
      return f.d <= 15
        ? make(`${month}-H1`, `${month}-01T00:00`, `${month}-16T00:00`)
        : make(`${month}-H2`, `${month}-16T00:00`, `${nextMonth}-01T00:00`);
    case 'M':
      return make(month, `${month}-01T00:00`, `${nextMonth}-01T00:00`);
  }
}

/**
 * The closed periods to settle at `now`: those after `settledThrough` (the end of the last one
 * settled; none yet: only the last closed period), oldest first, at most `limit`.
 */
export function closedPeriods(
  type: PeriodType,
  timeZone: string,
  now: Date,
  settledThrough: Date | null,
  limit: number,
): Period[] {
  const current = periodAt(type, timeZone, now);
  const last = periodAt(type, timeZone, new Date(current.start.getTime() - 1));
  if (!settledThrough) return [last];
  const periods: Period[] = [];
  let p = periodAt(type, timeZone, settledThrough);
  while (p.end.getTime() <= current.start.getTime() && periods.length < limit) {
    if (p.start.getTime() >= settledThrough.getTime()) periods.push(p);
    const next = periodAt(type, timeZone, p.end);
    // A period that did not move on would loop here for ever, holding the event loop.
    if (next.start.getTime() !== p.end.getTime())
      throw new Error(`${type} period ${p.key} is followed by ${next.key}, not by the period from its end`);
    p = next;
  }
  return periods;
}
