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

/**
 * The server's own pinned vectors, same seeds, games and issues: elott-vectors.test.ts and
 * vn-sea-vectors.test.ts in apps/server/src/modules/house-lottery/games.
 */
const ELOTT_SEED = '3f1c9a7e5b2d4c6e8a0b1d3f5e7c9a1b2d4f6e8c0a2b4d6f8e0c2a4b6d8f0e1c';
const VN_SEA_SEED = '7f3a9c1e5b2d4f6a8c0e1a3b5d7f9e2c4a6b8d0f1e3c5a7b9d2f4e6a8c0b1d3f';
const words = (text: string) => text.split(' ');
const SERVER_VECTORS: { game: string; seed: string; issue: string; result: string[] }[] = [
  { game: 'FASTDICE', seed: ELOTT_SEED, issue: '20261125-0001', result: ['6', '2', '3'] },
  { game: 'FASTDICE', seed: ELOTT_SEED, issue: '20261125-0002', result: ['6', '3', '2'] },
  {
    game: 'RACE10',
    seed: ELOTT_SEED,
    issue: '20261125-0001',
    result: words('08 02 06 03 01 10 09 04 05 07'),
  },
  {
    game: 'RACE10',
    seed: ELOTT_SEED,
    issue: '20261125-0480',
    result: words('05 01 07 02 10 08 09 06 04 03'),
  },
  { game: 'LUCKY5D', seed: ELOTT_SEED, issue: '20261125-0001', result: words('6 9 9 9 7') },
  { game: 'LUCKY5D', seed: ELOTT_SEED, issue: '20261125-0288', result: words('8 7 5 7 2') },
  {
    game: 'VN_NORTH',
    seed: VN_SEA_SEED,
    issue: '20261125',
    result: words(
      '10580 86832 81370 36987 58680 42504 52461 52822 08469 32656 9096 4288 4720 2657 0723 2713 6374 1353 6971 0934 456 325 169 67 56 16 14',
    ),
  },
  {
    game: 'VN_CENTRAL',
    seed: VN_SEA_SEED,
    issue: '20261125',
    result: words(
      '90 572 2571 7066 6102 3774 92188 16205 93101 44729 13492 09493 89969 68168 70411 60723 18409 707996',
    ),
  },
  {
    game: 'VN_SOUTH',
    seed: VN_SEA_SEED,
    issue: '20261125',
    result: words(
      '92 248 2622 4268 4153 3451 29119 80646 59356 77284 47132 73589 66588 23184 89249 13464 79783 954111',
    ),
  },
  {
    game: 'SEA_4D',
    seed: VN_SEA_SEED,
    issue: '20261125',
    result: words(
      '0341 0706 2471 8420 8245 7962 2749 2279 4971 8370 2966 6459 6058 9444 3621 0303 6081 8770 8879 1072 4855 5454 2329',
    ),
  },
  { game: 'SEA_6D', seed: VN_SEA_SEED, issue: '20261125', result: ['351840'] },
];

describe('verify-draw', () => {
  it.each(SERVER_VECTORS)(
    "derives the server's pinned result of $game $issue",
    async ({ game, seed, issue, result }) => {
      expect((await deriveResult(seed, game, issue)).result).toEqual(result);
    },
  );

  it('commits like the server: SHA-256 of the seed bytes', async () => {
    expect(await sha256Hex(seedBytes(ELOTT_SEED)!)).toBe(
      '79f169b0533d2719757c935ef5872f3a7f68ce4602b73fe0d65f262c118611b2',
    );
  });

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
