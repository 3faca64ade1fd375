import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { useDepositRecords } from '../../api/deposit-records';
import { RecordsTable } from '@/shared/ui/records-table';
import { StatusBadge } from '../common/status-badge';

const PAGE_SIZE = 10;

/** The player's deposits with their status, newest first. */
export function DepositRecords() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const records = useDepositRecords({ pageNo, pageSize: PAGE_SIZE });
  return (
    <RecordsTable
      records={records}
      page={pageNo}
      onPageChange={setPageNo}
      emptyText={t('wallet.deposit.noRecords')}
      caption={t('wallet.deposit.records')}
      testId="deposit-records"
      pagerTestId="deposit-pager"
      columns={
        <>
          <th scope="col">{t('wallet.record.time')}</th>
          <th scope="col">{t('wallet.deposit.channel')}</th>
          <th scope="col" className="num">
            {t('wallet.record.amount')}
          </th>
          <th scope="col">{t('wallet.record.status')}</th>
          <th scope="col">{t('wallet.record.reference')}</th>
        </>
      }
      row={(record) => (
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
      )}
    />
  );
}
