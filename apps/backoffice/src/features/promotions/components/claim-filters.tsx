import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';
import { PROMOTION_CLAIM_STATUSES } from '@bet/contracts/promotions/promotion-rules';
import { Button } from '@/shared/ui/button';
import type { TableParams } from '@/shared/ui/use-table-params';
import { ALL } from '../lib/claims-query';
import { titleOf } from '../lib/promotion-text';

/** The queue's filters (state, promotion), applied to the URL on submit. */
export function ClaimFilters({
  params,
  promotions,
}: {
  params: TableParams;
  promotions: OperatorPromotion[];
}) {
  const { t } = useTranslation('promotions');
  const f = params.filters;
  const [status, setStatus] = useState(f.status ?? 'FLAGGED');
  const [promotionId, setPromotionId] = useState(f.promotionId ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ status: status === 'FLAGGED' ? '' : status, promotionId });
  };
  const clear = () => {
    setStatus('FLAGGED');
    setPromotionId('');
    params.setFilters({ status: '', promotionId: '' });
  };

  return (
    <form className="filters" aria-label={t('claims.filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="claims-status">{t('claims.filter.status')}</label>
        <select id="claims-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {PROMOTION_CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`claims.filter.state.${s}`)}
            </option>
          ))}
          <option value={ALL}>{t('claims.filter.all')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="claims-promotion">{t('claims.filter.promotion')}</label>
        <select id="claims-promotion" value={promotionId} onChange={(e) => setPromotionId(e.target.value)}>
          <option value="">{t('claims.filter.allPromotions')}</option>
          {promotions.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {`#${p.id} ${titleOf(p)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="promo-filter-actions">
        <Button type="submit" variant="primary">
          {t('claims.filter.apply')}
        </Button>
        <Button onClick={clear}>{t('claims.filter.clear')}</Button>
      </div>
    </form>
  );
}
