/**
 * What switching the kind of a new promotion puts back, so the form never holds a value its kind
 * refuses (a saved promotion's kind never changes).
 */
import { PROMOTION_REPEATS } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from './promotion-form';

type Kind = PromotionForm['kind'];
type Art = PromotionForm['art'];

/** Kinds that count per day by default: a daily spin, a daily rain and a daily draw are the common offers. */
const DAILY_KINDS: ReadonlySet<Kind> = new Set(['LUCKY_WHEEL', 'RED_ENVELOPE', 'RAFFLE']);

/**
 * The repeat a kind starts with when the operator switches to it: cashback is paid per day or
 * week (weekly is the common offer), a lucky wheel's tickets and a prize draw's entries count per
 * day, a red-envelope rain falls every day, the other kinds start at once per player (a sign-up
 * bonus stays there).
 */
export const repeatOnSwitch = (kind: Kind): PromotionForm['repeat'] =>
  kind === 'CASHBACK' ? 'WEEKLY' : DAILY_KINDS.has(kind) ? 'DAILY' : 'ONCE';

/** The art that belongs to a kind: the wheel's, the rain's and the draw's are drawn for them. */
const KIND_ART: Partial<Record<Kind, Art>> = {
  LUCKY_WHEEL: 'wheel',
  RED_ENVELOPE: 'envelope',
  RAFFLE: 'raffle',
};

/**
 * The art a kind switches to: a wheel wears the wheel, a rain the envelope, a draw the raffle;
 * leaving one, the default art (another kind's own art would mislabel the card).
 */
export function artOnSwitch(kind: Kind, art: Art): Art {
  const own = KIND_ART[kind];
  if (own !== undefined) return own;
  return Object.values(KIND_ART).includes(art) ? 'welcome' : art;
}

/**
 * The repeats a kind may use: the contract refuses ONCE for cashback and a prize draw (both are
 * settled after each day or week), anything but ONCE for a sign-up bonus and anything but DAILY
 * for a red-envelope rain, so they are not offered. A lucky wheel takes any: its tickets count
 * over the whole promotion, or per day or week.
 */
export function repeatsOf(kind: Kind): readonly PromotionForm['repeat'][] {
  if (kind === 'CASHBACK' || kind === 'RAFFLE') return PROMOTION_REPEATS.filter((r) => r !== 'ONCE');
  if (kind === 'SIGN_UP') return ['ONCE'];
  if (kind === 'RED_ENVELOPE') return ['DAILY'];
  return PROMOTION_REPEATS;
}
