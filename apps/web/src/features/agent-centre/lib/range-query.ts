import type { RangeQuery, ReportRange } from '@bet/contracts/agent/agent-team';

const DAY_MS = 86_400_000;

/**
 * The query for a range tab. `custom` takes two `YYYY-MM-DD` days (both included) and becomes
 * `from` inclusive, `to` exclusive; an incomplete or reversed custom range asks for nothing (null).
 */
export function rangeQueryOf(range: ReportRange, fromDay = '', toDay = ''): RangeQuery | null {
  if (range !== 'custom') return { range };
  const bounds = dayBoundsOf(fromDay, toDay);
  return bounds?.from === undefined ? null : { range, ...bounds };
}

/**
 * The `from`/`to` of a record list's day filter: none when both days are empty, the custom range's
 * bounds when both are set, null (ask for nothing) when only one is set or they are reversed.
 */
export function dayBoundsOf(fromDay: string, toDay: string): { from?: number; to?: number } | null {
  if (fromDay === '' && toDay === '') return {};
  const from = Date.parse(fromDay);
  const to = Date.parse(toDay);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return null;
  return { from, to: to + DAY_MS };
}
