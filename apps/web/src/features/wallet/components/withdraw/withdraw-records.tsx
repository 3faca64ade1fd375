import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawRecord } from '@bet/contracts/wallet/withdraw';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { useWithdrawRecords } from '../../api/withdraw-records';
import { RecordsTable } from '@/shared/ui/records-table';
import { StatusBadge } from '../common/status-badge';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog';

const PAGE_SIZE = 10;

/**
 * The player's withdrawals with their status; a paid-out one (PAID) asks the player to confirm
 * it arrived. A partly received one shows what arrived and what is still missing.
 */
export function WithdrawRecords({ autoConfirmMinutes }: { autoConfirmMinutes: number | null }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawRecord | null>(null);
  const records = useWithdrawRecords({ pageNo, pageSize: PAGE_SIZE });
  return (
    <div className="wallet-page">
      {autoConfirmMinutes !== null ? (
        <p className="form-hint">{t('wallet.confirm.autoRule', { minutes: autoConfirmMinutes })}</p>
      ) : null}
      <RecordsTable
        records={records}
        page={pageNo}
        onPageChange={setPageNo}
        emptyText={t('wallet.withdraw.noRecords')}
        caption={t('wallet.withdraw.records')}
        testId="withdraw-records"
        pagerTestId="withdraw-pager"
        columns={
          <>
            <th scope="col">{t('wallet.record.time')}</th>
            <th scope="col" className="num">
              {t('wallet.record.amount')}
            </th>
            <th scope="col">{t('wallet.withdraw.toCard')}</th>
            <th scope="col">{t('wallet.record.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('wallet.record.action')}</span>
            </th>
          </>
        }
        row={(record) => (
          <tr key={record.id} data-testid={`withdraw-record-${record.id}`}>
            <td data-label={t('wallet.record.time')}>{formatDateTime(record.createdAt)}</td>
            <td className="num" data-label={t('wallet.record.amount')}>
              {formatAmount(record.amount)}
            </td>
            <td data-label={t('wallet.withdraw.toCard')}>
              {record.bankName} {record.accountNumber}
            </td>
            <td data-label={t('wallet.record.status')}>
              <StatusBadge kind="withdraw" status={record.status} />
              {record.status === 'PARTIAL' && record.receivedAmount !== null ? (
                <div className="bonus-meta">
                  {t('wallet.confirm.partialSummary', {
                    received: formatAmount(record.receivedAmount),
                    remaining: formatAmount(record.remainingAmount ?? 0),
                  })}
                </div>
              ) : null}
            </td>
            <td className="action">
              {record.status === 'PAID' ? (
                <Button
                  size="sm"
                  onClick={() => setConfirming(record)}
                  data-testid={`withdraw-record-${record.id}-confirm`}
                >
                  {t('wallet.confirm.open')}
                </Button>
              ) : null}
            </td>
          </tr>
        )}
      />
      {confirming ? <WithdrawConfirmDialog record={confirming} onClose={() => setConfirming(null)} /> : null}
    </div>
  );
}
