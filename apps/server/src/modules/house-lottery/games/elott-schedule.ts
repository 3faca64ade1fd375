import type { ScheduledDraw } from './lottery-game.js';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;
/** Most draws one call answers: a day of the 1-minute game, plenty for any screen or job. */
export const MAX_DRAWS_PER_CALL = 1440;

/**
 * Fast draws at every whole `minutes` of UTC time (00:00, 00:0m, …), so a day holds 1440 / minutes
 * of them. Issue "YYYYMMDD-NNNN": the UTC date and the 1-based index of the draw in that day
 * (00:00 is 0001; the 1-minute game's 23:59 is 1440).
 */
export function intervalSchedule(minutes: number): (after: Date, count: number) => ScheduledDraw[] {
  if (!Number.isInteger(minutes) || minutes < 1 || 1440 % minutes !== 0)
    throw new RangeError(`interval must divide a day in whole minutes, got ${minutes}`);
  const stepMs = minutes * MINUTE_MS;
  return (after, count) => {
    const afterMs = after.getTime();
    if (!Number.isFinite(afterMs)) throw new RangeError('nextDraws: invalid date');
    if (!Number.isInteger(count) || count < 0 || count > MAX_DRAWS_PER_CALL)
      throw new RangeError(`nextDraws: count must be an integer in [0, ${MAX_DRAWS_PER_CALL}], got ${count}`);
    const first = (Math.floor(afterMs / stepMs) + 1) * stepMs;
    return Array.from({ length: count }, (_, i) => {
      const at = first + i * stepMs;
      return { issue: issueOf(at, stepMs), drawAt: new Date(at) };
    });
  };
}

function issueOf(atMs: number, stepMs: number): string {
  const dayStart = Math.floor(atMs / DAY_MS) * DAY_MS;
  const index = (atMs - dayStart) / stepMs + 1;
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}-${String(index).padStart(4, '0')}`;
}

/** The draw time of an issue of an `intervalSchedule(minutes)` game, or null when no such issue exists. */
export function intervalIssueTime(minutes: number, issue: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(issue);
  if (!m) return null;
  const [, y, mo, d, n] = m;
  const dayStart = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const date = new Date(dayStart);
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  const index = Number(n);
  if (index < 1 || index > 1440 / minutes) return null;
  return new Date(dayStart + (index - 1) * minutes * MINUTE_MS);
}
