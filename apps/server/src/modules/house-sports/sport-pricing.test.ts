import { describe, expect, it } from 'vitest';
import { marketProbabilities } from './games/football-model.js';
import { marketsOf, type PricedEvent } from './sport-pricing.js';

const event = (over: Partial<PricedEvent> = {}): PricedEvent => ({
  id: '1',
  sport: 'VFOOTBALL',
  starts_at: new Date(0),
  duration_ms: 180_000,
  home_xg: 160,
  away_xg: 110,
  handicap_line: -5,
  total_line: 25,
  home_goals: 0,
  away_goals: 0,
  status: 'OPEN',
  suspended: false,
  ...over,
});

describe('in-play pricing', () => {
  it('never offers more than the margin allows at any moment of a step (every second of a match, any score)', () => {
    let worst = 0;
    for (const [home, away] of [
      [0, 0],
      [1, 0],
      [0, 2],
      [2, 2],
    ] as const)
      for (let ms = 0; ms < 180_000; ms += 1_000) {
        const e = event({ home_goals: home, away_goals: away });
        const elapsed = ms / 180_000;
        for (const m of marketsOf(e, ms)) {
          const fair = marketProbabilities(
            { homeXg: 1.6, awayXg: 1.1, homeGoals: home, awayGoals: away, elapsed },
            m.kind,
            m.line / 10,
          );
          for (const s of m.selections) if (s.odds) worst = Math.max(worst, (fair[s.code]! * s.odds) / 1000);
        }
      }
    // each selection's expected return stays at or below 1 / 1.05
    expect(worst).toBeLessThanOrEqual(1 / 1.05 + 1e-9);
  });

  it('stops the clock for a real match’s half-time interval', () => {
    const football = event({ sport: 'FOOTBALL', duration_ms: 105 * 60_000 });
    const odds = (minute: number) => marketsOf(football, minute * 60_000)[0]!.selections.map((s) => s.odds);
    expect(odds(46)).toEqual(odds(59)); // the interval
    expect(odds(59)).not.toEqual(odds(66)); // the second half runs
    expect(marketsOf(football, 104 * 60_000)[0]!.selections.some((s) => s.odds)).toBe(true);
    expect(marketsOf(football, 105 * 60_000)[0]!.selections.every((s) => s.odds === null)).toBe(true);
  });

  it('moves the odds at each five-minute step and at a goal, not in between', () => {
    const at = (ms: number, home = 0) =>
      marketsOf(event({ home_goals: home }), ms)[0]!.selections.map((s) => s.odds);
    const step = 180_000 / 18;
    expect(at(step + 100)).toEqual(at(2 * step - 100));
    expect(at(2 * step + 100)).not.toEqual(at(2 * step - 100));
    expect(at(step + 100, 1)).not.toEqual(at(step + 100));
  });
});
