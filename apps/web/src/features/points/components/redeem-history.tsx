import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '@bet/contracts/points/points';
import { REDEEM_STATES, type RedeemState } from '@bet/contracts/points/points-rules';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { usePointsRedeemed } from '../api/points-redeemed';
import { formatPoints, moneyText } from '../lib/points-format';
import { LoginPrompt, RedeemStateBadge } from './points-common';
import { RecordsTable } from '@/shared/ui/records-table';
import { FilterSelect } from './filter-select';

const PAGE_SIZE = 10;

/** The money a redemption gave: cash, a bonus, a voucher's value, a conversion; goods give none. */
const amountOf = (record: Redemption, symbol: string) =>
  record.kind === 'GOODS' || record.amount === 0 ? '—' : moneyText(symbol, record.amount);

interface RedeemHistoryProps {
  currencySymbol: string;
  onLogin: () => void;
}

/**
 * The redeem history (spec §4): the player's redemptions and conversions with their state (in
 * process, approved, rejected), the operator's remark and the parcel's reference, by state, a page
 * at a time.
 */
export function RedeemHistory({ currencySymbol, onLogin }: RedeemHistoryProps) {
  const { t } = useTranslation();
  const id = useId();
  const member = Boolean(useSession((s) => s.token));
  const [status, setStatus] = useState<RedeemState | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const records = usePointsRedeemed({ pageNo, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  if (!member)
    return <LoginPrompt text={t('points.history.login')} onLogin={onLogin} testId="points-history-login" />;
  const label = (key: string) => t(`points.history.${key}`);
  return (
    <div className="points-records" data-testid="points-history">
      <div className="points-filters" role="group" aria-label={t('points.filters')}>
        <FilterSelect
          id={`${id}-status`}
          label={label('status')}
          value={status}
          onChange={(value) => {
            setStatus(value as RedeemState | '');
            setPageNo(1);
          }}
          testId="points-history-status"
        >
          <option value="">{label('allStatuses')}</option>
          {REDEEM_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`points.state.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <RecordsTable
        tableClass="points-table"
        markBusy
        records={records}
        page={pageNo}
        onPageChange={setPageNo}
        emptyText={label('empty')}
        caption={t('points.tab.history')}
        testId="points-history-table"
        columns={
          <>
            <th scope="col">{label('date')}</th>
            <th scope="col">{label('item')}</th>
            <th scope="col" className="num">
              {label('quantity')}
            </th>
            <th scope="col" className="num">
              {label('points')}
            </th>
            <th scope="col" className="num">
              {label('amount')}
            </th>
            <th scope="col">{label('status')}</th>
            <th scope="col">{label('remark')}</th>
            <th scope="col">{label('shipping')}</th>
          </>
        }
        row={(record) => (
          <tr key={record.id} data-testid={`points-history-row-${record.id}`}>
            <td data-label={label('date')}>{formatDateTime(record.createdAt)}</td>
            <td data-label={label('item')} className="points-cell-wrap">
              {record.kind === 'CONVERT' ? t('points.kind.CONVERT') : (record.itemName ?? '—')}
            </td>
            <td className="num" data-label={label('quantity')}>
              {record.quantity}
            </td>
            <td className="num" data-label={label('points')}>
              {formatPoints(record.points)}
            </td>
            <td className="num" data-label={label('amount')}>
              {amountOf(record, currencySymbol)}
            </td>
            <td data-label={label('status')}>
              <RedeemStateBadge status={record.status} />
            </td>
            <td data-label={label('remark')} className="points-cell-wrap">
              {record.remark ?? '—'}
            </td>
            <td data-label={label('shipping')} className="points-cell-wrap">
              {record.shippingRef ?? '—'}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
