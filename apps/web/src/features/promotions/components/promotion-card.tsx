import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionCard as Card } from '@bet/contracts/promotions/promotions';
import { useHydrated } from '@/shared/lib/use-client-value';
import { periodText } from '../lib/promotion-format';
import type { PromotionHandlers } from '../model/promotion-handlers';
import { PromotionAction } from './promotion-action';
import { PromotionArt } from './promotion-art';
import { StateBadge } from './state-badge';
import './promotion-skeleton.css';

export const promotionDetailPath = (id: number) => `/promoDetail?id=${id}`;

/**
 * One promotion of the grid. The whole card opens its detail: the title's link is stretched over
 * the card (one link per card, no nested controls), and the action button sits above it.
 */
export function PromotionCardView({ promotion, handlers }: { promotion: Card; handlers: PromotionHandlers }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = `promo-${promotion.id}-title`;
  return (
    <article
      className="promo-card"
      aria-labelledby={titleId}
      data-testid={`promo-card-${promotion.id}`}
      data-kind={promotion.kind}
    >
      <PromotionArt
        art={promotion.art}
        reward={promotion.reward}
        repeat={promotion.repeat}
        currencySymbol={handlers.currencySymbol}
      />
      <div className="promo-card-body">
        <div className="promo-card-tags">
          <StateBadge state={promotion.state} closedReason={promotion.closedReason} />
          <span className="promo-tag">{t(`promotions.kind.${promotion.kind}`)}</span>
          <span className="promo-tag">{t(`promotions.repeat.${promotion.repeat}`)}</span>
        </div>
        <h2 id={titleId} className="promo-card-title">
          <Link to={promotionDetailPath(promotion.id)} className="promo-card-link">
            {promotion.title}
          </Link>
        </h2>
        <p className="promo-card-summary">{promotion.summary}</p>
        <p className="promo-card-period">
          <span className="visually-hidden">{t('promotions.period.label')}: </span>
          {periodText(t, promotion.startsAt, promotion.endsAt, hydrated ? undefined : 'UTC')}
        </p>
      </div>
      <div className="promo-card-footer">
        <PromotionAction promotion={promotion} handlers={handlers} size="sm" />
        <span className="promo-card-more" aria-hidden="true">
          {t('promotions.more')} ›
        </span>
      </div>
    </article>
  );
}

/** A card's stand-in while the list loads: the same boxes, so nothing moves when the cards arrive. */
export function PromotionCardSkeleton() {
  return (
    <div className="promo-card promo-card-skeleton" aria-hidden="true">
      <div className="promo-art promo-skeleton-block" />
      <div className="promo-card-body">
        <div className="promo-card-tags">
          <span className="promo-skeleton-line promo-skeleton-30" />
        </div>
        <div className="promo-card-title">
          <span className="promo-skeleton-line promo-skeleton-80" />
        </div>
        <div className="promo-card-summary">
          <span className="promo-skeleton-line" />
          <span className="promo-skeleton-line promo-skeleton-60" />
        </div>
        <div className="promo-card-period">
          <span className="promo-skeleton-line promo-skeleton-45" />
        </div>
      </div>
      <div className="promo-card-footer">
        <span className="promo-skeleton-button" />
      </div>
    </div>
  );
}
