import { CASHBACK_PAY_DELAY_MINUTES, percentRewardMinor } from '@bet/contracts/promotions/promotion-rules';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';
import { periodAt } from '../agent-settlement/contract-periods.js';

type CashbackRules = Extract<StoredPromotionRules, { kind: 'CASHBACK' }>;

/** The part of a promotion row a cashback period depends on. */
export interface CashbackTerms {
  repeat: 'ONCE' | 'DAILY' | 'WEEKLY';
  starts_at: Date;
  ends_at: Date | null;
}

/**
 * One day / week of a cashback promotion: its claim key, the bets it counts (settled in
 * [start, end), the period clipped to the promotion's own window) and when it is paid.
 */
export interface CashbackWindow {
  key: string;
  start: Date;
  end: Date;
  paysAt: Date;
}

const PAY_DELAY_MS = CASHBACK_PAY_DELAY_MINUTES * 60_000;
/** Closed periods one run pays at most per promotion: a long backlog drains over a few runs. */
export const CASHBACK_PERIODS_PER_RUN = 14;

/** The window of `at`'s period, and where the next period starts (its unclipped end). */
function windowAt(p: CashbackTerms, timeZone: string, at: Date): CashbackWindow & { next: Date } {
  const period = periodAt(p.repeat === 'DAILY' ? 'D' : 'W', timeZone, at);
  const start = period.start < p.starts_at ? p.starts_at : period.start;
  const end = p.ends_at && p.ends_at < period.end ? p.ends_at : period.end;
  return { key: period.key, start, end, paysAt: new Date(end.getTime() + PAY_DELAY_MS), next: period.end };
}

export function cashbackWindow(p: CashbackTerms, timeZone: string, at: Date): CashbackWindow {
  const { next: _next, ...w } = windowAt(p, timeZone, at);
  return w;
}

/**
 * The periods due at `now` and not yet paid, oldest first: from the promotion's start, each whose
 * payment time has come, until its end. A promotion that started in the past pays its past periods.
 */
export function dueCashbackWindows(
  p: CashbackTerms,
  timeZone: string,
  now: Date,
  paid: ReadonlySet<string>,
): CashbackWindow[] {
  const due: CashbackWindow[] = [];
  let at = p.starts_at;
  while (due.length < CASHBACK_PERIODS_PER_RUN && (!p.ends_at || at < p.ends_at)) {
    const { next, ...w } = windowAt(p, timeZone, at);
    if (w.paysAt > now) break;
    if (!paid.has(w.key)) due.push(w);
    at = next;
  }
  return due;
}

/** What a period's net loss or valid bet pays. */
export const cashbackMinor = (rules: CashbackRules, basisMinor: bigint): bigint =>
  percentRewardMinor(
    { percent: rules.percent, capMinor: BigInt(rules.capMinor), minimumMinor: BigInt(rules.minimumMinor) },
    basisMinor,
  );
