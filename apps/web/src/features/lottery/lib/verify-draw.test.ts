import { describe, expect, it } from 'vitest';
import { deriveResult, seedBytes, sha256Hex, verifyDraw, wordsRng } from './verify-draw';
import { GAME_MIRRORS, tiersOf, vnSpecialPrize } from './verify-draw-games';

/**
 * Determinism vectors of the server's draw (fair-draw.ts fairRng + each game's `draw`), produced
 * by the server code for these seeds and issues: the browser must derive exactly the same.
 */
const SEED_A = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const COMMIT_A = '954d5a49fd70d9b8bcdb35d252267829957f7ef7fa6c74f88419bdc5e82209f4';
const SEED_B = '0000000000000000000000000000000000000000000000000000000000000001';
const VECTORS: { game: string; seed: string; issue: string; result: string[] }[] = [
  { game: 'FASTDICE', seed: SEED_A, issue: '20261125-0001', result: ['1', '5', '4'] },
  { game: 'FASTDICE', seed: SEED_B, issue: '20261125-0042', result: ['3', '2', '4'] },
  {
    game: 'RACE10',
    seed: SEED_A,
    issue: '20261125-0001',
    result: ['10', '09', '01', '07', '05', '04', '02', '03', '06', '08'],
  },
  {
    game: 'RACE10',
    seed: SEED_B,
    issue: '20261125-0042',
    result: ['01', '08', '04', '06', '03', '07', '09', '10', '02', '05'],
  },
  { game: 'LUCKY5D', seed: SEED_A, issue: '20261125-0001', result: ['3', '5', '8', '9', '2'] },
  { game: 'LUCKY5D', seed: SEED_B, issue: '20261125-0042', result: ['0', '8', '0', '2', '3'] },
  {
    game: 'VN_NORTH',
    seed: SEED_A,
    issue: '20261125-0001',
    result:
      '29512 81015 53678 94434 31622 49720 52968 44624 63420 21797 0609 7743 6431 0298 6158 4821 4871 5284 7409 1524 497 785 003 71 65 44 49'.split(
        ' ',
      ),
  },
  {
    game: 'VN_CENTRAL',
    seed: SEED_B,
    issue: '20261125-0042',
    result:
      '21 723 9515 9037 4415 5679 24140 54737 25686 86766 96048 72707 83173 75019 57931 62486 72841 912955'.split(
        ' ',
      ),
  },
  {
    game: 'VN_SOUTH',
    seed: SEED_A,
    issue: '20261125-0001',
    result:
      '47 864 3883 2323 5828 3618 50260 35077 86532 99765 84879 91458 21093 22172 95247 05298 38271 716428'.split(
        ' ',
      ),
  },
  {
    game: 'SEA_4D',
    seed: SEED_A,
    issue: '20261125-0001',
    result:
      '0087 8138 2103 8547 4639 2903 7099 3702 1723 0260 7339 7977 9554 4619 6025 2443 6453 4329 5722 0453 4543 3570 6843'.split(
        ' ',
      ),
  },
  { game: 'SEA_6D', seed: SEED_A, issue: '20261125-0001', result: ['819608'] },
  { game: 'SEA_6D', seed: SEED_B, issue: '20261125-0042', result: ['139106'] },
];

describe('verify-draw', () => {
  it.each(VECTORS)('derives the server result of $game $issue', async ({ game, seed, issue, result }) => {
    expect((await deriveResult(seed, game, issue)).result).toEqual(result);
  });

  it('hashes the seed bytes (not its hex text) to the commitment', async () => {
    expect(await sha256Hex(seedBytes(SEED_A)!)).toBe(COMMIT_A);
  });

  it('answers match for an honest draw', async () => {
    const report = await verifyDraw({
      game: 'RACE10',
      issue: '20261125-0001',
      commit: COMMIT_A,
      seed: SEED_A,
      result: VECTORS[2]!.result,
    });
    expect(report).toMatchObject({ verdict: 'match', commitMatches: true, resultMatches: true });
    expect(report.derivation!.wordsUsed).toBeGreaterThanOrEqual(9);
  });

  it('answers mismatch when the seed was tampered with', async () => {
    const tampered = SEED_A.slice(0, -1) + '9';
    const report = await verifyDraw({
      game: 'LUCKY5D',
      issue: '20261125-0001',
      commit: COMMIT_A,
      seed: tampered,
      result: ['3', '5', '8', '9', '2'],
    });
    expect(report.verdict).toBe('mismatch');
    expect(report.commitMatches).toBe(false);
  });

  it('answers mismatch when the published result is not the seed’s', async () => {
    const report = await verifyDraw({
      game: 'FASTDICE',
      issue: '20261125-0001',
      commit: COMMIT_A,
      seed: SEED_A,
      result: ['1', '5', '5'],
    });
    expect(report).toMatchObject({ verdict: 'mismatch', commitMatches: true, resultMatches: false });
  });

  it('cannot verify before the seed is published, nor a malformed seed or unknown game', async () => {
    const base = { game: 'FASTDICE', issue: '1', commit: COMMIT_A, result: null };
    expect(await verifyDraw({ ...base, seed: null })).toEqual({ verdict: 'unverifiable', reason: 'noSeed' });
    expect(await verifyDraw({ ...base, seed: 'zz' })).toMatchObject({ reason: 'seedInvalid' });
    expect(await verifyDraw({ ...base, game: 'NOPE', seed: SEED_A })).toMatchObject({
      reason: 'gameUnknown',
    });
    expect(await verifyDraw({ ...base, commit: null, seed: SEED_A })).toMatchObject({ reason: 'noCommit' });
  });

  it('rejects the words at or above the largest multiple of n (rejection sampling)', () => {
    // 2^32 mod 10 = 6: words from 2^32 − 6 up are rejected.
    const rng = wordsRng([2 ** 32 - 1, 2 ** 32 - 6, 2 ** 32 - 7, 13]);
    expect(rng.randomInt(10)).toBe((2 ** 32 - 7) % 10);
    expect(rng.rejected()).toBe(2);
    expect(rng.randomInt(10)).toBe(3);
    expect(() => rng.randomInt(10)).toThrow();
  });

  it('cuts a result into its layout tiers and finds the VN special prize', () => {
    const north = VECTORS[6]!.result;
    const tiers = tiersOf(GAME_MIRRORS.VN_NORTH!.layout, north);
    expect(tiers.map((t) => t.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(vnSpecialPrize('VN_NORTH', north)).toBe('29512');
    expect(vnSpecialPrize('VN_CENTRAL', VECTORS[7]!.result)).toBe('912955');
    expect(vnSpecialPrize('SEA_4D', VECTORS[9]!.result)).toBeNull();
  });
});
