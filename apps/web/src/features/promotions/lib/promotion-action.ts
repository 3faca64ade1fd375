import type { PromotionKind, PromotionState } from '@bet/contracts/promotions/promotion-rules';

/** What the card's button does: an action, or nothing (the button then only states the case). */
export type PromotionActionKind =
  'join' | 'enterCode' | 'apply' | 'deposit' | 'claim' | 'spin' | 'grab' | null;

export interface PromotionActionOf {
  action: PromotionActionKind;
  /** Catalogue key of the button's label. */
  labelKey: string;
}

/**
 * The button of a state (spec §4's activity states): JOIN joins a deposit bonus, a cashback
 * (one that asks for turnover needs the player's consent) or a sign-up bonus, for a bonus code
 * points at the code box, and for an application opens its form; APPLYING waits for the
 * operator's review; JOINED sends the player to deposit, except for a cashback, which accrues
 * from bets and is paid without a claim (nothing to press: "Taking part"), and a sign-up bonus,
 * which waits for the account to meet its requirements (the detail lists them), and a lucky
 * wheel, which has no ticket left (its progress says what earns the next), and a red-envelope
 * rain between its rains (or once a rain's envelopes are all taken), and a prize draw, whose
 * entries come from deposits or bets and whose winners are drawn and paid by the scheduler
 * ("Taking part"; its progress says what earns the next entry); CLAIM takes the reward (a
 * sign-up bonus's "Request reward", spec §7's reward request), for a lucky wheel opens the wheel
 * to spin (the player has a ticket) and for a red-envelope rain opens the falling envelopes to
 * grab one (a rain falls and the player has none of it yet). Neither a wheel nor a rain needs a
 * join, so a member never sees their JOIN. The other states are told on a disabled button, so
 * every card keeps the same shape.
 */
export function promotionActionOf(state: PromotionState, kind: PromotionKind): PromotionActionOf {
  switch (state) {
    case 'JOIN':
      if (kind === 'BONUS_CODE') return { action: 'enterCode', labelKey: 'promotions.action.enterCode' };
      if (kind === 'APPLICATION') return { action: 'apply', labelKey: 'promotions.action.apply' };
      return { action: 'join', labelKey: 'promotions.action.join' };
    case 'JOINED':
      if (kind === 'CASHBACK') return { action: null, labelKey: 'promotions.action.takingPart' };
      if (kind === 'SIGN_UP') return { action: null, labelKey: 'promotions.action.completeAccount' };
      if (kind === 'LUCKY_WHEEL') return { action: null, labelKey: 'promotions.action.noTickets' };
      if (kind === 'RED_ENVELOPE') return { action: null, labelKey: 'promotions.action.waitRain' };
      if (kind === 'RAFFLE') return { action: null, labelKey: 'promotions.action.takingPart' };
      return { action: 'deposit', labelKey: 'promotions.action.deposit' };
    case 'CLAIM':
      if (kind === 'SIGN_UP') return { action: 'claim', labelKey: 'promotions.action.requestReward' };
      if (kind === 'LUCKY_WHEEL') return { action: 'spin', labelKey: 'promotions.action.spin' };
      if (kind === 'RED_ENVELOPE') return { action: 'grab', labelKey: 'promotions.action.grab' };
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

/**
 * Which calls join and claim a promotion of `kind`: a sign-up bonus has its own (spec §7's sign-up
 * promo join and reward request), every other kind the general join and claim. The server refuses
 * each pair for the other's promotions, so this is the one place that picks. A lucky wheel and a
 * red-envelope rain are neither joined nor claimed: their actions, `spin` and `grab`, open the
 * wheel and the rain (their dialogs make the raffle call, as the application form makes the apply
 * call). A prize draw, despite its name, makes no raffle call: the general join enters it, and the
 * scheduler draws and pays its winners (nothing to claim).
 */
export type PromotionCalls = 'signUp' | 'general';
export const promotionCallsOf = (kind: PromotionKind): PromotionCalls =>
  kind === 'SIGN_UP' ? 'signUp' : 'general';

/** The button's words while its call runs: joining, claiming, or requesting a sign-up bonus. */
export const busyKeyOf = (action: PromotionActionKind, kind: PromotionKind): string =>
  action !== 'claim'
    ? 'promotions.action.joining'
    : promotionCallsOf(kind) === 'signUp'
      ? 'promotions.action.requesting'
      : 'promotions.action.claiming';

/**
 * What joining worked says: a deposit bonus still waits for a deposit, a cashback only for the
 * period's end, a sign-up bonus for the account to meet its requirements, a prize draw for the
 * entries the player earns before the draw.
 */
export function joinedKeyOf(kind: PromotionKind): string {
  if (kind === 'CASHBACK') return 'promotions.joinedCashback';
  if (kind === 'SIGN_UP') return 'promotions.joinedSignUp';
  if (kind === 'RAFFLE') return 'promotions.joinedRaffle';
  return 'promotions.joined';
}
