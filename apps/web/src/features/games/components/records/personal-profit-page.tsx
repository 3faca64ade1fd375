import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays } from '@/shared/lib/date-range';
import { formatAmount } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { usePersonalProfit } from '../../api/personal-profit';
import { profitByDay } from '../../lib/profit-chart';
import { ProfitChart } from './profit-chart';
import { RecordsState } from '@/shared/ui/records-state';
import { DateRangeFields, useRange, WinLoss } from './records-common';

const DEFAULT_DAYS = 7;

/**
 * Personal profit and loss (spec §2 `personalProfit`): in a date range (the last 7 days at first),
 * the totals, a chart of win/loss per day (a table for those who prefer one) and the results by
 * category.
 */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const [dates, setDates] = useState(() => lastDays(DEFAULT_DAYS));
  const { range, problem } = useRange(dates);
  const profit = usePersonalProfit(range ?? {}, range !== null);
  const data = profit.data;

  return (
    <div className="records-page" data-testid="personal-profit-page">
      <div className="records-filters" role="group" aria-label={t('games.records.filters')}>
        <DateRangeFields dates={dates} onChange={setDates} testId="profit" />
      </div>
      {problem ? (
        <FormAlert testId="profit-range-error">{problem}</FormAlert>
      ) : (
        <RecordsState
          isPending={profit.isPending}
          error={profit.isError ? profit.error : null}
          empty={false}
          emptyText=""
          onRetry={() => void profit.refetch()}
        >
          {data ? (
            <>
              <dl className="profit-totals" data-testid="profit-totals">
                <div>
                  <dt>{t('games.records.winLoss')}</dt>
                  <dd data-testid="profit-total-winLoss">
                    <WinLoss value={data.totals.winLoss} />
                  </dd>
                </div>
                <div>
                  <dt>{t('games.records.validBet')}</dt>
                  <dd>{formatAmount(data.totals.validBet)}</dd>
                </div>
                <div>
                  <dt>{t('games.records.stake')}</dt>
                  <dd>{formatAmount(data.totals.stake)}</dd>
                </div>
                <div>
                  <dt>{t('games.records.payout')}</dt>
                  <dd>{formatAmount(data.totals.payout)}</dd>
                </div>
                <div>
                  <dt>{t('games.profit.bets')}</dt>
                  <dd>{data.totals.count}</dd>
                </div>
              </dl>
              <h4 className="records-subtitle">{t('games.profit.byDay')}</h4>
              {data.totals.count === 0 && data.byDay.length === 0 ? (
                <p className="records-muted" data-testid="profit-empty">
                  {t('games.profit.empty')}
                </p>
              ) : (
                <ProfitChart days={profitByDay(data.byDay, dates.from, dates.to)} />
              )}
              <h4 className="records-subtitle">{t('games.profit.byCategory')}</h4>
              {data.byCategory.length === 0 ? (
                <p className="records-muted">{t('games.profit.empty')}</p>
              ) : (
                <div className="records-table-wrap">
                  <table className="records-table" data-testid="profit-category-table">
                    <caption className="visually-hidden">{t('games.profit.byCategory')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('games.records.category')}</th>
                        <th scope="col" className="num">
                          {t('games.profit.bets')}
                        </th>
                        <th scope="col" className="num">
                          {t('games.records.validBet')}
                        </th>
                        <th scope="col" className="num">
                          {t('games.records.payout')}
                        </th>
                        <th scope="col" className="num">
                          {t('games.records.winLoss')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.byCategory.map((row) => (
                        <tr key={row.category}>
                          <th scope="row" data-label={t('games.records.category')}>
                            {t(`category.${row.category}`)}
                          </th>
                          <td className="num" data-label={t('games.profit.bets')}>
                            {row.count}
                          </td>
                          <td className="num" data-label={t('games.records.validBet')}>
                            {formatAmount(row.validBet)}
                          </td>
                          <td className="num" data-label={t('games.records.payout')}>
                            {formatAmount(row.payout)}
                          </td>
                          <td className="num" data-label={t('games.records.winLoss')}>
                            <WinLoss value={row.winLoss} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          ) : null}
        </RecordsState>
      )}
    </div>
  );
}

export default PersonalProfitPage;
