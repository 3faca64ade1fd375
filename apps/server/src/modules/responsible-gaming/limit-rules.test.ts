import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, limitAt, limitWindow } from './limit-rules.js';

const at = (iso: string) => new Date(iso);

describe('limitWindow: periods in the merchant zone', () => {
  it.each([
    // Manila (UTC+8): the day turns at 16:00 UTC.
    ['DAY', 'Asia/Manila', '2026-11-30T15:59:59Z', '2026-11-29T16:00:00Z', '2026-11-30T16:00:00Z'],
    ['DAY', 'Asia/Manila', '2026-11-30T16:00:00Z', '2026-11-30T16:00:00Z', '2026-12-01T16:00:00Z'],
    // Weeks start on Monday (Sunday 29 Nov 2026 still belongs to the week of Monday 23 Nov).
    ['WEEK', 'Asia/Manila', '2026-11-29T15:00:00Z', '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    ['WEEK', 'Asia/Manila', '2026-11-29T16:00:00Z', '2026-11-29T16:00:00Z', '2026-12-06T16:00:00Z'],
    // Month end, and February of a leap year.
    ['MONTH', 'Asia/Manila', '2026-01-31T15:59:00Z', '2025-12-31T16:00:00Z', '2026-01-31T16:00:00Z'],
    ['MONTH', 'UTC', '2028-02-29T23:00:00Z', '2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z'],
    // Daylight saving: London's day of 29 Mar 2026 has 23 hours, 25 Oct 2026 has 25.
    ['DAY', 'Europe/London', '2026-03-29T12:00:00Z', '2026-03-29T00:00:00Z', '2026-03-29T23:00:00Z'],
    ['DAY', 'Europe/London', '2026-10-25T12:00:00Z', '2026-10-24T23:00:00Z', '2026-10-26T00:00:00Z'],
  ] as const)('%s in %s at %s is [%s, %s)', (period, zone, now, start, end) => {
    expect(limitWindow(period, zone, at(now))).toEqual({ start: at(start), end: at(end) });
  });

  it('always holds the instant, in a window of a day to a month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('DAY', 'WEEK', 'MONTH' as const),
        fc.constantFrom('Asia/Manila', 'Europe/London', 'America/New_York', 'Australia/Sydney'),
        (now, period, zone) => {
          const { start, end } = limitWindow(period, zone, now);
          const hours = (end.getTime() - start.getTime()) / 3_600_000;
          return start <= now && now < end && hours >= 23 && hours <= 31 * 24 + 1;
        },
      ),
    );
  });
});

describe('changeOf: tighter at once, looser after 24 hours', () => {
  const now = at('2026-11-30T10:00:00Z');
  const later = at('2026-12-01T10:00:00Z');

  it.each([
    [null, 100n, { kind: 'NOW', value: 100n }],
    [100n, 50n, { kind: 'NOW', value: 50n }],
    [100n, 100n, { kind: 'NOW', value: 100n }],
    [100n, 500n, { kind: 'LATER', value: 500n, at: later }],
    [100n, null, { kind: 'LATER', value: null, at: later }],
    [null, null, { kind: 'NOW', value: null }],
  ] as const)('from %s to %s', (current, wanted, expected) => {
    expect(changeOf(current, wanted, now)).toEqual(expected);
  });

  it('never loosens a limit at once', () => {
    const value = fc.option(fc.bigInt({ min: 1n, max: 10n ** 12n }), { nil: null });
    fc.assert(
      fc.property(value, value, (current, wanted) => {
        const change = changeOf(current, wanted, now);
        const looser = current !== null && (wanted === null || wanted > current);
        return looser
          ? change.kind === 'LATER' && change.at.getTime() === later.getTime()
          : change.kind === 'NOW';
      }),
    );
  });

  it('a waiting change applies at its time, not before', () => {
    const limit = { kind: 'LOSS', period: 'DAY', value: 100n, pendingValue: 500n, pendingAt: later } as const;
    expect(limitAt(limit, now)).toEqual({ value: 100n, pending: limit });
    expect(limitAt(limit, new Date(later.getTime() - 1))).toMatchObject({ value: 100n });
    expect(limitAt(limit, later)).toEqual({ value: 500n, pending: null });
    expect(limitAt({ ...limit, pendingValue: null }, later)).toEqual({ value: null, pending: null });
  });
});
