import type { ReportRange } from '@bet/contracts/agent/agent-team';
import { addDays, dayIn } from '../reports/report-days.js';

/** First and last report day (both included) of a named range, seen from `now` in `timeZone`. */
export function rangeDays(
  timeZone: string,
  now: Date,
  q: { range: ReportRange; from?: number; to?: number },
): { first: string; last: string } {
  const today = dayIn(timeZone, now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const monthStart = `${today.slice(0, 8)}01`;
  switch (q.range) {
    case 'yesterday':
      return { first: addDays(today, -1), last: addDays(today, -1) };
    case 'thisWeek':
      return { first: addDays(today, -weekday), last: today };
    case 'lastWeek':
      return { first: addDays(today, -weekday - 7), last: addDays(today, -weekday - 1) };
    case 'thisMonth':
      return { first: monthStart, last: today };
    case 'lastMonth': {
      const last = addDays(monthStart, -1);
      return { first: `${last.slice(0, 8)}01`, last };
    }
    case 'custom': {
      // `to` is exclusive: the last day is the one holding the last included millisecond.
      const first = dayIn(timeZone, new Date(q.from ?? now.getTime()));
      const last = dayIn(timeZone, new Date(Math.max((q.to ?? now.getTime()) - 1, q.from ?? 0)));
      return { first, last: last < first ? first : last };
    }
    default:
      return { first: today, last: today };
  }
}
