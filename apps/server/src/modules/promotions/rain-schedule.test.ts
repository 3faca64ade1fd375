import { describe, expect, it } from 'vitest';
import { rainAt } from './rain-schedule.js';

const zone = 'Asia/Manila'; // UTC+8, no daylight saving
const at = (iso: string) => new Date(iso);
const run = { startsAt: at('2026-11-01T00:00:00+08:00'), endsAt: null };
const rules = { times: ['12:00', '23:50'], minutes: 30 };

describe('rainAt', () => {
  it('finds the rain falling now', () => {
    expect(rainAt(rules, zone, run, at('2026-11-30T12:10:00+08:00'))).toEqual({
      rain: {
        key: '2026-11-30T12:00',
        start: at('2026-11-30T12:00:00+08:00'),
        end: at('2026-11-30T12:30:00+08:00'),
      },
      live: true,
    });
  });
  it('between rains, the next one', () => {
    expect(rainAt(rules, zone, run, at('2026-11-30T12:30:00+08:00'))).toMatchObject({
      rain: { key: '2026-11-30T23:50' },
      live: false,
    });
  });
  it("a late rain still falls after midnight, under yesterday's key", () => {
    expect(rainAt(rules, zone, run, at('2026-12-01T00:10:00+08:00'))).toMatchObject({
      rain: { key: '2026-11-30T23:50' },
      live: true,
    });
  });
  it("after the day's last rain, tomorrow's first", () => {
    expect(rainAt(rules, zone, run, at('2026-12-01T00:20:00+08:00'))).toMatchObject({
      rain: { key: '2026-12-01T12:00' },
      live: false,
    });
  });
  it('none before the start or after the end of the promotion', () => {
    const ended = { startsAt: run.startsAt, endsAt: at('2026-11-30T13:00:00+08:00') };
    expect(rainAt(rules, zone, ended, at('2026-11-30T12:40:00+08:00'))).toBeNull();
    const later = { startsAt: at('2026-12-05T00:00:00+08:00'), endsAt: null };
    expect(rainAt(rules, zone, later, at('2026-11-30T12:10:00+08:00'))).toBeNull();
  });
});
