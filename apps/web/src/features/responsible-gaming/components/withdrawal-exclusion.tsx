import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatDateTime } from '@/shared/lib/money';
import { exclusionPeriodKey } from '../lib/rg-format';
import './withdrawal.css';

/**
 * The break in force and its end, or for good; a self-exclusion over but not yet returned from
 * (closed until the player asks, then a delay); null: kept but unreadable, said without dates.
 */
function exclusionText(t: TFunction, view: ExclusionView | null): string {
  if (!view) return t('responsibleGaming.withdrawal.unknown');
  if (view.returnAt != null)
    return t('responsibleGaming.withdrawal.returning', { at: formatDateTime(view.returnAt) });
  if (view.awaitingReturn && view.endsAt !== null)
    return t('responsibleGaming.withdrawal.awaitingReturn', { until: formatDateTime(view.endsAt) });
  if (view.endsAt === null) return t('responsibleGaming.withdrawal.permanent');
  const values = { period: t(exclusionPeriodKey(view.period)), until: formatDateTime(view.endsAt) };
  return view.kind === 'TIME_OUT'
    ? t('responsibleGaming.withdrawal.timeOut', values)
    : t('responsibleGaming.withdrawal.selfExclusion', values);
}

/** On the withdrawal-only page: the exclusion still in force, and that only money can go out. */
export function WithdrawalExclusion({ view }: { view: ExclusionView | null }) {
  const { t } = useTranslation();
  return (
    <section className="rg-withdrawal-exclusion" data-testid="withdrawal-exclusion">
      <p className="rg-withdrawal-end">{exclusionText(t, view)}</p>
      <p>{t('responsibleGaming.withdrawal.only')}</p>
    </section>
  );
}
