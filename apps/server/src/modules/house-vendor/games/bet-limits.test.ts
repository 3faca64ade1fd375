import { describe, expect, it } from 'vitest';
import { checkFishBet, checkSlotBet, checkStake, parseStake } from './bet-limits.js';

const limits = { minBet: 100n, maxBet: 50_000n };
const reason = (check: ReturnType<typeof checkStake>) => (check.ok ? 'OK' : check.reason);

describe('parseStake', () => {
  it('accepts whole minor units as bigint, safe integer or digits', () => {
    expect(parseStake(250n)).toEqual({ ok: true, stake: 250n });
    expect(parseStake(250)).toEqual({ ok: true, stake: 250n });
    expect(parseStake('250')).toEqual({ ok: true, stake: 250n });
  });

  it('refuses fractions, floats beyond 2^53, exponents, junk and non-positive stakes', () => {
    for (const input of [2.5, 2 ** 60, '2.5', '1e3', ' 5', '', null, undefined, {}, Number.NaN]) {
      expect(reason(parseStake(input))).toBe('STAKE_NOT_INTEGER');
    }
    for (const input of [0, -5, '0', '-5', 0n]) expect(reason(parseStake(input))).toBe('STAKE_NOT_POSITIVE');
  });
});

describe('checkStake', () => {
  it('accepts stakes within the limits, both ends included', () => {
    expect(checkStake(100n, limits)).toEqual({ ok: true, stake: 100n });
    expect(checkStake(50_000n, limits)).toEqual({ ok: true, stake: 50_000n });
  });

  it('names the limit that was broken', () => {
    expect(checkStake(99n, limits)).toMatchObject({
      ok: false,
      reason: 'STAKE_BELOW_MINIMUM',
      message: 'the minimum bet is 100',
    });
    expect(checkStake(50_001n, limits)).toMatchObject({
      ok: false,
      reason: 'STAKE_ABOVE_MAXIMUM',
      message: 'the maximum bet is 50000',
    });
    expect(reason(checkStake(0n, limits))).toBe('STAKE_NOT_POSITIVE');
  });

  it('refuses a stake over the vendor balance when one is given', () => {
    expect(reason(checkStake(500n, limits, 499n))).toBe('STAKE_OVER_BALANCE');
    expect(reason(checkStake(500n, limits, 500n))).toBe('OK');
  });

  it('throws on a limit setting that cannot be met', () => {
    expect(() => checkStake(100n, { minBet: 200n, maxBet: 100n })).toThrow(RangeError);
    expect(() => checkStake(100n, { minBet: 0n, maxBet: 100n })).toThrow(RangeError);
  });
});

describe('game stakes', () => {
  it('applies the slot limits to the total bet (line bet x 20)', () => {
    expect(checkSlotBet(5n, limits)).toEqual({ ok: true, stake: 100n });
    expect(reason(checkSlotBet(4n, limits))).toBe('STAKE_BELOW_MINIMUM');
    expect(reason(checkSlotBet(2_501n, limits))).toBe('STAKE_ABOVE_MAXIMUM');
    expect(reason(checkSlotBet(10n, limits, 199n))).toBe('STAKE_OVER_BALANCE');
    expect(reason(checkSlotBet(0n, limits))).toBe('STAKE_NOT_POSITIVE');
  });

  it('applies the fish limits to the shot', () => {
    expect(checkFishBet(100n, limits)).toEqual({ ok: true, stake: 100n });
    expect(reason(checkFishBet(50n, limits))).toBe('STAKE_BELOW_MINIMUM');
  });
});
