import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { chiSquareCritical99 } from '../../house-vendor/games/rng-statistics.js';
import { bankerDraws, dealFromShoe, payoutOf, playCoup, SPOTS, type Card, type Deal } from './baccarat.js';
import { exactBaccaratOdds } from './baccarat-odds.js';
import { bigRoad } from './baccarat-roads.js';

/** A coup dealt from these ranks in order (suits do not matter to the rules). */
const coup = (...ranks: number[]) => {
  const cards = ranks.map((rank): Card => ({ rank, suit: 'S' }));
  return playCoup(() => cards.shift()!);
};
const Z99 = 2.575829304;

describe('baccarat rules', () => {
  it('stands both hands on a natural', () => {
    const d = coup(9, 3, 10, 3); // player 9, banker 6
    expect([d.player.length, d.banker.length, d.winner]).toEqual([2, 2, 'PLAYER']);
    expect(coup(2, 4, 5, 4).winner).toBe('BANKER'); // banker natural 8 beats 7
  });

  it('draws the player on 0–5 and stands on 6–7', () => {
    expect(coup(2, 10, 3, 7, 4, 9).player.length).toBe(3); // player 5 draws
    expect(coup(3, 10, 3, 7).player.length).toBe(2); // player 6 stands, banker 7 stands
  });

  it('follows the banker tableau against the third card', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect([1, 2, 7, 8].map((p) => bankerDraws(4, p))).toEqual([false, true, true, false]);
    expect([3, 4, 7, 8].map((p) => bankerDraws(5, p))).toEqual([false, true, true, false]);
    expect([5, 6, 7, 8].map((p) => bankerDraws(6, p))).toEqual([false, true, true, false]);
    expect(bankerDraws(7, 0)).toBe(false);
    expect([bankerDraws(5, null), bankerDraws(6, null)]).toEqual([true, false]);
    // player 1+2=3 draws a 6 (9); banker 3+3=6 draws against a 6: 6+1=7; player wins 9–7
    const d = coup(1, 3, 2, 3, 6, 1);
    expect([d.playerTotal, d.bankerTotal, d.banker.length, d.winner]).toEqual([9, 7, 3, 'PLAYER']);
  });

  it('marks pairs by rank and pays each spot its odds', () => {
    const d = coup(13, 5, 13, 2, 1, 1); // K K (0) draws A = 1; banker 7 stands → banker, player pair
    expect([d.playerPair, d.bankerPair, d.winner]).toEqual([true, false, 'BANKER']);
    expect(payoutOf({ BANKER: 1001n, PLAYER_PAIR: 100n, TIE: 50n }, d)).toBe(1951n + 1200n); // 1951.95 floored
    const tie: Deal = { ...d, winner: 'TIE', playerPair: false };
    expect(payoutOf({ PLAYER: 100n, BANKER: 100n, TIE: 100n }, tie)).toBe(100n + 100n + 900n);
  });
});

describe('baccarat odds', () => {
  it('matches the published eight-deck probabilities exactly', () => {
    const odds = exactBaccaratOdds();
    expect(odds.counts.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(odds.probability.banker).toBeCloseTo(0.458597, 6);
    expect(odds.probability.player).toBeCloseTo(0.446247, 6);
    expect(odds.probability.tie).toBeCloseTo(0.095156, 6);
    // house edges: banker 1.06 %, player 1.24 %, tie 14.36 %, pairs 10.36 %
    expect(odds.rtp.BANKER).toBeCloseTo(0.98942, 5);
    expect(odds.rtp.PLAYER).toBeCloseTo(0.98765, 5);
    expect(odds.rtp.TIE).toBeCloseTo(0.8564, 5);
    expect(odds.rtp.PLAYER_PAIR).toBeCloseTo(0.896386, 6);
  });

  it('deals outcomes and returns within the 99 % interval of the exact figures (10^6 seeded coups)', () => {
    const { probability, rtp } = exactBaccaratOdds();
    const n = 1_000_000;
    const rng = createSeededTestRng('baccarat-simulation');
    const seen = { PLAYER: 0, BANKER: 0, TIE: 0, playerPair: 0, bankerPair: 0 };
    const returned = Object.fromEntries(SPOTS.map((s) => [s, 0n])) as Record<(typeof SPOTS)[number], bigint>;
    for (let i = 0; i < n; i++) {
      const d = dealFromShoe(rng);
      seen[d.winner]++;
      if (d.playerPair) seen.playerPair++;
      if (d.bankerPair) seen.bankerPair++;
      for (const spot of SPOTS) returned[spot] += payoutOf({ [spot]: 100n }, d);
    }
    const within = (count: number, p: number) =>
      expect(Math.abs(count / n - p)).toBeLessThan(Z99 * Math.sqrt((p * (1 - p)) / n));
    within(seen.PLAYER, probability.player);
    within(seen.BANKER, probability.banker);
    within(seen.TIE, probability.tie);
    within(seen.playerPair, probability.pair);
    within(seen.bankerPair, probability.pair);
    // each spot's return: its SD per unit is at most 3.3 (the pairs), so ±0.01 is over 3 SD of the mean
    for (const spot of SPOTS)
      expect(Math.abs(Number(returned[spot]) / (100 * n) - rtp[spot])).toBeLessThan(0.01);
  });

  it('draws every card of the shoe alike (chi-square on the first card)', () => {
    const rng = createSeededTestRng('baccarat-first-card');
    const counts = new Array<number>(52).fill(0);
    for (let i = 0; i < 208_000; i++) {
      const c = dealFromShoe(rng).player[0]!;
      counts[c.rank - 1 + 13 * ['S', 'H', 'D', 'C'].indexOf(c.suit)]!++;
    }
    const expected = 208_000 / 52;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(chiSquareCritical99(51)); // 77.4: the 99th percentile, 51 degrees of freedom
  });
});

describe('big road', () => {
  const road = (s: string) =>
    bigRoad([...s].map((c) => (c === 'B' ? 'BANKER' : c === 'P' ? 'PLAYER' : 'TIE'))).map(
      (c) => `${c.winner[0]}${c.col}${c.row}${c.ties ? `+${c.ties}` : ''}`,
    );

  it('goes down a streak and starts a new column on a change, ties marked on the cell before', () => {
    expect(road('BBPTTPB')).toEqual(
      ['B00', 'B01', 'P10', 'P11', 'B20'].map((c, i) => (i === 2 ? 'P10+2' : c)),
    );
    expect(road('TBP')).toEqual(['B00+1', 'P10']);
  });

  it('turns right along the bottom row after six (the dragon tail)', () => {
    expect(road('BBBBBBBBP')).toEqual(['B00', 'B01', 'B02', 'B03', 'B04', 'B05', 'B15', 'B25', 'P10']);
  });

  it('turns right when the cell below is taken by an earlier tail', () => {
    // B×7 leaves a tail at (1,5); P×6 from column 1 meets it at row 5 and turns at row 4
    expect(road('BBBBBBBPPPPPP').slice(7)).toEqual(['P10', 'P11', 'P12', 'P13', 'P14', 'P24']);
  });
});
