import type { PromotionKind, PromotionState } from '@bet/contracts/promotions/promotion-rules';

/** What the card's button does: an action, or nothing (the button then only states the case). */
export type PromotionActionKind = 'join' | 'enterCode' | 'apply' | 'deposit' | 'claim' | null;

export interface PromotionActionOf {
  action: PromotionActionKind;
  /** Catalogue key of the button's label. */
  labelKey: string;
}

/**
 * The button of a state (spec §4's activity states): JOIN joins a deposit bonus or a cashback
 * (one that asks for turnover needs the player's consent), for a bonus code points at the code
 * box, and for an application opens its form; APPLYING waits for the operator's review; JOINED sends the player to deposit, except for a cashback, which accrues from bets
 * and is paid without a claim (nothing to press: "Taking part"); CLAIM takes the reward. The
 * other states are told on a disabled button, so every card keeps the same shape.
 */
export function promotionActionOf(state: PromotionState, kind: PromotionKind): PromotionActionOf {
  switch (state) {
    case 'JOIN':
      if (kind === 'BONUS_CODE') return { action: 'enterCode', labelKey: 'promotions.action.enterCode' };
      if (kind === 'APPLICATION') return { action: 'apply', labelKey: 'promotions.action.apply' };
      return { action: 'join', labelKey: 'promotions.action.join' };
    case 'JOINED':
      return kind === 'CASHBACK'
        ? { action: null, labelKey: 'promotions.action.takingPart' }
        : { action: 'deposit', labelKey: 'promotions.action.deposit' };
    case 'CLAIM':
      return { action: 'claim', labelKey: 'promotions.action.claim' };
    case 'PROCESS':
    case 'APPLYING':
      return { action: null, labelKey: 'promotions.action.review' };
    case 'CLAIMED':
      return { action: null, labelKey: 'promotions.action.claimed' };
    case 'REJECTED':
      return { action: null, labelKey: 'promotions.action.rejected' };
    case 'CLOSED':
      return { action: null, labelKey: 'promotions.action.closed' };
    case 'COMING_SOON':
      return { action: null, labelKey: 'promotions.action.comingSoon' };
  }
}
