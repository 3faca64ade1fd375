import type { Rng } from '../../house-vendor/games/rng.js';

export interface Goal {
  /** The match minute of the goal, 1–90. */
  minute: number;
  side: 'HOME' | 'AWAY';
}

/** A Poisson draw by inversion (means here are below 5, so the loop is short). */
function poissonDraw(rng: Rng, mean: number): number {
  const u = rng.randomFloat();
  let k = 0;
  let term = Math.exp(-mean);
  let cdf = term;
  while (u >= cdf && k < 30) {
    k++;
    term *= mean / k;
    cdf += term;
  }
  return k;
}

/**
 * A virtual match's goals, fixed from its committed seed before kick-off (the simulated feed): each
 * side's count is Poisson at its expected goals, each goal at a uniform minute — the same model the
 * book prices with, so a virtual market returns exactly the book's published return.
 */
export function virtualGoals(rng: Rng, homeXg: number, awayXg: number): Goal[] {
  const goals: Goal[] = [];
  for (const [side, mean] of [
    ['HOME', homeXg],
    ['AWAY', awayXg],
  ] as const) {
    const count = poissonDraw(rng, mean);
    for (let i = 0; i < count; i++) goals.push({ minute: rng.randomInt(90) + 1, side });
  }
  return goals.sort((a, b) => a.minute - b.minute || (a.side === b.side ? 0 : a.side === 'HOME' ? -1 : 1));
}

/** The score after `minute` (goals in that minute or before). */
export function scoreAt(goals: readonly Goal[], minute: number) {
  let home = 0;
  let away = 0;
  for (const g of goals) {
    if (g.minute > minute) break;
    if (g.side === 'HOME') home++;
    else away++;
  }
  return { home, away };
}

/** A virtual fixture's teams and expected goals (two decimals), from its seed. */
export function virtualFixture(rng: Rng, teams: readonly string[]) {
  const home = rng.randomInt(teams.length);
  let away = rng.randomInt(teams.length - 1);
  if (away >= home) away++;
  return {
    home: teams[home]!,
    away: teams[away]!,
    homeXg: 0.8 + rng.randomInt(29) * 0.05,
    awayXg: 0.6 + rng.randomInt(25) * 0.05,
  };
}
