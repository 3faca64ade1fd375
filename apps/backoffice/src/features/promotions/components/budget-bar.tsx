import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';

/** Budget used of budget, as figures and a bar (no bar without a limit). */
export function BudgetBar({ used, budget }: { used: number; budget: number | null }) {
  const { t } = useTranslation('promotions');
  if (budget === null)
    return (
      <span className="promo-budget">
        {formatMoney(used)} <span className="muted">/ {t('noLimit')}</span>
      </span>
    );
  const share = budget > 0 ? Math.min(1, used / budget) : 1;
  const percent = Math.round(share * 100);
  // Nearly spent budgets stand out: the promotion stops paying at the limit.
  const tone = share >= 0.9 ? 'bad' : share >= 0.7 ? 'warn' : 'good';
  return (
    <span className="promo-budget">
      <span>
        {formatMoney(used)} / {formatMoney(budget)}
      </span>
      <span
        className="promo-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('budgetUsed', { percent })}
      >
        <span className={`promo-bar-fill promo-bar-${tone}`} style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
