import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINT_TYPES, type PointType } from '@bet/contracts/points/points-rules';
import { lastDays, rangeOf } from '@/shared/lib/date-range';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { usePointsTransactions } from '../api/points-transactions';
import { LoginPrompt, SignedPoints } from './points-common';
import { RecordsTable } from '@/shared/ui/records-table';
import { FilterSelect } from './filter-select';

const PAGE_SIZE = 20;
/** The range a visitor of the tab sees first. */
const DEFAULT_DAYS = 30;

/**
 * The points details (spec §7 "member transaction detail"): every line of the player's points
 * ledger in a date range (the last 30 days at first) and of one type or all, a page at a time.
 */
export function PointsDetails({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const member = Boolean(useSession((s) => s.token));
  const [dates, setDates] = useState(() => lastDays(DEFAULT_DAYS));
  const [type, setType] = useState<PointType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const range = rangeOf(dates.from, dates.to);
  const valid = !('problem' in range);
  const records = usePointsTransactions(
    {
      pageNo,
      pageSize: PAGE_SIZE,
      ...(valid ? { from: range.from, to: range.to } : {}),
      ...(type ? { type } : {}),
    },
    valid,
  );
  if (!member)
    return <LoginPrompt text={t('points.details.login')} onLogin={onLogin} testId="points-details-login" />;

  const setDate = (which: 'from' | 'to', value: string) => {
    setDates((previous) => ({ ...previous, [which]: value }));
    setPageNo(1);
  };
  const label = (key: string) => t(`points.details.${key}`);

  return (
    <div className="points-records" data-testid="points-details">
      <div className="points-filters" role="group" aria-label={t('points.filters')}>
        <TextField
          label={label('from')}
          type="date"
          value={dates.from}
          max={dates.to}
          onChange={(event) => setDate('from', event.target.value)}
          testId="points-details-from"
        />
        <TextField
          label={label('to')}
          type="date"
          value={dates.to}
          min={dates.from}
          onChange={(event) => setDate('to', event.target.value)}
          testId="points-details-to"
        />
        <FilterSelect
          id={`${id}-type`}
          label={label('type')}
          value={type}
          onChange={(value) => {
            setType(value as PointType | '');
            setPageNo(1);
          }}
          testId="points-details-type"
        >
          <option value="">{label('allTypes')}</option>
          {POINT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`points.type.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {'problem' in range ? (
        <FormAlert testId="points-details-range">{t(`points.range.${range.problem}`)}</FormAlert>
      ) : (
        <RecordsTable
          tableClass="points-table"
          markBusy
          records={records}
          page={pageNo}
          onPageChange={setPageNo}
          emptyText={label('empty')}
          caption={t('points.tab.details')}
          testId="points-details-table"
          columns={
            <>
              <th scope="col">{label('date')}</th>
              <th scope="col">{label('type')}</th>
              <th scope="col">{label('reference')}</th>
              <th scope="col" className="num">
                {label('points')}
              </th>
            </>
          }
          row={(entry) => (
            <tr key={entry.id} data-testid={`points-details-row-${entry.id}`}>
              <td data-label={label('date')}>{formatDateTime(entry.createdAt)}</td>
              <td data-label={label('type')}>{t(`points.type.${entry.type}`)}</td>
              <td data-label={label('reference')} className="points-cell-wrap">
                {entry.reference}
              </td>
              <td
                className="num"
                data-label={label('points')}
                data-testid={`points-details-row-${entry.id}-points`}
              >
                <SignedPoints value={entry.points} />
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
