import type { Language } from '@bet/contracts/constants';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type {
  PromotionCard,
  PromotionReward,
  RainProgress,
  WheelProgress,
} from '@bet/contracts/promotions/promotions';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';
import type { PromotionRow } from './promotions.repo.js';
import type { StateOf } from './promotion-state.js';
import type { RainStanding } from './draw-facts.js';
import type { WheelTickets } from './wheel-tickets.js';

export interface PromotionTexts {
  title: string;
  summary: string;
  rules: string;
}

/** The texts in the asked language, else English (which every promotion has). */
export function textsIn(
  texts: { promotion_id: number; language: string; title: string; summary: string; rules: string }[],
  promotionId: number,
  language: Language,
): PromotionTexts {
  const own = texts.filter((t) => t.promotion_id === promotionId);
  const t = own.find((x) => x.language === language) ?? own.find((x) => x.language === 'EN') ?? own[0];
  return { title: t?.title ?? '', summary: t?.summary ?? '', rules: t?.rules ?? '' };
}

/** Stored rules (minor units) as the wire's reward (amounts). */
export function rewardOf(rules: StoredPromotionRules): PromotionReward {
  switch (rules.kind) {
    case 'DEPOSIT_BONUS':
      return {
        kind: 'DEPOSIT_BONUS',
        deposit: rules.deposit,
        percent: rules.percent,
        cap: fromMinor(BigInt(rules.capMinor)),
        minDeposit: fromMinor(BigInt(rules.minDepositMinor)),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'BONUS_CODE':
      return {
        kind: 'BONUS_CODE',
        amount: fromMinor(BigInt(rules.amountMinor)),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'CASHBACK':
      return {
        kind: 'CASHBACK',
        basis: rules.basis,
        category: rules.category,
        percent: rules.percent,
        cap: fromMinor(BigInt(rules.capMinor)),
        minimum: fromMinor(BigInt(rules.minimumMinor)),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'APPLICATION':
      return {
        kind: 'APPLICATION',
        maxAmount: fromMinor(BigInt(rules.maxAmountMinor)),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'SIGN_UP':
      return {
        kind: 'SIGN_UP',
        amount: fromMinor(BigInt(rules.amountMinor)),
        turnoverMultiple: rules.turnoverMultiple,
        requires: rules.requires,
      };
    case 'LUCKY_WHEEL': {
      const total = rules.prizes.reduce((sum, p) => sum + p.weight, 0);
      return {
        kind: 'LUCKY_WHEEL',
        basis: rules.basis,
        ticketStep: fromMinor(BigInt(rules.ticketStepMinor)),
        ticketsMax: rules.ticketsMax,
        turnoverMultiple: rules.turnoverMultiple,
        prizes: rules.prizes.map((p) => ({
          amount: fromMinor(BigInt(p.amountMinor)),
          weight: p.weight,
          probability: p.weight / total,
        })),
      };
    }
    case 'RED_ENVELOPE':
      return {
        kind: 'RED_ENVELOPE',
        times: rules.times,
        minutes: rules.minutes,
        envelopes: rules.envelopes,
        rainBudget: fromMinor(BigInt(rules.rainBudgetMinor)),
        minAmount: fromMinor(BigInt(rules.minMinor)),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'RAFFLE':
      return {
        kind: 'RAFFLE',
        basis: rules.basis,
        ticketStep: fromMinor(BigInt(rules.ticketStepMinor)),
        ticketsMax: rules.ticketsMax,
        turnoverMultiple: rules.turnoverMultiple,
        prizes: rules.prizes.map((p) => ({ amount: fromMinor(BigInt(p.amountMinor)), winners: p.winners })),
      };
  }
}

/** A wheel's stored prizes as the draw reads them. */
export const prizeTableOf = (rules: Extract<StoredPromotionRules, { kind: 'LUCKY_WHEEL' }>) =>
  rules.prizes.map((p) => ({ amountMinor: BigInt(p.amountMinor), weight: p.weight }));

export function cardOf(p: PromotionRow, texts: PromotionTexts, state: StateOf): PromotionCard {
  return {
    id: p.id,
    kind: p.kind,
    art: p.art,
    title: texts.title,
    summary: texts.summary,
    startsAt: p.starts_at.getTime(),
    endsAt: p.ends_at?.getTime() ?? null,
    repeat: p.repeat,
    state: state.state,
    closedReason: state.closedReason,
    reward: rewardOf(p.rules),
    blocksWithdrawal: p.blocks_withdrawal,
    playerBudget: p.player_budget === null ? null : fromMinor(BigInt(p.player_budget)),
  };
}

/** A player's wheel tickets as the detail page shows them. */
export const wheelProgressOf = (w: WheelTickets): WheelProgress => ({
  basis: fromMinor(w.basis),
  earned: w.earned,
  used: w.used,
  left: w.left,
  toNextTicket: w.toNextTicket === null ? null : fromMinor(w.toNextTicket),
  spins: w.latest.map((s) => ({
    segment: s.segment,
    amount: fromMinor(s.amount),
    at: s.created_at.getTime(),
  })),
});

/** The rain now or next as the detail page shows it, with what this player grabbed in it. */
export const rainProgressOf = (r: RainStanding, claim: { amount: bigint } | null): RainProgress => ({
  startsAt: r.start.getTime(),
  endsAt: r.end.getTime(),
  live: r.live,
  envelopes: r.envelopes,
  envelopesLeft: r.envelopesLeft,
  grabbed: claim ? fromMinor(claim.amount) : null,
});
