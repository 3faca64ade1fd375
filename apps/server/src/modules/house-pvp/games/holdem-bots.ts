import type { Rng } from '../../house-vendor/games/rng.js';
import { rankOf, suitOf } from './cards.js';
import { bestHand, CATEGORIES } from './hand-rank.js';
import { boardShown, legalActions, type Action, type Hand } from './holdem.js';

/**
 * A seat-filling bot's move: a plain, readable policy (bots are labelled as bots and play to keep
 * a table going, not to beat people). It sees only its own cards and the board, like any player.
 * Strength 0–1: before the flop from the two cards, after it from the made hand.
 */
export function botAction(h: Hand, seat: number, rng: Rng): Action {
  const legal = legalActions(h).map((a) => a.action);
  const me = h.players.find((p) => p.seat === seat)!;
  const strength =
    h.street === 'PREFLOP' ? startingStrength(me.holes) : madeStrength([...me.holes, ...boardShown(h)]);
  const roll = rng.randomFloat();
  const aggressive = legal.includes('raise') ? 'raise' : legal.includes('bet') ? 'bet' : null;
  if (aggressive && strength > 0.75 && roll < 0.8) return aggressive;
  if (aggressive && strength > 0.5 && roll < 0.25) return aggressive;
  if (legal.includes('check')) return aggressive && roll < 0.06 ? aggressive : 'check';
  // Facing a bet: call with something, sometimes with nothing; fold the rest.
  if (strength > 0.35 || roll < 0.15) return 'call';
  return 'fold';
}

function startingStrength([a, b]: [number, number]): number {
  const [hi, lo] = [Math.max(rankOf(a), rankOf(b)), Math.min(rankOf(a), rankOf(b))];
  let s = (hi + lo) / 24;
  if (hi === lo) s = 0.55 + hi / 28;
  if (suitOf(a) === suitOf(b)) s += 0.06;
  if (hi - lo === 1) s += 0.04;
  return Math.min(1, s);
}

function madeStrength(cards: number[]): number {
  const category = CATEGORIES.indexOf(bestHand(cards).category);
  return Math.min(1, [0.2, 0.5, 0.75, 0.85, 0.9, 0.92, 0.97, 1, 1][category]!);
}
