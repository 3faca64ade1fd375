import type { Rng } from '../../house-vendor/games/rng.js';

/**
 * Cards as numbers 0–51: rank = card mod 13 (0 is a two … 12 an ace), suit = ⌊card / 13⌋
 * (clubs, diamonds, hearts, spades). Shown as two letters, `As`, `Td`, `7h`.
 */
export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';
export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);
export const cardName = (card: number) => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;

/** A fresh 52-card deck shuffled by Fisher–Yates, each swap drawn with `rng.randomInt`. */
export function shuffledDeck(rng: Rng): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.randomInt(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}
