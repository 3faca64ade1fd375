import { useTranslation } from 'react-i18next';
import type { PromotionClosedReason, PromotionState } from '@bet/contracts/promotions/promotion-rules';

/** The colour family of a state: open offers in the accent, money in green, refusals in red. */
const TONE_OF: Record<PromotionState, string> = {
  COMING_SOON: 'muted',
  JOIN: 'accent',
  JOINED: 'info',
  CLAIM: 'good',
  PROCESS: 'pending',
  APPLYING: 'pending',
  CLAIMED: 'good',
  REJECTED: 'bad',
  CLOSED: 'muted',
};

/** The player's state of a promotion as a pill; a closed one says why ("Closed · Ended"). */
export function StateBadge({
  state,
  closedReason,
}: {
  state: PromotionState;
  closedReason: PromotionClosedReason | null;
}) {
  const { t } = useTranslation();
  const text =
    state === 'CLOSED' && closedReason
      ? t('promotions.closedWith', { reason: t(`promotions.closed.${closedReason}`) })
      : t(`promotions.state.${state}`);
  return (
    <span
      className={`promo-badge promo-badge-${TONE_OF[state]}`}
      data-state={state}
      data-testid="promo-state"
    >
      {text}
    </span>
  );
}
