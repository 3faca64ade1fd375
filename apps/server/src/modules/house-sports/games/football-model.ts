/**
 * The sportsbook's pricing model for football and e-soccer (docs/house-games.md, "Sportsbook"):
 * each side scores as an independent Poisson process at its expected goals per match, so the goals
 * still to come in a match that is `elapsed` through are Poisson with mean λ × (1 − elapsed). From
 * the current score and those means comes the distribution of the final score, and from it every
 * market's probabilities; odds add the book's margin (overround) in proportion.
 */

/**
 * Goals per side beyond this are counted as this many (their chance is 2 × 10⁻⁵ at λ 4 and 0.14 % at
 * λ 6, the most an operator may enter; no market line reaches 15, so none is priced wrong by it).
 */
const MAX_GOALS = 15;

export type MarketKind = '1X2' | 'HANDICAP' | 'TOTAL';
export type SelectionCode = 'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER';

export interface MatchState {
  homeXg: number;
  awayXg: number;
  homeGoals: number;
  awayGoals: number;
  /** The share of the match played, 0 (kick-off) to 1 (full time). */
  elapsed: number;
}

function poisson(mean: number): number[] {
  const p = new Array<number>(MAX_GOALS + 1).fill(0);
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    p[k] = term;
    sum += term;
    term *= mean / (k + 1);
  }
  p[MAX_GOALS] = Math.max(0, 1 - sum);
  return p;
}

/** P(final home goals − final away goals = d) and P(final total = n), from the goals still to come. */
export function finalScoreOdds(s: MatchState) {
  const left = Math.max(0, 1 - s.elapsed);
  const home = poisson(s.homeXg * left);
  const away = poisson(s.awayXg * left);
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  for (let h = 0; h <= MAX_GOALS; h++)
    for (let a = 0; a <= MAX_GOALS; a++) {
      const p = home[h]! * away[a]!;
      if (p === 0) continue;
      const d = s.homeGoals + h - (s.awayGoals + a);
      const n = s.homeGoals + h + s.awayGoals + a;
      diff.set(d, (diff.get(d) ?? 0) + p);
      total.set(n, (total.get(n) ?? 0) + p);
    }
  return { diff, total };
}

/**
 * The probabilities of a market's selections. Handicap and total lines are half-lines (…, −1.5,
 * −0.5, 0.5, …) so no bet is ever a push: HOME covers when home − away + line > 0; OVER wins when
 * the total is above the line.
 */
export function marketProbabilities(
  s: MatchState,
  kind: MarketKind,
  line: number,
): Partial<Record<SelectionCode, number>> {
  const { diff, total } = finalScoreOdds(s);
  const sum = (m: Map<number, number>, keep: (k: number) => boolean) =>
    [...m].reduce((acc, [k, p]) => acc + (keep(k) ? p : 0), 0);
  if (kind === '1X2')
    return { HOME: sum(diff, (d) => d > 0), DRAW: sum(diff, (d) => d === 0), AWAY: sum(diff, (d) => d < 0) };
  if (kind === 'HANDICAP') {
    const home = sum(diff, (d) => d + line > 0);
    return { HOME: home, AWAY: 1 - home };
  }
  const over = sum(total, (n) => n > line);
  return { OVER: over, UNDER: 1 - over };
}

/** Whether a selection won, from the final score. */
export function selectionWins(
  kind: MarketKind,
  line: number,
  code: SelectionCode,
  home: number,
  away: number,
): boolean {
  if (kind === '1X2') return code === (home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW');
  if (kind === 'HANDICAP') return code === (home - away + line > 0 ? 'HOME' : 'AWAY');
  return code === (home + away > line ? 'OVER' : 'UNDER');
}

/** Decimal odds are kept in thousandths (2.150 = 2150); the lowest the book offers is 1.01. */
export const MIN_ODDS = 1010;
/** A selection likelier than this is not offered (its odds would be below the minimum). */
const MAX_PROBABILITY = 0.97;

/**
 * The book's odds of each selection: 1 / (p × (1 + margin)), rounded down to the thousandth (the
 * rounding only adds to the margin); null where the selection is too likely or impossible to offer.
 */
export function oddsOf(
  probabilities: Partial<Record<SelectionCode, number>>,
  marginBp: number,
): Partial<Record<SelectionCode, number | null>> {
  const out: Partial<Record<SelectionCode, number | null>> = {};
  for (const [code, p] of Object.entries(probabilities) as [SelectionCode, number][]) {
    if (!(p > 0.0001) || p > MAX_PROBABILITY) {
      out[code] = null;
      continue;
    }
    const odds = Math.floor(1000 / (p * (1 + marginBp / 10_000)));
    out[code] = odds >= MIN_ODDS ? odds : null;
  }
  return out;
}

/** The half-line nearest an even market, for the handicap (home's line) or the total, at pricing time. */
export function balancedLine(s: MatchState, kind: 'HANDICAP' | 'TOTAL'): number {
  const lines = kind === 'HANDICAP' ? [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5] : [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
  let best = lines[0]!;
  let gap = Infinity;
  for (const line of lines) {
    const p = marketProbabilities(s, kind, line);
    const g = Math.abs((kind === 'HANDICAP' ? p.HOME! : p.OVER!) - 0.5);
    if (g < gap) [best, gap] = [line, g];
  }
  return best;
}
