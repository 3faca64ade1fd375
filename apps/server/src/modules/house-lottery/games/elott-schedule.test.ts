import { describe, expect, it } from 'vitest';
import { ELOTT_GAMES } from './elott-games.js';
import { intervalIssueTime, intervalSchedule } from './elott-schedule.js';

const at = (iso: string) => new Date(iso);
const draws = (code: string, after: string, count: number) =>
  ELOTT_GAMES.find((g) => g.code === code)!
    .nextDraws(at(after), count)
    .map((d) => [d.issue, d.drawAt.toISOString()]);

describe('e-lottery schedules', () => {
  it('FASTDICE: every minute, 1440 a day, strictly after, across midnight UTC', () => {
    expect(draws('FASTDICE', '2026-11-25T23:58:00.000Z', 3)).toEqual([
      ['20261125-1440', '2026-11-25T23:59:00.000Z'],
      ['20261126-0001', '2026-11-26T00:00:00.000Z'],
      ['20261126-0002', '2026-11-26T00:01:00.000Z'],
    ]);
    expect(draws('FASTDICE', '2026-11-25T10:00:59.999Z', 1)).toEqual([
      ['20261125-0602', '2026-11-25T10:01:00.000Z'],
    ]);
  });

  it('RACE10: every 3 minutes, 480 a day', () => {
    expect(draws('RACE10', '2026-12-31T23:55:30.000Z', 3)).toEqual([
      ['20261231-0480', '2026-12-31T23:57:00.000Z'],
      ['20270101-0001', '2027-01-01T00:00:00.000Z'],
      ['20270101-0002', '2027-01-01T00:03:00.000Z'],
    ]);
    expect(draws('RACE10', '2026-11-25T10:01:00.000Z', 1)).toEqual([
      ['20261125-0202', '2026-11-25T10:03:00.000Z'],
    ]);
  });

  it('LUCKY5D: every 5 minutes, 288 a day; a draw time itself is not "after"', () => {
    expect(draws('LUCKY5D', '2026-11-25T00:00:00.000Z', 2)).toEqual([
      ['20261125-0002', '2026-11-25T00:05:00.000Z'],
      ['20261125-0003', '2026-11-25T00:10:00.000Z'],
    ]);
    expect(draws('LUCKY5D', '2026-11-24T23:59:59.999Z', 1)).toEqual([
      ['20261125-0001', '2026-11-25T00:00:00.000Z'],
    ]);
    expect(draws('LUCKY5D', '2024-02-28T23:55:00.000Z', 2)).toEqual([
      ['20240229-0001', '2024-02-29T00:00:00.000Z'],
      ['20240229-0002', '2024-02-29T00:05:00.000Z'],
    ]);
  });

  it('gives a whole day of unique, increasing issues', () => {
    const day = intervalSchedule(1)(at('2026-11-24T23:59:30Z'), 1440);
    expect(day[0]!.issue).toBe('20261125-0001');
    expect(day[1439]!.issue).toBe('20261125-1440');
    expect(new Set(day.map((d) => d.issue)).size).toBe(1440);
    for (let i = 1; i < day.length; i++)
      expect(day[i]!.drawAt.getTime() - day[i - 1]!.drawAt.getTime()).toBe(60_000);
    expect(intervalSchedule(3)(at('2026-11-25T05:00:00Z'), 0)).toEqual([]);
  });

  it('maps an issue back to its draw time, and refuses issues that do not exist', () => {
    for (const minutes of [1, 3, 5]) {
      for (const d of intervalSchedule(minutes)(at('2026-11-25T23:40:00Z'), 30))
        expect(intervalIssueTime(minutes, d.issue)).toEqual(d.drawAt);
    }
    expect(intervalIssueTime(5, '20261125-0289')).toBeNull();
    expect(intervalIssueTime(5, '20261125-0000')).toBeNull();
    expect(intervalIssueTime(1, '20261131-0001')).toBeNull();
    expect(intervalIssueTime(1, '2026-11-25-0001')).toBeNull();
  });

  it('refuses bad arguments', () => {
    expect(() => intervalSchedule(7)).toThrow(RangeError);
    expect(() => intervalSchedule(1)(new Date(Number.NaN), 1)).toThrow(RangeError);
    expect(() => intervalSchedule(1)(at('2026-11-25T00:00:00Z'), -1)).toThrow(RangeError);
    expect(() => intervalSchedule(1)(at('2026-11-25T00:00:00Z'), 1441)).toThrow(RangeError);
  });
});
