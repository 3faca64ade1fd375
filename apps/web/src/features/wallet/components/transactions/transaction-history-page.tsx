import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type TransactionType } from '@bet/contracts/wallet/transaction-types';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useTransactions } from '../../api/transaction-history';
import { lastDays, rangeOf } from '@/shared/lib/date-range';
import { RecordsTable } from '@/shared/ui/records-table';
import '../wallet.css';

const PAGE_SIZE = 20;
const DEFAULT_DAYS = 7;

/** A signed amount: "+" and the credit colour for money in, "−" and the debit colour for money out. */
function SignedAmount({ value }: { value: number }) {
  const { t } = useTranslation();
  const credit = value >= 0;
  return (
    <span className={credit ? 'amount-credit' : 'amount-debit'}>
      <span className="visually-hidden">{t(credit ? 'wallet.record.credit' : 'wallet.record.debit')} </span>
      {credit ? '+' : '−'}
      {formatAmount(Math.abs(value))}
    </span>
  );
}

/**
 * Account record (spec §2 `transactionHistory`): every movement of the main wallet in a date
 * range (the last 7 days at first) and of one type or all, a page at a time.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const [dates, setDates] = useState(() => lastDays(DEFAULT_DAYS));
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const range = rangeOf(dates.from, dates.to);
  const valid = !('problem' in range);
  const records = useTransactions(
    {
      pageNo,
      pageSize: PAGE_SIZE,
      ...(valid ? { from: range.from, to: range.to } : {}),
      ...(type ? { type } : {}),
    },
    valid,
  );

  const setDate = (which: 'from' | 'to', value: string) => {
    setDates((previous) => ({ ...previous, [which]: value }));
    setPageNo(1);
  };

  return (
    <div className="wallet-page" data-testid="transaction-history-page">
      <div className="filters" role="group" aria-label={t('wallet.record.filters')}>
        <TextField
          label={t('wallet.record.from')}
          type="date"
          value={dates.from}
          max={dates.to}
          onChange={(event) => setDate('from', event.target.value)}
          testId="transactions-from"
        />
        <TextField
          label={t('wallet.record.to')}
          type="date"
          value={dates.to}
          min={dates.from}
          onChange={(event) => setDate('to', event.target.value)}
          testId="transactions-to"
        />
        <div className="form-field">
          <label className="form-label" htmlFor="transactions-type">
            {t('wallet.record.type')}
          </label>
          <select
            id="transactions-type"
            className="form-select wide"
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransactionType | '');
              setPageNo(1);
            }}
            data-testid="transactions-type"
          >
            <option value="">{t('wallet.record.allTypes')}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`wallet.type.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {'problem' in range ? (
        <FormAlert testId="transactions-range-error">{t(`wallet.range.${range.problem}`)}</FormAlert>
      ) : (
        <RecordsTable
          records={records}
          page={pageNo}
          onPageChange={setPageNo}
          emptyText={t('wallet.record.empty')}
          caption={t('wallet.record.caption')}
          testId="transactions-table"
          pagerTestId="transactions-pager"
          markBusy
          columns={
            <>
              <th scope="col">{t('wallet.record.time')}</th>
              <th scope="col">{t('wallet.record.type')}</th>
              <th scope="col" className="num">
                {t('wallet.record.amount')}
              </th>
              <th scope="col" className="num">
                {t('wallet.record.balanceAfter')}
              </th>
              <th scope="col">{t('wallet.record.reference')}</th>
            </>
          }
          row={(entry) => (
            <tr key={entry.id} data-testid="transaction-row">
              <td data-label={t('wallet.record.time')}>{formatDateTime(entry.time)}</td>
              <td data-label={t('wallet.record.type')} data-testid="transaction-type">
                {t(`wallet.type.${entry.type}`)}
              </td>
              <td className="num" data-label={t('wallet.record.amount')} data-testid="transaction-amount">
                <SignedAmount value={entry.amount} />
              </td>
              <td
                className="num"
                data-label={t('wallet.record.balanceAfter')}
                data-testid="transaction-balance"
              >
                {formatAmount(entry.balanceAfter)}
              </td>
              <td data-label={t('wallet.record.reference')} data-testid="transaction-reference">
                {entry.reference}
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}

export default TransactionHistoryPage;
