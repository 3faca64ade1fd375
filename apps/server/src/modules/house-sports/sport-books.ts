import type { HOUSE_SPORTS_GAMES } from '../house-vendor/house-rounds.service.js';

/** The house's two books: one vendor each on the platform, one catalogue game each (decision 0058). */
export const BOOKS = {
  SPORTS: { vendor: 'HSPORTS', game: 'SPORTSBOOK' },
  ESPORTS: { vendor: 'HESPORTS', game: 'ESPORTSBOOK' },
} as const satisfies Record<string, { vendor: string; game: (typeof HOUSE_SPORTS_GAMES)[number] }>;
export type Book = keyof typeof BOOKS;
export const bookOfGame = (game: string): Book | undefined =>
  (Object.keys(BOOKS) as Book[]).find((b) => BOOKS[b].game === game);

/**
 * The sports a book offers: each one's match length in real time from kick-off to full time,
 * with the half-time interval inside it (the clock stops for it; virtual matches have none).
 */
export const SPORTS = {
  FOOTBALL: { book: 'SPORTS', durationMs: 105 * 60_000, halfTimeMs: 15 * 60_000 },
  VFOOTBALL: { book: 'SPORTS', durationMs: 3 * 60_000, halfTimeMs: 0 },
  ESOCCER: { book: 'ESPORTS', durationMs: 2 * 60_000, halfTimeMs: 0 },
} as const satisfies Record<string, { book: Book; durationMs: number; halfTimeMs: number }>;
export type Sport = keyof typeof SPORTS;

/** A bet pays at most this (minor units), whatever its odds: P 1,000,000.00. */
export const MAX_PAYOUT = 100_000_000n;
/** Legs of a parlay. */
export const PARLAY_LEGS = { min: 2, max: 10 } as const;
/** What a cash-out keeps of the bet's fair value now: 95 %. */
export const CASH_OUT_SHARE_BP = 9_500n;

/**
 * The odds of a bet (thousandths): a parlay's are the product of its legs', rounded down once.
 * A void leg counts 1.000.
 */
export function combinedOdds(legOdds: readonly number[]): bigint {
  let product = 1000n;
  for (const o of legOdds) product = (product * BigInt(o)) / 1000n;
  return product;
}
