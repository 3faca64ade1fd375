import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { chiSquareUniform } from '../../house-vendor/games/rng-statistics.js';
import { FAST_DICE } from './elott-fast-dice.js';
import { LUCKY_5D } from './elott-lucky5d.js';
import { RACE_10 } from './elott-race10.js';
import type { LotteryGameDef } from './lottery-game.js';
import { oddsOf } from './odds.js';

/**
 * 10^6 simulated draws per game (reproducible seeded generator): every position's value is
 * uniform (chi-square at 99 %), and the simulated return to player of four picks per game at the
 * default 300 bp edge lies in its confidence interval around the configured value. The four
 * intervals of a game are simultaneous 99 % intervals (Bonferroni: each at 1 − 1 % / 4, z = 3.0233):
 * four separate 99 % intervals would fail a fair game one time in 25. (Seen: with plain 99 %
 * intervals RACE10 SUM12_BS 'B' sat at z = 2.69 on this seed while its joint distribution of places
 * 1–2 passed chi-square and other seeds gave |z| ≤ 1.2; a real bias of even 1 % of a chance is
 * several times wider than these intervals.)
 */

const DRAWS = 1_000_000;
const EDGE_BP = 300;
const TRACKED_PER_GAME = 4;
/** Two-sided normal quantile at 1 % / TRACKED_PER_GAME: Φ⁻¹(1 − 0.00125). */
const Z_99_SIMULTANEOUS = 3.0233414;

interface Tracked {
  playType: string;
  pick: string;
}

function simulate(game: LotteryGameDef, values: readonly string[], tracked: readonly Tracked[]) {
  const rng = createSeededTestRng(`elott-statistics-${game.code}`);
  const positions = game.layout.reduce((n, tier) => n + tier.count, 0);
  const counts = Array.from({ length: positions }, () => new Array<number>(values.length).fill(0));
  const index = new Map(values.map((v, i) => [v, i]));
  const rules = tracked.map((t) => game.playTypes.find((p) => p.code === t.playType)!);
  const wins = new Array<number>(tracked.length).fill(0);
  for (let d = 0; d < DRAWS; d++) {
    const result = game.draw(rng);
    for (let p = 0; p < positions; p++) counts[p]![index.get(result[p]!)!]!++;
    for (let t = 0; t < tracked.length; t++) wins[t]! += rules[t]!.wins(tracked[t]!.pick, result);
  }
  return { counts, wins, rules };
}

/** One check of a simulation: its verdict and, for a failure message, what was measured. */
interface Check {
  pass: boolean;
  detail: string;
}

function evaluate(game: LotteryGameDef, values: readonly string[], tracked: readonly Tracked[]) {
  const { counts, wins, rules } = simulate(game, values, tracked);
  const configured = 1 - EDGE_BP / 10_000;
  const uniform: Check[] = counts.map((row, place) => {
    const chi = chiSquareUniform(row);
    const detail = `${game.code} place ${place + 1}: χ² ${chi.statistic.toFixed(2)} vs ${chi.critical.toFixed(2)}`;
    return { pass: chi.pass, detail };
  });
  const fair: Check[] = tracked.map(({ playType, pick }, t) => {
    const [num, den] = rules[t]!.expectedWins(pick);
    const p = Number(num) / Number(den);
    const odds = oddsOf([num, den], EDGE_BP);
    const simulated = (wins[t]! * odds) / DRAWS;
    // Interval of the mean of DRAWS returns (each odds × Bernoulli(p)) around the configured RTP,
    // widened by the < 0.0001 × p that rounding the odds down may keep for the house.
    const halfWidth = Z_99_SIMULTANEOUS * odds * Math.sqrt((p * (1 - p)) / DRAWS) + 0.0001 * p;
    const detail = `${game.code} ${playType} ${pick}: RTP ${simulated.toFixed(5)}, ${configured} ± ${halfWidth.toFixed(5)}`;
    return { pass: Math.abs(simulated - configured) <= halfWidth, detail };
  });
  return { uniform, fair };
}

function expectUniformAndFair(game: LotteryGameDef, values: readonly string[], tracked: readonly Tracked[]) {
  expect(tracked).toHaveLength(TRACKED_PER_GAME);
  const { uniform, fair } = evaluate(game, values, tracked);
  for (const check of [...uniform, ...fair]) expect(check.pass, check.detail).toBe(true);
}

describe(`e-lottery statistics over ${DRAWS} draws per game`, () => {
  it('FASTDICE: each die uniform, returns within their simultaneous 99 % intervals', () => {
    expectUniformAndFair(
      FAST_DICE,
      ['1', '2', '3', '4', '5', '6'],
      [
        { playType: 'BS', pick: 'B' },
        { playType: 'SUM', pick: '10' },
        { playType: 'TRIPLE', pick: 'ANY' },
        { playType: 'PAIR', pick: '3' },
      ],
    );
  });

  it('RACE10: each car uniform at each place, returns within their simultaneous 99 % intervals', () => {
    expectUniformAndFair(
      RACE_10,
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'],
      [
        { playType: 'POS_1', pick: '01' },
        { playType: 'DT_3', pick: 'D' },
        { playType: 'SUM12', pick: '11' },
        { playType: 'SUM12_BS', pick: 'B' },
      ],
    );
  });

  it('LUCKY5D: each digit uniform, returns within their simultaneous 99 % intervals', () => {
    expectUniformAndFair(
      LUCKY_5D,
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      [
        { playType: 'DIGIT_3', pick: '7' },
        { playType: 'SUM_BSOE', pick: 'B' },
        { playType: 'FRONT3', pick: 'STRAIGHT' },
        { playType: 'BACK3', pick: 'PAIR' },
      ],
    );
  });

  it('catches a loaded die: one 6 in 50 shown as a 1', () => {
    const loaded: LotteryGameDef = {
      ...FAST_DICE,
      draw: (rng) =>
        FAST_DICE.draw(rng).map((face) => (face === '6' && rng.randomInt(50) === 0 ? '1' : face)),
    };
    const { uniform, fair } = evaluate(
      loaded,
      ['1', '2', '3', '4', '5', '6'],
      [
        { playType: 'BS', pick: 'B' },
        { playType: 'SUM', pick: '10' },
        { playType: 'TRIPLE', pick: 'ANY' },
        { playType: 'PAIR', pick: '6' },
      ],
    );
    expect(uniform.map((c) => c.pass)).toEqual([false, false, false]);
    expect(fair[0]!.pass).toBe(false); // fewer big sums
    expect(fair[3]!.pass).toBe(false); // fewer pairs of 6
  });
});
