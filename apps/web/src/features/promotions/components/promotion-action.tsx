import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '@bet/contracts/promotions/promotions';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { busyKeyOf, joinedKeyOf } from '../lib/promotion-action';
import { claimResultText } from '../lib/promotion-format';
import type { PromotionHandlers } from '../model/promotion-handlers';
import { usePromotionAction } from '../model/use-promotion-action';

interface PromotionActionProps {
  promotion: Pick<PromotionCard, 'id' | 'kind' | 'state' | 'title' | 'reward'>;
  handlers: PromotionHandlers;
  size?: 'sm' | 'md';
  /** A lucky wheel's tickets left, when known (the detail): "Spin the wheel (3 tickets)". */
  tickets?: number | null;
}

/**
 * The button of a promotion's state (see promotionActionOf) and, under it, what came of pressing
 * it: the amount a claim paid, that joining worked, or the translated error.
 */
export function PromotionAction({ promotion, handlers, size = 'md', tickets }: PromotionActionProps) {
  const { t } = useTranslation();
  const { action, labelKey, busy, run, claimed, joined, error } = usePromotionAction(promotion, handlers);
  const busyKey = busyKeyOf(action, promotion.kind);
  const label =
    action === 'spin' && typeof tickets === 'number' ? t(labelKey, { count: tickets }) : t(labelKey);
  const success = claimed
    ? claimResultText(t, claimed, handlers.currencySymbol)
    : joined
      ? t(joinedKeyOf(promotion.kind))
      : null;
  return (
    <div className="promo-action">
      <Button
        variant={action ? 'primary' : 'secondary'}
        size={size}
        className="promo-action-button"
        disabled={!action || busy}
        aria-busy={busy || undefined}
        onClick={run}
        data-action={action ?? 'none'}
        data-testid={`promo-action-${promotion.id}`}
      >
        {busy ? t(busyKey) : label}
      </Button>
      {/* Always there, so a screen reader announces the answer when it arrives. */}
      <div className="promo-action-message" aria-live="polite" data-testid={`promo-message-${promotion.id}`}>
        {success ? <p className="promo-action-success">{success}</p> : null}
      </div>
      {error ? (
        <p className="promo-action-error" role="alert" data-testid={`promo-error-${promotion.id}`}>
          {messageText(t, errorMessage(error))}
        </p>
      ) : null}
    </div>
  );
}
