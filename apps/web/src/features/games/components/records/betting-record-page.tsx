import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@bet/contracts/games/bets';
import { GAME_CATEGORIES, type GameCategory } from '@bet/contracts/games/categories';
import { lastDays } from '@/shared/lib/date-range';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Pager } from '@/shared/ui/pager';
import { useBettingRecord } from '../../api/betting-record';
import { useLanes } from '../../model/use-lanes';
import { RecordsState } from '@/shared/ui/records-state';
import { DateRangeFields, FilterSelect, useRange, WinLoss } from './records-common';

export const BETS_PAGE_SIZE = 20;
const DEFAULT_DAYS = 7;

/**
 * Betting record (spec §2 `personalHistoryCopy`): the member's bets in a date range (the last 7
 * days at first), of one category and vendor or all, a page at a time, with the totals of every
 * bet the filters match.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const [dates, setDates] = useState(() => lastDays(DEFAULT_DAYS));
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { lanes } = useLanes();
  const { range, problem } = useRange(dates);
  const records = useBettingRecord(
    {
      pageNo,
      pageSize: BETS_PAGE_SIZE,
      ...(range ?? {}),
      ...(category ? { category } : {}),
      ...(vendor ? { vendor } : {}),
    },
    range !== null,
  );

  // The vendor filter lists the vendors of the chosen category (all of them without one).
  const names = new Map<string, string>();
  const options = new Map<string, string>();
  for (const lane of lanes)
    for (const card of lane.vendors) {
      names.set(card.vassalage, card.displayName);
      if (!category || lane.category === category) options.set(card.vassalage, card.displayName);
    }
  const vendorName = (code: string) => names.get(code) ?? code;
  const data = records.data;
  const columns: { key: string; label: string; num?: boolean; cell: (bet: BetRecord) => ReactNode }[] = [
    { key: 'time', label: t('games.records.time'), cell: (bet) => formatDateTime(bet.placedAt) },
    { key: 'game', label: t('games.records.game'), cell: (bet) => bet.game },
    { key: 'vendor', label: t('games.records.vendor'), cell: (bet) => vendorName(bet.vendor) },
    { key: 'category', label: t('games.records.category'), cell: (bet) => t(`category.${bet.category}`) },
    { key: 'stake', label: t('games.records.stake'), num: true, cell: (bet) => formatAmount(bet.stake) },
    {
      key: 'validBet',
      label: t('games.records.validBet'),
      num: true,
      cell: (bet) => formatAmount(bet.validBet),
    },
    { key: 'payout', label: t('games.records.payout'), num: true, cell: (bet) => formatAmount(bet.payout) },
    {
      key: 'winLoss',
      label: t('games.records.winLoss'),
      num: true,
      cell: (bet) => <WinLoss value={bet.winLoss} />,
    },
    {
      key: 'status',
      label: t('games.records.status'),
      cell: (bet) => t(`games.records.statuses.${bet.status}`),
    },
  ];

  return (
    <div className="records-page" data-testid="betting-record-page">
      <div className="records-filters" role="group" aria-label={t('games.records.filters')}>
        <DateRangeFields
          dates={dates}
          onChange={(next) => {
            setDates(next);
            setPageNo(1);
          }}
          testId="bets"
        />
        <FilterSelect
          label={t('games.records.category')}
          value={category}
          onChange={(value) => {
            setCategory(value as GameCategory | '');
            setVendor('');
            setPageNo(1);
          }}
          testId="bets-category"
        >
          <option value="">{t('games.records.allCategories')}</option>
          {GAME_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`category.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('games.records.vendor')}
          value={vendor}
          onChange={(value) => {
            setVendor(value);
            setPageNo(1);
          }}
          testId="bets-vendor"
        >
          <option value="">{t('games.records.allVendors')}</option>
          {[...options].map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </FilterSelect>
      </div>
      {problem ? (
        <FormAlert testId="bets-range-error">{problem}</FormAlert>
      ) : (
        <RecordsState
          isPending={records.isPending}
          error={records.isError ? records.error : null}
          empty={data?.list.length === 0}
          emptyText={t('games.records.empty')}
          onRetry={() => void records.refetch()}
        >
          {data ? (
            <>
              <div className="records-table-wrap">
                <table className="records-table" data-testid="bets-table" aria-busy={records.isFetching}>
                  <caption className="visually-hidden">{t('games.records.caption')}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column.key} scope="col" className={column.num ? 'num' : undefined}>
                          {column.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((bet) => (
                      <tr key={bet.id} data-testid="bet-row">
                        {columns.map((column) => (
                          <td
                            key={column.key}
                            className={column.num ? 'num' : undefined}
                            data-label={column.label}
                          >
                            {column.cell(bet)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot data-testid="bets-totals">
                    <tr>
                      <th scope="row" colSpan={4} data-label={t('games.records.totals')}>
                        {t('games.records.totalsOf', { count: data.totals.count })}
                      </th>
                      <td className="num" data-label={t('games.records.stake')} data-testid="total-stake">
                        {formatAmount(data.totals.stake)}
                      </td>
                      <td
                        className="num"
                        data-label={t('games.records.validBet')}
                        data-testid="total-validBet"
                      >
                        {formatAmount(data.totals.validBet)}
                      </td>
                      <td className="num" data-label={t('games.records.payout')} data-testid="total-payout">
                        {formatAmount(data.totals.payout)}
                      </td>
                      <td className="num" data-label={t('games.records.winLoss')} data-testid="total-winLoss">
                        <WinLoss value={data.totals.winLoss} />
                      </td>
                      <td aria-hidden="true" />
                    </tr>
                  </tfoot>
                </table>
              </div>
              <Pager
                page={pageNo}
                totalPages={data.totalPages}
                onChange={setPageNo}
                busy={records.isFetching}
                testId="bets-pager"
              />
            </>
          ) : null}
        </RecordsState>
      )}
    </div>
  );
}

export default BettingRecordPage;
