import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WithdrawalWarning } from '@bet/contracts/operator/operator-money';
import { formatAge, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Notice } from '@/shared/ui/notice';

/** The short label of a warning (table badges and CSV). */
export function warningLabel(t: TFunction<'queues'>, w: WithdrawalWarning): string {
  return w.code === 'turnover.unmet'
    ? t('warning.turnoverUnmet', { remaining: formatMoney(w.remaining) })
    : t('warning.accountNew');
}

/** A withdrawal's warnings as badges in its row. */
export function WarningBadges({ warnings }: { warnings: WithdrawalWarning[] }) {
  const { t } = useTranslation('queues');
  return (
    <span className="queue-warnings">
      {warnings.map((w) => (
        <Badge key={w.code} tone="warn">
          {warningLabel(t, w)}
        </Badge>
      ))}
    </span>
  );
}

/** A withdrawal's warnings spelt out, above the pay button. */
export function WarningNotice({ warnings }: { warnings: WithdrawalWarning[] }) {
  const { t } = useTranslation('queues');
  if (warnings.length === 0) return null;
  return (
    <Notice tone="warning">
      <strong>{t('withdrawals.warningsTitle')}</strong>
      <ul className="queue-warning-list">
        {warnings.map((w) => (
          <li key={w.code}>
            {w.code === 'turnover.unmet'
              ? t('warning.turnoverUnmetLong', { remaining: formatMoney(w.remaining) })
              : t('warning.accountNewLong', { age: formatAge(w.memberCreatedAt) })}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
