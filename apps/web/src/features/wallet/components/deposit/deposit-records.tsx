import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { useDepositRecords } from '../../api/get-deposit-records';
import { RecordsState } from '@/shared/ui/records-state';
import { StatusBadge } from '../common/status-badge';

const PAGE_SIZE = 10;

/** The player's deposits with their status, newest first. */
export function DepositRecords() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const records = useDepositRecords({ pageNo, pageSize: PAGE_SIZE });
  return (
    <RecordsState
      isPending={records.isPending}
      error={records.isError ? records.error : null}
      empty={records.data?.list.length === 0}
      emptyText={t('wallet.deposit.noRecords')}
      onRetry={() => void records.refetch()}
    >
      <div className="money-table-wrap">
        <table className="money-table" data-testid="deposit-records">
          <caption className="visually-hidden">{t('wallet.deposit.records')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.record.time')}</th>
              <th scope="col">{t('wallet.deposit.channel')}</th>
              <th scope="col" className="num">
                {t('wallet.record.amount')}
              </th>
              <th scope="col">{t('wallet.record.status')}</th>
              <th scope="col">{t('wallet.record.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data?.list.map((record) => (
              <tr key={record.id}>
                <td data-label={t('wallet.record.time')}>{formatDateTime(record.createdAt)}</td>
                <td data-label={t('wallet.deposit.channel')}>
                  {record.channelName}{' '}
                  <span className="visually-hidden">
                    ({t(record.type === 'ONLINE' ? 'wallet.deposit.online' : 'wallet.deposit.offline')})
                  </span>
                </td>
                <td className="num" data-label={t('wallet.record.amount')}>
                  {formatAmount(record.amount)}
                </td>
                <td data-label={t('wallet.record.status')}>
                  <StatusBadge kind="deposit" status={record.status} />
                </td>
                <td data-label={t('wallet.record.reference')}>{record.reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={pageNo}
        totalPages={records.data?.totalPages ?? 1}
        onChange={setPageNo}
        busy={records.isFetching}
        testId="deposit-pager"
      />
    </RecordsState>
  );
}
