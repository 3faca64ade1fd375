import type { RangeQuery, ReportRange } from '@bet/contracts/agent/agent-team';

const DAY_MS = 86_400_000;

/**
 * The query for a range tab. `custom` takes two `YYYY-MM-DD` days (both included) and becomes
 * `from` inclusive, `to` exclusive; an incomplete or reversed custom range asks for nothing (null).
 */
export function rangeQueryOf(range: ReportRange, fromDay = '', toDay = ''): RangeQuery | null {
  if (range !== 'custom') return { range };
  const from = Date.parse(fromDay);
  const to = Date.parse(toDay);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return null;
  return { range, from, to: to + DAY_MS };
}
