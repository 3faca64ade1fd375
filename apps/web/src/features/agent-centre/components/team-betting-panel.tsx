import { useTranslation } from 'react-i18next';
import type { TeamBetRow, TeamBetsQuery } from '@bet/contracts/agent/agent-team';
import { GAME_CATEGORIES, type GameCategory } from '@bet/contracts/games/categories';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useTeamBets } from '../api/team-bets';
import { useReportFilters, type DayFilters } from '../lib/use-report-filters';
import { ReportFilterForm } from './report-filter-form';
import './team-management.css';
import './team-reports.css';

interface BetFilters extends DayFilters {
  vendor: string;
  category: GameCategory | '';
}

const resultClass = (winLoss: number) => (winLoss > 0 ? 'win' : winLoss < 0 ? 'loss' : '');

/**
 * Team betting (spec §2): the bets of everyone under me (or one member), filtered by vendor,
 * category and days; the totals cover the whole filtered set, not just the page.
 */
export function TeamBettingPanel({ initialMember = '' }: { initialMember?: string }) {
  const { t } = useTranslation();
  const filters = useReportFilters<BetFilters>({
    member: initialMember,
    vendor: '',
    category: '',
    fromDay: '',
    toDay: '',
  });
  const { draft, setField, applied, pageNo, setPageNo } = filters;
  const query: TeamBetsQuery = {
    ...filters.baseQuery,
    vendor: applied.vendor.trim() || undefined,
    category: applied.category || undefined,
  };
  const bets = useTeamBets(query);
  const rows = bets.data?.list ?? [];
  const totals = bets.data?.totals;
  return (
    <div data-testid="agent-team-betting">
      <ReportFilterForm idPrefix="agent-bets" filters={filters}>
        <label className="agent-filter" htmlFor="agent-bets-vendor">
          <span>{t('agentCentre.bets.vendor')}</span>
          <input
            id="agent-bets-vendor"
            value={draft.vendor}
            maxLength={32}
            autoComplete="off"
            onChange={(e) => setField('vendor', e.target.value)}
            data-testid="agent-bets-vendor"
          />
        </label>
        <label className="agent-filter" htmlFor="agent-bets-category">
          <span>{t('agentCentre.bets.category')}</span>
          <select
            id="agent-bets-category"
            value={draft.category}
            onChange={(e) => setField('category', e.target.value as GameCategory | '')}
            data-testid="agent-bets-category"
          >
            <option value="">{t('agentCentre.filters.all')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </select>
        </label>
      </ReportFilterForm>
      <div className="agent-records" aria-busy={bets.isFetching}>
        <RecordsState
          isPending={bets.isPending}
          error={bets.error}
          empty={rows.length === 0}
          emptyText={t('agentCentre.bets.empty')}
          onRetry={() => void bets.refetch()}
        >
          <div className="agent-table-wrap" tabIndex={0} aria-label={t('agentCentre.pages.teamBetting')}>
            <table className="agent-table" data-testid="agent-bets-table">
              <thead>
                <tr>
                  <th scope="col">{t('agentCentre.bets.time')}</th>
                  <th scope="col">{t('agentCentre.team.username')}</th>
                  <th scope="col">{t('agentCentre.bets.game')}</th>
                  <th scope="col">{t('agentCentre.bets.vendorCategory')}</th>
                  <th scope="col" className="num">
                    {t('agentCentre.bets.stake')}
                  </th>
                  <th scope="col" className="num">
                    {t('agentCentre.bets.validBet')}
                  </th>
                  <th scope="col" className="num">
                    {t('agentCentre.bets.payout')}
                  </th>
                  <th scope="col" className="num">
                    {t('agentCentre.bets.result')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row: TeamBetRow) => (
                  <tr key={row.id} data-testid={`agent-bet-${row.id}`}>
                    <td>{formatDateTime(row.placedAt)}</td>
                    <th scope="row">{row.username}</th>
                    <td>{row.game}</td>
                    <td>
                      {row.vendor} · {t(`category.${row.category}`)}
                    </td>
                    <td className="num">{formatAmount(row.stake)}</td>
                    <td className="num">{formatAmount(row.validBet)}</td>
                    <td className="num">{formatAmount(row.payout)}</td>
                    {row.status === 'SETTLED' ? (
                      <td className={`num agent-result ${resultClass(row.winLoss)}`}>
                        {formatAmount(row.winLoss)}
                      </td>
                    ) : (
                      <td className="num">{t(`agentCentre.bets.status.${row.status}`)}</td>
                    )}
                  </tr>
                ))}
              </tbody>
              {totals ? (
                <tfoot>
                  <tr data-testid="agent-bets-total">
                    <th scope="row" colSpan={4}>
                      {t('agentCentre.bets.total', { bets: totals.count })}
                    </th>
                    <td className="num">{formatAmount(totals.stake)}</td>
                    <td className="num">{formatAmount(totals.validBet)}</td>
                    <td className="num">{formatAmount(totals.payout)}</td>
                    <td className={`num agent-result ${resultClass(totals.winLoss)}`}>
                      {formatAmount(totals.winLoss)}
                    </td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
          <Pager
            page={pageNo}
            totalPages={bets.data?.totalPages ?? 1}
            onChange={setPageNo}
            busy={bets.isFetching}
            testId="agent-bets-pager"
          />
        </RecordsState>
      </div>
    </div>
  );
}
