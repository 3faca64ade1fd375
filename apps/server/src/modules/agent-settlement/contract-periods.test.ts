import { describe, expect, it } from 'vitest';
import { closedPeriods, periodAt, zonedInstant } from './contract-periods.js';

const TZ = 'Asia/Manila'; // UTC+8, no daylight saving
const at = (iso: string) => new Date(iso);

describe('contract periods', () => {
  it('names each period type in local time with its bounds', () => {
    const t = at('2026-11-25T05:07:30Z'); // 13:07:30 in Manila
    expect(periodAt('SLOT5', TZ, t)).toMatchObject({
      key: '2026-11-25T13:05',
      start: at('2026-11-25T05:05:00Z'),
      end: at('2026-11-25T05:10:00Z'),
    });
    expect(periodAt('HOUR', TZ, t)).toMatchObject({
      key: '2026-11-25T13',
      start: at('2026-11-25T05:00:00Z'),
    });
    expect(periodAt('D', TZ, t)).toMatchObject({
      key: '2026-11-25',
      start: at('2026-11-24T16:00:00Z'),
      end: at('2026-11-25T16:00:00Z'),
    });
    expect(periodAt('W', TZ, t)).toMatchObject({ key: '2026-W48', start: at('2026-11-22T16:00:00Z') });
    expect(periodAt('H', TZ, t)).toMatchObject({
      key: '2026-11-H2',
      start: at('2026-11-15T16:00:00Z'),
      end: at('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('M', TZ, at('2026-12-31T17:00:00Z'))).toMatchObject({
      key: '2027-01',
      end: at('2027-01-31T16:00:00Z'),
    });
  });

  it('follows daylight saving where the zone has it', () => {
    // New York leaves DST on 2026-11-01: that local day lasts 25 hours.
    const day = periodAt('D', 'America/New_York', at('2026-11-01T12:00:00Z'));
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * 3_600_000);
    expect(zonedInstant('America/New_York', '2026-07-01T00:00').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });

  it('gives the hour daylight saving repeats periods of their own, and steps through every change', () => {
    const NY = 'America/New_York'; // 2026-11-01 02:00 EDT → 01:00 EST at 06:00Z
    expect(periodAt('HOUR', NY, at('2026-11-01T05:30:00Z'))).toMatchObject({
      key: '2026-11-01T01',
      start: at('2026-11-01T05:00:00Z'),
      end: at('2026-11-01T06:00:00Z'),
    });
    expect(periodAt('HOUR', NY, at('2026-11-01T06:30:00Z'))).toMatchObject({
      key: '2026-11-01T01#2',
      start: at('2026-11-01T06:00:00Z'),
      end: at('2026-11-01T07:00:00Z'),
    });
    expect(periodAt('SLOT5', NY, at('2026-11-01T06:07:00Z'))).toMatchObject({
      key: '2026-11-01T01:05#2',
      start: at('2026-11-01T06:05:00Z'),
    });
    // Once this looped for ever on the repeated hour (the job held the event loop).
    const autumn = closedPeriods('HOUR', NY, at('2026-11-01T08:10:00Z'), at('2026-11-01T04:00:00Z'), 10);
    expect(autumn.map((p) => [p.key, p.start.toISOString()])).toEqual([
      ['2026-11-01T00', '2026-11-01T04:00:00.000Z'],
      ['2026-11-01T01', '2026-11-01T05:00:00.000Z'],
      ['2026-11-01T01#2', '2026-11-01T06:00:00.000Z'],
      ['2026-11-01T02', '2026-11-01T07:00:00.000Z'],
    ]);
    const slots = closedPeriods('SLOT5', NY, at('2026-11-01T07:00:00Z'), at('2026-11-01T05:00:00Z'), 100);
    expect(slots).toHaveLength(24);
    expect(new Set(slots.map((p) => p.key)).size).toBe(24);
    // 2027-03-14 02:00 EST → 03:00 EDT at 07:00Z: the 02 hour does not exist.
    const spring = closedPeriods('HOUR', NY, at('2027-03-14T08:10:00Z'), at('2027-03-14T06:00:00Z'), 10);
    expect(spring.map((p) => p.key)).toEqual(['2027-03-14T01', '2027-03-14T03']);
  });

  it('starts a day whose midnight does not exist when its clock jumps', () => {
    const SCL = 'America/Santiago'; // 2026-09-06 00:00 −04 → 01:00 −03 at 04:00Z
    expect(zonedInstant(SCL, '2026-09-06T00:00').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(periodAt('D', SCL, at('2026-09-05T12:00:00Z')).end).toEqual(at('2026-09-06T04:00:00Z'));
    expect(periodAt('D', SCL, at('2026-09-06T12:00:00Z'))).toMatchObject({
      key: '2026-09-06',
      start: at('2026-09-06T04:00:00Z'),
      end: at('2026-09-07T03:00:00Z'),
    });
    const days = closedPeriods('D', SCL, at('2026-09-08T12:00:00Z'), at('2026-09-05T04:00:00Z'), 10);
    expect(days.map((p) => p.key)).toEqual(['2026-09-05', '2026-09-06', '2026-09-07']);
  });

  it('settles only the last closed period first, then every period after the last settled', () => {
    const now = at('2026-11-25T05:07:30Z');
    expect(closedPeriods('HOUR', TZ, now, null, 10).map((p) => p.key)).toEqual(['2026-11-25T12']);
    expect(closedPeriods('HOUR', TZ, now, at('2026-11-25T02:00:00Z'), 10).map((p) => p.key)).toEqual([
      '2026-11-25T10',
      '2026-11-25T11',
      '2026-11-25T12',
    ]);
    expect(closedPeriods('HOUR', TZ, now, at('2026-11-25T05:00:00Z'), 10)).toEqual([]);
    expect(closedPeriods('HOUR', TZ, now, at('2026-11-25T02:00:00Z'), 2)).toHaveLength(2);
  });
});
