/**
 * What switching the kind of a new promotion puts back, so the form never holds a value its kind
 * refuses (a saved promotion's kind never changes).
 */
import { PROMOTION_REPEATS } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from './promotion-form';

type Kind = PromotionForm['kind'];
type Art = PromotionForm['art'];

/**
 * The repeat a kind starts with when the operator switches to it: cashback is paid per day or
 * week (weekly is the common offer), a lucky wheel's tickets count per day (a daily spin is the
 * common offer), a red-envelope rain falls every day, the other kinds start at once per player (a
 * sign-up bonus stays there).
 */
export const repeatOnSwitch = (kind: Kind): PromotionForm['repeat'] =>
  kind === 'CASHBACK' ? 'WEEKLY' : kind === 'LUCKY_WHEEL' || kind === 'RED_ENVELOPE' ? 'DAILY' : 'ONCE';

/** The art that belongs to a kind: the wheel's and the rain's are drawn for them. */
const KIND_ART: Partial<Record<Kind, Art>> = { LUCKY_WHEEL: 'wheel', RED_ENVELOPE: 'envelope' };

/**
 * The art a kind switches to: a wheel wears the wheel, a rain the envelope; leaving either, the
 * default art (another kind's own art would mislabel the card).
 */
export function artOnSwitch(kind: Kind, art: Art): Art {
  const own = KIND_ART[kind];
  if (own !== undefined) return own;
  return Object.values(KIND_ART).includes(art) ? 'welcome' : art;
}

/**
 * The repeats a kind may use: the contract refuses ONCE for cashback, anything but ONCE for a
 * sign-up bonus and anything but DAILY for a red-envelope rain, so they are not offered. A lucky
 * wheel takes any: its tickets count over the whole promotion, or per day or week.
 */
export function repeatsOf(kind: Kind): readonly PromotionForm['repeat'][] {
  if (kind === 'CASHBACK') return PROMOTION_REPEATS.filter((r) => r !== 'ONCE');
  if (kind === 'SIGN_UP') return ['ONCE'];
  if (kind === 'RED_ENVELOPE') return ['DAILY'];
  return PROMOTION_REPEATS;
}
