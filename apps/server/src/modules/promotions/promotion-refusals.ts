import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type { PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import { AppError } from '../../shared/app-error.js';

/** Why a claim or a join cannot go ahead, by the state the player is in. */
export const REFUSAL: Record<string, ErrorCode> = {
  COMING_SOON: ErrorCodes.promotionNotOpen,
  CLAIMED: ErrorCodes.promotionAlreadyClaimed,
  PROCESS: ErrorCodes.promotionAlreadyClaimed,
  APPLYING: ErrorCodes.promotionAlreadyClaimed,
  REJECTED: ErrorCodes.promotionAlreadyClaimed,
  PAUSED: ErrorCodes.promotionNotOpen,
  ENDED: ErrorCodes.promotionNotOpen,
  BUDGET: ErrorCodes.promotionBudgetExhausted,
  NOT_ELIGIBLE: ErrorCodes.promotionNotEligible,
};

/** The refusal of a state that is not the one a call needs (`fallback` when it names none). */
export const refusalOf = (
  state: { state: string; closedReason: string | null },
  fallback: ErrorCode = ErrorCodes.promotionNotOpen,
): ErrorCode => REFUSAL[state.closedReason ?? state.state] ?? fallback;

/**
 * A sign-up bonus has its own calls (spec §7's sign-up promo join and reward request), a lucky
 * wheel and a red-envelope rain the raffle call (a draw); the general join and claim serve the
 * other kinds. Each refuses the others' promotions, so there is one way.
 */
type PromotionCall = 'GENERAL' | 'SIGN_UP' | 'RAFFLE';
const callOf = (kind: PromotionKind): PromotionCall =>
  kind === 'SIGN_UP' ? 'SIGN_UP' : kind === 'LUCKY_WHEEL' || kind === 'RED_ENVELOPE' ? 'RAFFLE' : 'GENERAL';
export function assertCall(p: { kind: PromotionKind }, call: PromotionCall) {
  if (callOf(p.kind) !== call)
    throw new AppError(ErrorCodes.requestParamErr, `a ${p.kind} promotion has its own call`);
}
