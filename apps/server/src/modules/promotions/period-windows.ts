import { CASHBACK_PAY_DELAY_MINUTES } from '@bet/contracts/promotions/promotion-rules';
import { periodAt } from '../agent-settlement/contract-periods.js';

/** The part of a promotion row its periods depend on. */
export interface PeriodTerms {
  repeat: 'ONCE' | 'DAILY' | 'WEEKLY';
  starts_at: Date;
  ends_at: Date | null;
}

/**
 * One day / week of a promotion settled after it ends (cashback paid, a prize draw drawn): its
 * claim key, what it counts (in [start, end), the period clipped to the promotion's own window)
 * and when it is settled, a few minutes after its end so that its last bets are settled.
 */
export interface PeriodWindow {
  key: string;
  start: Date;
  end: Date;
  paysAt: Date;
}

const PAY_DELAY_MS = CASHBACK_PAY_DELAY_MINUTES * 60_000;
/** Closed periods one run pays at most per promotion: a long backlog drains over a few runs. */
export const PERIODS_PER_RUN = 14;

/** The window of `at`'s period, and where the next period starts (its unclipped end). */
function windowAt(p: PeriodTerms, timeZone: string, at: Date): PeriodWindow & { next: Date } {
  const period = periodAt(p.repeat === 'DAILY' ? 'D' : 'W', timeZone, at);
  const start = period.start < p.starts_at ? p.starts_at : period.start;
  const end = p.ends_at && p.ends_at < period.end ? p.ends_at : period.end;
  return { key: period.key, start, end, paysAt: new Date(end.getTime() + PAY_DELAY_MS), next: period.end };
}

export function periodWindowAt(p: PeriodTerms, timeZone: string, at: Date): PeriodWindow {
  const { next: _next, ...w } = windowAt(p, timeZone, at);
  return w;
}

/**
 * The periods due at `now` and not yet paid, oldest first: from the promotion's start, each whose
 * payment time has come, until its end. A promotion that started in the past pays its past periods.
 */
export function duePeriodWindows(
  p: PeriodTerms,
  timeZone: string,
  now: Date,
  paid: ReadonlySet<string>,
): PeriodWindow[] {
  const due: PeriodWindow[] = [];
  let at = p.starts_at;
  while (due.length < PERIODS_PER_RUN && (!p.ends_at || at < p.ends_at)) {
    const { next, ...w } = windowAt(p, timeZone, at);
    if (w.paysAt > now) break;
    if (!paid.has(w.key)) due.push(w);
    at = next;
  }
  return due;
}
