import { describe, expect, it } from 'vitest';
import type { LotteryGameDef } from './lottery-game.js';
import { SEA_4D, SEA_6D } from './sea-games.js';
import { VN_CENTRAL, VN_NORTH, VN_SOUTH } from './vn-games.js';
import { provinceOf, provincesOf } from './vn-provinces.js';

const next = (game: LotteryGameDef, after: string, count = 1) =>
  game.nextDraws(new Date(after), count).map((d) => [d.issue, d.drawAt.toISOString()]);

describe('VN schedule (daily, Vietnam time UTC+7)', () => {
  it('North draws at 18:15 ICT = 11:15 UTC, strictly after the asked instant', () => {
    expect(next(VN_NORTH, '2026-11-25T11:14:59.999Z', 2)).toEqual([
      ['20261125', '2026-11-25T11:15:00.000Z'],
      ['20261126', '2026-11-26T11:15:00.000Z'],
    ]);
    expect(next(VN_NORTH, '2026-11-25T11:15:00.000Z')).toEqual([['20261126', '2026-11-26T11:15:00.000Z']]);
  });

  it('numbers the issue by the Vietnamese date, not the UTC date', () => {
    // 17:30 UTC on the 25th is 00:30 on the 26th in Hà Nội.
    expect(next(VN_NORTH, '2026-11-25T17:30:00Z')).toEqual([['20261126', '2026-11-26T11:15:00.000Z']]);
    expect(next(VN_NORTH, '2026-12-31T16:59:59Z')).toEqual([['20270101', '2027-01-01T11:15:00.000Z']]);
  });

  it('Central draws at 17:15 ICT and South at 16:15 ICT', () => {
    expect(next(VN_CENTRAL, '2026-11-25T00:00:00Z')).toEqual([['20261125', '2026-11-25T10:15:00.000Z']]);
    expect(next(VN_SOUTH, '2026-11-25T09:15:00Z')).toEqual([['20261126', '2026-11-26T09:15:00.000Z']]);
    expect(next(VN_SOUTH, '2026-11-25T09:14:00Z')).toEqual([['20261125', '2026-11-25T09:15:00.000Z']]);
  });

  it('answers nothing for count 0 and refuses nonsense', () => {
    expect(VN_NORTH.nextDraws(new Date(), 0)).toEqual([]);
    expect(() => VN_NORTH.nextDraws(new Date(), -1)).toThrow(RangeError);
    expect(() => VN_NORTH.nextDraws(new Date(), 1.5)).toThrow(RangeError);
    expect(() => VN_NORTH.nextDraws(new Date(Number.NaN), 1)).toThrow(RangeError);
  });

  it('has unique, increasing issues over a year', () => {
    const draws = VN_SOUTH.nextDraws(new Date('2027-12-31T12:00:00Z'), 400);
    expect(new Set(draws.map((d) => d.issue)).size).toBe(400);
    for (let i = 1; i < draws.length; i++)
      expect(draws[i]!.drawAt.getTime() - draws[i - 1]!.drawAt.getTime()).toBe(86_400_000);
    expect(draws.some((d) => d.issue === '20280229')).toBe(true);
  });
});

describe('provinces of the day', () => {
  it('follows the real weekday tables in Vietnam time', () => {
    // 2026-11-23 is a Monday.
    const monday = new Date('2026-11-23T09:15:00Z');
    expect(provinceOf(VN_SOUTH, monday)).toBe('TP.HCM');
    expect(provincesOf('VN_SOUTH', monday)).toEqual(['TP.HCM', 'Đồng Tháp', 'Cà Mau']);
    expect(provinceOf('VN_CENTRAL', monday)).toBe('Thừa Thiên Huế');
    expect(provinceOf('VN_NORTH', monday)).toBe('Hà Nội');
    // Saturday: four southern provinces.
    expect(provincesOf('VN_SOUTH', new Date('2026-11-28T09:15:00Z'))).toHaveLength(4);
    expect(provinceOf('VN_SOUTH', new Date('2026-11-29T09:15:00Z'))).toBe('Tiền Giang');
    expect(provinceOf('VN_CENTRAL', new Date('2026-11-25T10:15:00Z'))).toBe('Đà Nẵng');
  });

  it('uses the Vietnamese weekday near midnight UTC', () => {
    // Sunday 17:30 UTC is Monday 00:30 in Vietnam.
    expect(provinceOf('VN_SOUTH', new Date('2026-11-22T17:30:00Z'))).toBe('TP.HCM');
    expect(provinceOf('VN_SOUTH', new Date('2026-11-22T16:59:00Z'))).toBe('Tiền Giang');
  });

  it('has none for a non-VN game', () => {
    expect(provinceOf(SEA_4D, new Date())).toBeNull();
    expect(provincesOf('ELOTT_5D', new Date())).toEqual([]);
  });
});

describe('4D schedule (Wednesday, Saturday, Sunday 19:00 Kuala Lumpur = 11:00 UTC)', () => {
  it('a Monday asks for Wednesday, then Saturday, Sunday, Wednesday', () => {
    expect(next(SEA_4D, '2026-11-23T03:00:00Z', 4)).toEqual([
      ['20261125', '2026-11-25T11:00:00.000Z'],
      ['20261128', '2026-11-28T11:00:00.000Z'],
      ['20261129', '2026-11-29T11:00:00.000Z'],
      ['20261202', '2026-12-02T11:00:00.000Z'],
    ]);
  });

  it('a draw day gives itself until 19:00 local, then the next draw day', () => {
    expect(next(SEA_4D, '2026-11-29T10:59:59Z')).toEqual([['20261129', '2026-11-29T11:00:00.000Z']]);
    expect(next(SEA_4D, '2026-11-25T11:00:00Z')).toEqual([['20261128', '2026-11-28T11:00:00.000Z']]);
    // Tuesday 16:30 UTC is already Wednesday 00:30 in Kuala Lumpur.
    expect(next(SEA_4D, '2026-11-24T16:30:00Z')).toEqual([['20261125', '2026-11-25T11:00:00.000Z']]);
  });
});

describe('6D schedule (1st and 16th, 19:00 Kuala Lumpur)', () => {
  it('around the 16th', () => {
    expect(next(SEA_6D, '2026-11-16T10:59:59Z')).toEqual([['20261116', '2026-11-16T11:00:00.000Z']]);
    expect(next(SEA_6D, '2026-11-16T11:00:00Z', 2)).toEqual([
      ['20261201', '2026-12-01T11:00:00.000Z'],
      ['20261216', '2026-12-16T11:00:00.000Z'],
    ]);
  });

  it('across month and year ends, short months and leap years', () => {
    expect(next(SEA_6D, '2026-12-31T20:00:00Z')).toEqual([['20270101', '2027-01-01T11:00:00.000Z']]);
    expect(next(SEA_6D, '2027-02-17T00:00:00Z')).toEqual([['20270301', '2027-03-01T11:00:00.000Z']]);
    expect(next(SEA_6D, '2028-02-29T12:00:00Z')).toEqual([['20280301', '2028-03-01T11:00:00.000Z']]);
    expect(next(SEA_6D, '2026-01-01T00:00:00Z', 24).map(([issue]) => issue!.slice(6))).toEqual(
      Array.from({ length: 24 }, (_, i) => (i % 2 ? '16' : '01')),
    );
  });
});
