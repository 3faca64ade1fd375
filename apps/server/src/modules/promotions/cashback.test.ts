import { describe, expect, it } from 'vitest';
import { cashbackMinor } from './cashback.js';
import { duePeriodWindows, periodWindowAt, PERIODS_PER_RUN } from './period-windows.js';

const TZ = 'Asia/Manila'; // UTC+8, no daylight saving
const at = (iso: string) => new Date(iso);
const daily = { repeat: 'DAILY' as const, starts_at: at('2026-11-25T10:00:00+08:00'), ends_at: null };

describe('cashback periods', () => {
  it('clips the first day to the start and pays 5 minutes after the day ends', () => {
    const w = periodWindowAt(daily, TZ, at('2026-11-25T12:00:00+08:00'));
    expect(w).toEqual({
      key: '2026-11-25',
      start: at('2026-11-25T10:00:00+08:00'),
      end: at('2026-11-26T00:00:00+08:00'),
      paysAt: at('2026-11-26T00:05:00+08:00'),
    });
  });

  it('clips the last period to the end, and a week runs Monday to Monday', () => {
    const weekly = {
      repeat: 'WEEKLY' as const,
      starts_at: daily.starts_at,
      ends_at: at('2026-11-28T18:00:00+08:00'),
    };
    const w = periodWindowAt(weekly, TZ, at('2026-11-27T09:00:00+08:00'));
    expect(w.key).toBe('2026-W48');
    expect(w.start).toEqual(weekly.starts_at);
    expect(w.end).toEqual(weekly.ends_at);
    expect(w.paysAt).toEqual(at('2026-11-28T18:05:00+08:00'));
  });

  it('lists the days due and not yet paid, oldest first, none before its payment time', () => {
    const now = at('2026-11-28T00:04:00+08:00'); // the 27th is not due until 00:05
    expect(duePeriodWindows(daily, TZ, now, new Set()).map((w) => w.key)).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(duePeriodWindows(daily, TZ, now, new Set(['2026-11-25'])).map((w) => w.key)).toEqual([
      '2026-11-26',
    ]);
    const later = at('2026-11-28T00:05:00+08:00');
    expect(duePeriodWindows(daily, TZ, later, new Set()).map((w) => w.key)).toHaveLength(3);
  });

  it('pays nothing after the end, and drains a long backlog a few periods per run', () => {
    const ended = { ...daily, ends_at: at('2026-11-26T12:00:00+08:00') };
    const keys = duePeriodWindows(ended, TZ, at('2026-12-30T00:00:00+08:00'), new Set()).map((w) => w.key);
    expect(keys).toEqual(['2026-11-25', '2026-11-26']);
    const backlog = duePeriodWindows(daily, TZ, at('2027-03-01T00:00:00+08:00'), new Set());
    expect(backlog).toHaveLength(PERIODS_PER_RUN);
  });
});

describe('cashbackMinor', () => {
  const rules = {
    kind: 'CASHBACK' as const,
    basis: 'NET_LOSS' as const,
    category: null,
    percent: 10,
    capMinor: '100000',
    minimumMinor: '10000',
    turnoverMultiple: 0,
  };
  it.each([
    ['a net win pays nothing', -50_000n, 0n],
    ['below the minimum pays nothing', 9_999n, 0n],
    ['10 % of the loss, rounded down to the cent', 12_345n, 1_234n],
    ['at most the cap', 5_000_000n, 100_000n],
  ])('%s', (_name, basis, expected) => {
    expect(cashbackMinor(rules, basis)).toBe(expected);
  });
});
