import type { PromotionReward } from '@bet/contracts/promotions/promotions';

/** A red-envelope rain's reward (its times, length, budget and envelopes of each rain). */
export type RainReward = Extract<PromotionReward, { kind: 'RED_ENVELOPE' }>;

/** The envelopes the rain dialog drops: each one a button, any of them grabs the player's one. */
export const ENVELOPES_SHOWN = 8;

/** Small envelopes that fall behind the buttons, for the look only (aria-hidden). */
export const DRIFTS_SHOWN = 10;

/**
 * Grabbing answers these when there is nothing (more) to grab: the rain has ended or its
 * envelopes are all taken, the player has one from this rain, the promotion's budget is spent.
 * Each is said the rain's way, and none is worth a second try: the envelopes stay closed.
 */
const RAIN_ERROR_KEYS: ReadonlyMap<string, string> = new Map([
  ['promotion.nothing.to.claim', 'promotions.rain.error.over'],
  ['promotion.already.claimed', 'promotions.rain.error.grabbed'],
  ['promotion.budget.exhausted', 'promotions.rain.error.budget'],
]);

/** The rain's own words for an error code that ends the grabbing, else null (say it as usual). */
export const rainErrorKey = (code: string): string | null => RAIN_ERROR_KEYS.get(code) ?? null;

/** Minor units of an API amount (2 decimals at most), for exact arithmetic. */
const minor = (amount: number): number => Math.round(amount * 100);

/** The average envelope of a rain, its budget over its envelopes, rounded down to the cent. */
export function averageEnvelope(reward: RainReward): number {
  if (reward.envelopes <= 0) return 0;
  return Math.floor(minor(reward.rainBudget) / reward.envelopes) / 100;
}

/** The share of a rain's envelopes still there, for the bar (0 when it has none). */
export const envelopesLeftShare = (left: number, envelopes: number): number =>
  envelopes > 0 ? Math.min(100, Math.max(0, (left / envelopes) * 100)) : 0;

/**
 * Where the dialog's envelopes fall from and how: a fixed, uneven pattern (no randomness in a
 * render) of delays and durations, so they do not land in step. Seconds.
 */
export const envelopeFall = (index: number): { delay: number; duration: number } => ({
  delay: ((index * 37) % 9) / 10,
  duration: 0.9 + ((index * 53) % 5) / 10,
});

/**
 * The falling decoration: each drift's column (percent of the stage), delay and duration (s). It
 * falls twice (rain-dialog.css): at most 0.6 + 2 × 2 s, under the five seconds after which moving
 * content needs a way to stop it; then only the envelopes remain, at rest.
 */
export const driftOf = (index: number): { left: number; delay: number; duration: number } => ({
  left: ((index * 41) % 93) + 2,
  delay: ((index * 29) % 7) / 10,
  duration: 1.4 + ((index * 17) % 7) / 10,
});
