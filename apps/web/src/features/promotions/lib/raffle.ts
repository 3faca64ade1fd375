import { pageLanguage } from '@/shared/lib/money';
import type { TFunction } from 'i18next';
import type { PromotionRepeat } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionReward } from '@bet/contracts/promotions/promotions';

/** A prize draw's reward (what earns entries, and its ranked prizes). */
export type RaffleReward = Extract<PromotionReward, { kind: 'RAFFLE' }>;

/** Minor units of an API amount (2 decimals at most), for exact sums. */
const minor = (amount: number): number => Math.round(amount * 100);

/** The draw's largest prize (the 1st rank's, unless an operator ranked them otherwise): the headline. */
export const raffleTopPrize = (reward: RaffleReward): number =>
  reward.prizes.reduce((most, prize) => Math.max(most, prize.amount), 0);

/** The winners of one draw, every rank's together. */
export const raffleWinners = (reward: RaffleReward): number =>
  reward.prizes.reduce((sum, prize) => sum + prize.winners, 0);

/** What one draw pays in all, Σ amount × winners, summed in cents (no float drift). */
export const rafflePaidPerDraw = (reward: RaffleReward): number =>
  reward.prizes.reduce((sum, prize) => sum + minor(prize.amount) * prize.winners, 0) / 100;

/**
 * The period a draw's entries are counted over and drawn after: the contract refuses ONCE for a
 * draw, so anything but DAILY reads as the week rather than as a missing text.
 */
export const rafflePeriod = (repeat: PromotionRepeat): 'DAILY' | 'WEEKLY' =>
  repeat === 'DAILY' ? 'DAILY' : 'WEEKLY';

/** The ordinal forms the catalogues spell (English's 1st, 2nd, 3rd, 4th); any other reads as `other`. */
const RANK_FORMS = new Set(['one', 'two', 'few']);
const ordinalRules = new Map<string, Intl.PluralRules | null>();
function ordinalForm(rank: number, lang: string): string {
  if (!ordinalRules.has(lang)) {
    let rules: Intl.PluralRules | null = null;
    try {
      rules = new Intl.PluralRules(lang || undefined, { type: 'ordinal' });
    } catch {
      /* an unknown tag: every rank reads as `other` */
    }
    ordinalRules.set(lang, rules);
  }
  const form = ordinalRules.get(lang)?.select(rank) ?? 'other';
  return RANK_FORMS.has(form) ? form : 'other';
}

/**
 * A prize's rank in words ("1st", "2nd", "第1名"). The ordinal form comes from the page's
 * language (`<html lang>`, a real tag, where the catalogue's folder name is not: `cn`, `ty`), the
 * words from the catalogue: languages without English's forms give them all the same text.
 */
export const rankText = (t: TFunction, rank: number, lang: string = pageLanguage()): string =>
  t(`promotions.raffle.rank.${ordinalForm(rank, lang)}`, { rank });
