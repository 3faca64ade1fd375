import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';
import { useCan } from '@/shared/auth/use-can';
import { Badge } from '@/shared/ui/badge';
import { setPromotionStatus } from '../api/set-promotion-status';
import { titleOf } from '../lib/promotion-text';

/**
 * ACTIVE / PAUSED: a switch for roles that configure (a paused promotion pays nothing), a badge
 * for the others.
 */
export function StatusToggle({
  promotion: p,
  run,
}: {
  promotion: OperatorPromotion;
  run: (change: () => Promise<unknown>) => void;
}) {
  const { t } = useTranslation('promotions');
  const canChange = useCan('configure');
  const active = p.status === 'ACTIVE';
  const label = t(`status.${p.status}`);
  if (!canChange) return <Badge tone={active ? 'good' : 'warn'}>{label}</Badge>;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={t('activeOf', { title: titleOf(p) })}
      className={active ? 'promo-switch on' : 'promo-switch'}
      onClick={() => run(() => setPromotionStatus(p.id, active ? 'PAUSED' : 'ACTIVE'))}
    >
      <span className="promo-switch-track" aria-hidden="true">
        <span className="promo-switch-thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}
