import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { FAST_DICE } from './elott-fast-dice.js';
import { LUCKY_5D } from './elott-lucky5d.js';
import { RACE_10 } from './elott-race10.js';
import type { DrawResult, LotteryGameDef, PlayType, Rational } from './lottery-game.js';
import { oddsOf, oddsToE4, reduced } from './odds.js';

/**
 * The house edge, exactly: the chance of every pick counted over the whole result space in this
 * file (not with the games' own marginals), compared with the game's expectedWins, and the
 * return to player of the odds checked in exact integers for several edges.
 */

const EDGES_BP = [0, 1, 137, 300, 2500, 5000];
const optionsOf = (pt: PlayType) => (pt.shape.kind === 'choice' ? pt.shape.options : []);

/** RTP = odds × E ∈ [1 − edge − 0.0001 × E, 1 − edge], as integers over 10000 × den. */
function expectExactEdge(expected: Rational, label: string) {
  const [num, den] = expected;
  for (const edgeBp of EDGES_BP) {
    const paid = oddsToE4(oddsOf(expected, edgeBp)) * num;
    const target = BigInt(10_000 - edgeBp) * den;
    expect(paid <= target && paid >= target - num, `${label} at ${edgeBp} bp`).toBe(true);
  }
}

/** Wins of every pick of every play type, counted over `results` with the games' win rules. */
function countWins(game: LotteryGameDef, results: Iterable<DrawResult>): Map<string, number> {
  const picks = game.playTypes.flatMap((pt) => optionsOf(pt).map((o) => [pt, o, `${pt.code} ${o}`] as const));
  const counts = new Map(picks.map(([, , key]) => [key, 0]));
  for (const result of results)
    for (const [pt, option, key] of picks) counts.set(key, counts.get(key)! + pt.wins(option, result));
  return counts;
}

function expectGameMatches(game: LotteryGameDef, counts: Map<string, number>, spaceSize: number) {
  let picks = 0;
  for (const pt of game.playTypes)
    for (const option of optionsOf(pt)) {
      const key = `${pt.code} ${option}`;
      const enumerated = reduced(BigInt(counts.get(key)!), BigInt(spaceSize));
      expect(pt.expectedWins(option), key).toEqual(enumerated);
      expectExactEdge(enumerated, key);
      picks++;
    }
  return picks;
}

describe('exact house edge', () => {
  it('FASTDICE over all 216 throws', () => {
    const throws: DrawResult[] = [];
    for (let n = 0; n < 216; n++)
      throws.push([n % 6, Math.floor(n / 6) % 6, Math.floor(n / 36)].map((f) => String(f + 1)));
    const counts = countWins(FAST_DICE, throws);
    expect(counts.get('BS B')).toBe(105); // 108 big sums less the 3 big triples
    expect(counts.get('TRIPLE ANY')).toBe(6);
    expect(counts.get('PAIR 4')).toBe(16); // 15 with exactly two 4s, 1 with three
    expect(expectGameMatches(FAST_DICE, counts, 216)).toBe(14 + 2 + 2 + 7 + 6);
  });

  it('LUCKY5D over all 10^5 results', () => {
    function* all(): Generator<DrawResult> {
      for (let n = 0; n < 100_000; n++) yield String(n).padStart(5, '0').split('');
    }
    const counts = countWins(LUCKY_5D, all());
    expect(counts.get('SUM_BSOE B')).toBe(50_000);
    expect(counts.get('MID3 STRAIGHT')).toBe(6_000);
    expect(expectGameMatches(LUCKY_5D, counts, 100_000)).toBe(5 * 10 + 5 * 4 + 4 + 3 * 4);
  });

  it('RACE10 over all 10! finishing orders', () => {
    // Heap's algorithm visits every permutation once; per order we count what the play types
    // read: the car at each place, dragon/tiger of each pair of places, the sum of places 1–2.
    const cars = Int8Array.from({ length: 10 }, (_, i) => i + 1);
    const atPlace = Array.from({ length: 10 }, () => new Array<number>(11).fill(0));
    const dragon = new Array<number>(5).fill(0);
    const sum12 = new Array<number>(20).fill(0);
    let orders = 0;
    const visit = () => {
      orders++;
      for (let p = 0; p < 10; p++) atPlace[p]![cars[p]!]!++;
      for (let n = 0; n < 5; n++) if (cars[n]! > cars[9 - n]!) dragon[n]!++;
      sum12[cars[0]! + cars[1]!]!++;
    };
    const c = new Array<number>(10).fill(0);
    visit();
    for (let i = 1; i < 10;) {
      if (c[i]! < i) {
        const j = i % 2 === 0 ? 0 : c[i]!;
        [cars[j], cars[i]] = [cars[i]!, cars[j]!];
        visit();
        c[i]!++;
        i = 1;
      } else c[i++] = 0;
    }
    expect(orders).toBe(3_628_800);

    const count = (code: string, option: string): number => {
      if (code.startsWith('POS_')) return atPlace[Number(code.slice(4)) - 1]![Number(option)]!;
      if (code.startsWith('DT_')) {
        const d = dragon[Number(code.slice(3)) - 1]!;
        return option === 'D' ? d : orders - d;
      }
      const sums = sum12.map((k, s) => [s, k] as const);
      const where = (keep: (s: number) => boolean) => sums.reduce((t, [s, k]) => t + (keep(s) ? k : 0), 0);
      if (code === 'SUM12') return sum12[Number(option)]!;
      if (code === 'SUM12_BS') return where((s) => (option === 'B' ? s > 11 : s <= 11));
      return where((s) => s % 2 === (option === 'O' ? 1 : 0));
    };
    const counts = new Map(
      RACE_10.playTypes.flatMap((pt) =>
        optionsOf(pt).map((o) => [`${pt.code} ${o}`, count(pt.code, o)] as const),
      ),
    );
    expect(counts.get('SUM12_BS S')).toBe(orders * (50 / 90));
    expect(expectGameMatches(RACE_10, counts, orders)).toBe(10 * 10 + 5 * 2 + 17 + 2 + 2);
  });

  it('RACE10 win rules read exactly the places the enumeration counted', () => {
    const rng = createSeededTestRng('race-rules-vs-places');
    const type = (code: string) => RACE_10.playTypes.find((p) => p.code === code)!;
    const mismatches: string[] = [];
    const check = (code: string, option: string, result: DrawResult, wins: boolean) => {
      if (type(code).wins(option, result) !== (wins ? 1 : 0))
        mismatches.push(`${code} ${option} ${result.join(' ')}`);
    };
    for (let i = 0; i < 2_000; i++) {
      const result = RACE_10.draw(rng);
      const car = (place: number) => Number(result[place - 1]);
      for (let place = 1; place <= 10; place++)
        for (const option of optionsOf(type(`POS_${place}`)))
          check(`POS_${place}`, option, result, car(place) === Number(option));
      for (let n = 1; n <= 5; n++) check(`DT_${n}`, 'D', result, car(n) > car(11 - n));
      const s = car(1) + car(2);
      check('SUM12', String(s), result, true);
      check('SUM12_BS', 'B', result, s > 11);
      check('SUM12_OE', 'O', result, s % 2 === 1);
    }
    expect(mismatches).toEqual([]);
  });
});
