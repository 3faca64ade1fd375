import { rankOf, suitOf } from './cards.js';

/** Hand categories, weakest first; a hand's score orders hands of any category. */
export const CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface HandRank {
  score: number;
  category: Category;
  /** The five cards that make the hand. */
  cards: number[];
}

/** The score of five cards: category, then the ranks that break ties, in base 13. */
export function scoreFive(cards: readonly number[]): number {
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Ranks by count, then by rank: the order in which they break ties.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const distinct = groups.length === 5;
  // A wheel (A-2-3-4-5) is a five-high straight.
  const wheel = distinct && ranks[0] === 12 && ranks[1] === 3;
  const straight = distinct && (ranks[0]! - ranks[4]! === 4 || wheel);
  const high = wheel ? 3 : ranks[0]!;
  let category: number;
  let tiebreak: number[];
  if (straight && flush) [category, tiebreak] = [8, [high]];
  else if (groups[0]![1] === 4) [category, tiebreak] = [7, groups.map((g) => g[0])];
  else if (groups[0]![1] === 3 && groups[1]![1] === 2) [category, tiebreak] = [6, groups.map((g) => g[0])];
  else if (flush) [category, tiebreak] = [5, ranks];
  else if (straight) [category, tiebreak] = [4, [high]];
  else if (groups[0]![1] === 3) [category, tiebreak] = [3, groups.map((g) => g[0])];
  else if (groups[0]![1] === 2 && groups[1]![1] === 2) [category, tiebreak] = [2, groups.map((g) => g[0])];
  else if (groups[0]![1] === 2) [category, tiebreak] = [1, groups.map((g) => g[0])];
  else [category, tiebreak] = [0, ranks];
  let score = category;
  for (let i = 0; i < 5; i++) score = score * 13 + (tiebreak[i] ?? 0);
  return score;
}

const categoryOf = (score: number): Category => CATEGORIES[Math.floor(score / 13 ** 5)]!;

/** The best five of five to seven cards (every choice of five is scored: 21 for seven). */
export function bestHand(cards: readonly number[]): HandRank {
  let best: HandRank | null = null;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const five = [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!];
            const score = scoreFive(five);
            if (!best || score > best.score) best = { score, category: categoryOf(score), cards: five };
          }
  if (!best) throw new RangeError('bestHand needs at least five cards');
  return best;
}
