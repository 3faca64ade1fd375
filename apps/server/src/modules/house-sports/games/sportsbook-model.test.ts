import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import {
  balancedLine,
  marketProbabilities,
  oddsOf,
  selectionWins,
  type MarketKind,
  type MatchState,
} from './football-model.js';
import { scoreAt, virtualFixture, virtualGoals } from './virtual-match.js';

const kickOff = (homeXg: number, awayXg: number): MatchState => ({
  homeXg,
  awayXg,
  homeGoals: 0,
  awayGoals: 0,
  elapsed: 0,
});
const Z99 = 2.575829304;

describe('football pricing model', () => {
  it('prices 1X2 from independent Poisson goals (λ 1.5 v 1.0)', () => {
    const p = marketProbabilities(kickOff(1.5, 1.0), '1X2', 0);
    // the same sums done independently (Python, 30 goals a side): 0.4879 / 0.2598 / 0.2522
    expect(p.HOME).toBeCloseTo(0.4879, 4);
    expect(p.DRAW).toBeCloseTo(0.2598, 4);
    expect(p.AWAY).toBeCloseTo(0.2522, 4);
    expect(p.HOME! + p.DRAW! + p.AWAY!).toBeCloseTo(1, 9);
    expect(marketProbabilities(kickOff(1.5, 1.0), 'TOTAL', 2.5).OVER).toBeCloseTo(1 - 0.5438, 3);
  });

  it('moves in play with the score and the time left, and is certain at full time', () => {
    const leading = { ...kickOff(1.5, 1.0), homeGoals: 1, elapsed: 0.5 };
    expect(marketProbabilities(leading, '1X2', 0).HOME).toBeGreaterThan(0.6);
    const over = { ...kickOff(1.5, 1.0), homeGoals: 2, awayGoals: 1, elapsed: 1 };
    expect(marketProbabilities(over, 'TOTAL', 2.5).OVER).toBe(1);
    expect(oddsOf(marketProbabilities(over, 'TOTAL', 2.5), 500)).toEqual({ OVER: null, UNDER: null });
    expect(marketProbabilities({ ...over, elapsed: 1 }, 'HANDICAP', -1.5).HOME).toBe(0);
  });

  it('adds the margin as an overround: Σ 1/odds = 1 + margin (less the rounding down)', () => {
    const odds = oddsOf(marketProbabilities(kickOff(1.4, 1.2), '1X2', 0), 500);
    const overround = Object.values(odds).reduce<number>((s, o) => s + 1000 / o!, 0);
    expect(overround).toBeGreaterThanOrEqual(1.05);
    expect(overround).toBeLessThan(1.052);
  });

  it('settles selections from the final score on half-lines (no pushes)', () => {
    expect(selectionWins('1X2', 0, 'DRAW', 1, 1)).toBe(true);
    expect(selectionWins('HANDICAP', -1.5, 'HOME', 2, 0)).toBe(true);
    expect(selectionWins('HANDICAP', -1.5, 'AWAY', 1, 0)).toBe(true);
    expect(selectionWins('TOTAL', 2.5, 'OVER', 2, 1)).toBe(true);
    expect(selectionWins('TOTAL', 2.5, 'UNDER', 1, 1)).toBe(true);
    expect(balancedLine(kickOff(2.5, 0.6), 'HANDICAP')).toBe(-1.5);
  });

  it('returns the published 1 / (1 + margin) on virtual matches (10^5 seeded matches, 99 % interval)', () => {
    const rng = createSeededTestRng('virtual-football');
    const n = 100_000;
    const margin = 500;
    const published = 1 / 1.05;
    // the fixtures' expected goals come from a small grid: each market is priced once per pair
    const priced = new Map<string, { line: number; odds: ReturnType<typeof oddsOf> }>();
    const priceOf = (kind: MarketKind, homeXg: number, awayXg: number) => {
      const key = `${kind}:${homeXg}:${awayXg}`;
      let p = priced.get(key);
      if (!p) {
        const state = kickOff(homeXg, awayXg);
        const line = kind === '1X2' ? 0 : balancedLine(state, kind);
        p = { line, odds: oddsOf(marketProbabilities(state, kind, line), margin) };
        priced.set(key, p);
      }
      return p;
    };
    for (const kind of ['1X2', 'HANDICAP', 'TOTAL'] as MarketKind[]) {
      let staked = 0;
      let returned = 0;
      let sumSq = 0;
      for (let i = 0; i < n; i++) {
        const f = virtualFixture(rng, ['A', 'B', 'C', 'D']);
        const { line, odds } = priceOf(kind, f.homeXg, f.awayXg);
        const goals = virtualGoals(rng, f.homeXg, f.awayXg);
        const final = scoreAt(goals, 90);
        for (const [code, o] of Object.entries(odds)) {
          if (!o) continue;
          const win = selectionWins(kind, line, code as never, final.home, final.away) ? o / 1000 : 0;
          staked++;
          returned += win;
          sumSq += win * win;
        }
      }
      const mean = returned / staked;
      const sd = Math.sqrt(sumSq / staked - mean * mean);
      // the rounding down of odds takes at most 0.1 % more; the interval is the sampling error
      expect(mean).toBeLessThan(published + Z99 * (sd / Math.sqrt(staked)));
      expect(mean).toBeGreaterThan(published - 0.002 - Z99 * (sd / Math.sqrt(staked)));
    }
  });

  it('draws each side’s virtual goals as Poisson at its expected goals, at uniform minutes', () => {
    const rng = createSeededTestRng('virtual-goals');
    const n = 200_000;
    let home = 0;
    let firstHalf = 0;
    let goals = 0;
    for (let i = 0; i < n; i++) {
      const g = virtualGoals(rng, 1.6, 0.9);
      home += g.filter((x) => x.side === 'HOME').length;
      firstHalf += g.filter((x) => x.minute <= 45).length;
      goals += g.length;
      for (let k = 1; k < g.length; k++) expect(g[k]!.minute).toBeGreaterThanOrEqual(g[k - 1]!.minute);
    }
    // mean 1.6 with SD √1.6 per match
    expect(Math.abs(home / n - 1.6)).toBeLessThan(Z99 * Math.sqrt(1.6 / n));
    expect(Math.abs(firstHalf / goals - 0.5)).toBeLessThan(Z99 * Math.sqrt(0.25 / goals));
  });
});
