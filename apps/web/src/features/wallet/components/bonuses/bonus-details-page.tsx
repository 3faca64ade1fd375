import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusEntry } from '@bet/contracts/wallet/bonuses';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { useBonuses } from '../../api/bonus-details';
import { RecordsState } from '@/shared/ui/records-state';
import { StatusBadge } from '../common/status-badge';
import '../wallet.css';

const PAGE_SIZE = 10;

/** Turnover progress in percent, 0–100 (a bonus with no requirement is complete). */
export const progressOf = (entry: Pick<BonusEntry, 'turnoverRequired' | 'turnoverDone'>) =>
  entry.turnoverRequired <= 0
    ? 100
    : Math.min(100, Math.max(0, Math.floor((entry.turnoverDone / entry.turnoverRequired) * 100)));

/** Bonus details (spec §2 `bonusDetails`): each bonus credited, its turnover requirement and progress. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useBonuses({ pageNo, pageSize: PAGE_SIZE });
  return (
    <div className="wallet-page" data-testid="bonus-details-page">
      <RecordsState
        isPending={bonuses.isPending}
        error={bonuses.isError ? bonuses.error : null}
        empty={bonuses.data?.list.length === 0}
        emptyText={t('wallet.bonus.empty')}
        onRetry={() => void bonuses.refetch()}
      >
        <ul className="bonus-list">
          {bonuses.data?.list.map((entry) => {
            const percent = progressOf(entry);
            const progressText = t('wallet.bonus.progressText', {
              done: formatAmount(Math.min(entry.turnoverDone, entry.turnoverRequired)),
              required: formatAmount(entry.turnoverRequired),
            });
            return (
              <li key={entry.id} className="bonus-item" data-testid={`bonus-${entry.id}`}>
                <div className="bonus-head">
                  <strong>{entry.name}</strong>
                  <StatusBadge kind="bonus" status={entry.status} />
                </div>
                <div className="bonus-head">
                  <span>
                    {t('wallet.bonus.amount')}: <strong>{formatAmount(entry.amount)}</strong>
                  </span>
                  <span className="bonus-meta">{formatDateTime(entry.creditedAt)}</span>
                </div>
                <div className="bonus-head">
                  <span className="bonus-meta" id={`bonus-${entry.id}-turnover`}>
                    {t('wallet.bonus.turnover')}: {progressText}
                  </span>
                  <span className="bonus-meta">{percent}%</span>
                </div>
                <div
                  className="progress"
                  role="progressbar"
                  aria-labelledby={`bonus-${entry.id}-turnover`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={progressText}
                  data-testid={`bonus-${entry.id}-progress`}
                >
                  <div className="progress-fill" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        <Pager
          page={pageNo}
          totalPages={bonuses.data?.totalPages ?? 1}
          onChange={setPageNo}
          busy={bonuses.isFetching}
          testId="bonus-pager"
        />
      </RecordsState>
    </div>
  );
}

export default BonusDetailsPage;
