import type { PromotionCard } from '@bet/contracts/promotions/promotions';
import { useSession } from '@/shared/session/session-store';
import { useClaimPromotion } from '../api/claim-promotion';
import { useJoinPromotion } from '../api/join-promotion';
import { useSignUpPromoJoin } from '../api/sign-up-promo-join';
import { useSignUpPromoReward } from '../api/sign-up-promo-reward';
import { promotionActionOf, promotionCallsOf } from '../lib/promotion-action';
import type { PromotionHandlers } from './promotion-handlers';

/**
 * The button of one promotion and what pressing it does. A visitor sees every open promotion as
 * JOIN (the list is public): any action then opens the login dialog instead of calling. A sign-up
 * bonus joins and claims through its own calls (`promotionCallsOf`); the hooks are all made every
 * render (hooks never depend on a condition) and the kind picks the pair that runs. An application,
 * a lucky wheel and a red-envelope rain open their dialog, which makes the call.
 */
export function usePromotionAction(
  promotion: Pick<PromotionCard, 'id' | 'kind' | 'state' | 'title' | 'reward'>,
  handlers: PromotionHandlers,
) {
  const token = useSession((s) => s.token);
  const calls = {
    general: { join: useJoinPromotion(), claim: useClaimPromotion() },
    signUp: { join: useSignUpPromoJoin(), claim: useSignUpPromoReward() },
  };
  const { join, claim } = calls[promotionCallsOf(promotion.kind)];
  const { action, labelKey } = promotionActionOf(promotion.state, promotion.kind);
  const busy = join.isPending || claim.isPending;

  const run = () => {
    if (!action || busy) return;
    if (!token) return handlers.onLogin();
    // A new attempt clears the previous one's message.
    join.reset();
    claim.reset();
    if (action === 'join') join.mutate(promotion.id);
    else if (action === 'claim') claim.mutate(promotion.id);
    else if (action === 'deposit') handlers.onDeposit();
    else if (action === 'apply') handlers.onApply(promotion);
    else if (action === 'spin') handlers.onSpin(promotion);
    else if (action === 'grab') handlers.onGrab(promotion);
    else handlers.onEnterCode();
  };

  return {
    action,
    labelKey,
    busy,
    run,
    /** The claim's answer, kept after the list refreshes to CLAIMED so the amount stays told. */
    claimed: claim.data ?? null,
    joined: join.isSuccess,
    error: join.error ?? claim.error ?? null,
  };
}
