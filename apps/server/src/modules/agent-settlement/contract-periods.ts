import type { ContractKind, ContractTerms, DividendPeriod } from '@bet/contracts/agent/agent-contracts';
import { addDays } from '../reports/report-days.js';

/**
 * Settlement periods in the merchant's time zone (spec §3: D daily, W weekly, H semimonthly,
 * M monthly; hourly salary by the hour; real-time salary every 5 minutes). A period is
 * [start, end); its key names it in local time: `2026-11-25`, `2026-W48`, `2026-11-H2`, `2026-11`,
 * `2026-11-25T13`, `2026-11-25T13:05`.
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

/** Wall-clock fields of `at` in `timeZone`. */
function localFields(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute') };
}

/** The instant at which the wall clock of `timeZone` reads `local` (`yyyy-mm-ddTHH:MM`). */
export function zonedInstant(timeZone: string, local: string): Date {
  const wall = Date.parse(`${local}:00Z`);
  const offsetAt = (t: number) => {
    const f = localFields(timeZone, t);
    return Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi) - Math.floor(t / 60_000) * 60_000;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
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
    case 'SLOT5': {
      const mi = f.mi - (f.mi % 5);
      const start = at0(`${day}T${pad(f.h)}:${pad(mi)}`);
      return { type, key: `${day}T${pad(f.h)}:${pad(mi)}`, start, end: new Date(start.getTime() + 300_000) };
    }
    case 'HOUR': {
      const start = at0(`${day}T${pad(f.h)}:00`);
      return { type, key: `${day}T${pad(f.h)}`, start, end: new Date(start.getTime() + 3_600_000) };
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
  for (
    let p = periodAt(type, timeZone, settledThrough);
    p.end.getTime() <= current.start.getTime() && periods.length < limit;
    p = periodAt(type, timeZone, p.end)
  )
    if (p.start.getTime() >= settledThrough.getTime()) periods.push(p);
  return periods;
}
