import { describe, expect, it } from 'vitest';
import { commitOf, fairRng } from './fair-draw.js';
import { ELOTT_GAMES } from './elott-games.js';

/**
 * Test vectors of the documented procedure: draw(fairRng(seed, game, issue)). Pinned so that any
 * change to how a result derives from the seed (HMAC blocks, rejection sampling, the games' draw
 * order) breaks here, and so the browser's verification page can be checked against them.
 * The expected results were reproduced independently from the documented steps (fair-draw.ts and
 * each game's draw) with Python's hmac/hashlib, not copied from this code's output.
 */

const SEED = '3f1c9a7e5b2d4c6e8a0b1d3f5e7c9a1b2d4f6e8c0a2b4d6f8e0c2a4b6d8f0e1c';

const game = (code: string) => ELOTT_GAMES.find((g) => g.code === code)!;
const drawOf = (code: string, issue: string, seed = SEED) => game(code).draw(fairRng(seed, code, issue));

describe('e-lottery test vectors', () => {
  it('commits to the seed', () => {
    expect(commitOf(SEED)).toBe('79f169b0533d2719757c935ef5872f3a7f68ce4602b73fe0d65f262c118611b2');
  });

  it.each([
    ['FASTDICE', '20261125-0001', ['6', '2', '3']],
    ['FASTDICE', '20261125-0002', ['6', '3', '2']],
    ['RACE10', '20261125-0001', ['08', '02', '06', '03', '01', '10', '09', '04', '05', '07']],
    ['RACE10', '20261125-0480', ['05', '01', '07', '02', '10', '08', '09', '06', '04', '03']],
    ['LUCKY5D', '20261125-0001', ['6', '9', '9', '9', '7']],
    ['LUCKY5D', '20261125-0288', ['8', '7', '5', '7', '2']],
  ] as const)('%s %s', (code, issue, expected) => {
    expect(drawOf(code, issue)).toEqual(expected);
    expect(drawOf(code, issue)).toEqual(drawOf(code, issue)); // deterministic
  });

  it('depends on the seed, the game and the issue', () => {
    const other = SEED.replace(/^3f/, '3e');
    expect(drawOf('RACE10', '20261125-0001', other)).not.toEqual(drawOf('RACE10', '20261125-0001'));
    expect(drawOf('RACE10', '20261125-0002')).not.toEqual(drawOf('RACE10', '20261125-0001'));
    expect(game('LUCKY5D').draw(fairRng(SEED, 'FASTDICE', '20261125-0001'))).not.toEqual(
      drawOf('LUCKY5D', '20261125-0001'),
    );
  });
});
