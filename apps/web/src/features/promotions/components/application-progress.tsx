import { useTranslation } from 'react-i18next';
import type { PromotionState } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionDetail } from '@bet/contracts/promotions/promotions';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { withSymbol } from '../lib/promotion-format';
import { ProgressFacts } from './progress-facts';
import './application.css';

interface ApplicationProgressProps {
  application: NonNullable<PromotionDetail['progress']['application']>;
  state: PromotionState;
  /** The amount the operator approved (the progress's reward), once paid. */
  paid: number | null;
  currencySymbol: string;
}

/** The states an application has a sentence for (waiting, paid, refused), with its tone. */
const TONE: Partial<Record<PromotionState, 'info' | 'good' | 'bad'>> = {
  APPLYING: 'info',
  CLAIMED: 'good',
  REJECTED: 'bad',
};

/**
 * This period's application as the player sent it (when, how many images, the comment) and what
 * came of it: under review, the amount paid, or the operator's reason for refusing it.
 */
export function ApplicationProgress({ application, state, paid, currencySymbol }: ApplicationProgressProps) {
  const { t } = useTranslation();
  const items: [string, string][] = [
    [t('promotions.application.appliedAt'), formatDateTime(application.appliedAt)],
    [t('promotions.application.images'), String(application.images)],
  ];
  if (state === 'CLAIMED' && paid !== null)
    items.push([t('promotions.application.paid'), withSymbol(currencySymbol, formatAmount(paid))]);
  return (
    <div className="promo-application" data-testid="promo-application" data-state={state}>
      {TONE[state] ? (
        <p className="promo-status-note" data-tone={TONE[state]}>
          {t(`promotions.application.status.${state}`)}
        </p>
      ) : null}
      {state === 'REJECTED' && application.reason ? (
        <p className="promo-application-reason" data-testid="promo-application-reason">
          {t('promotions.application.reason', { reason: application.reason })}
        </p>
      ) : null}
      <ProgressFacts items={items}>
        {/* The whole width: a comment is up to 140 characters, and often one long id. */}
        <div className="promo-progress-item promo-application-comment">
          <dt>{t('promotions.application.comment')}</dt>
          <dd data-testid="promo-application-comment">{application.comment}</dd>
        </div>
      </ProgressFacts>
    </div>
  );
}
