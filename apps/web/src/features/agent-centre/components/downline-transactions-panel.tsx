import { useTranslation } from 'react-i18next';
import {
  TEAM_TRANSACTION_KINDS,
  type TeamTransactionRow,
  type TeamTransactionsQuery,
} from '@bet/contracts/agent/agent-team';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useTeamTransactions } from '../api/team-transactions';
import { useReportFilters, type DayFilters } from '../lib/use-report-filters';
import { ReportFilterForm } from './report-filter-form';
import './team-management.css';
import './team-reports.css';

type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

interface TransactionFilters extends DayFilters {
  kind: Kind | '';
}

const EMPTY: TransactionFilters = { member: '', kind: '', fromDay: '', toDay: '' };

/**
 * Downline transaction details (spec §2): deposits, withdrawals and transfers of the members under
 * me, signed for the member's main wallet (credit positive), filtered by member, kind and days.
 */
export function DownlineTransactionsPanel() {
  const { t } = useTranslation();
  const filters = useReportFilters<TransactionFilters>(EMPTY);
  const { draft, setField, applied, pageNo, setPageNo } = filters;
  const query: TeamTransactionsQuery = { ...filters.baseQuery, kind: applied.kind || undefined };
  const transactions = useTeamTransactions(query);
  const rows = transactions.data?.list ?? [];
  return (
    <div data-testid="agent-downline-transactions">
      <ReportFilterForm idPrefix="agent-tx" filters={filters}>
        <label className="agent-filter" htmlFor="agent-tx-kind">
          <span>{t('agentCentre.transactions.kind')}</span>
          <select
            id="agent-tx-kind"
            value={draft.kind}
            onChange={(e) => setField('kind', e.target.value as Kind | '')}
            data-testid="agent-tx-kind"
          >
            <option value="">{t('agentCentre.filters.all')}</option>
            {TEAM_TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`agentCentre.transactions.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      </ReportFilterForm>
      <div className="agent-records" aria-busy={transactions.isFetching}>
        <RecordsState
          isPending={transactions.isPending}
          error={transactions.error}
          empty={rows.length === 0}
          emptyText={t('agentCentre.transactions.empty')}
          onRetry={() => void transactions.refetch()}
        >
          <div
            className="agent-table-wrap"
            tabIndex={0}
            aria-label={t('agentCentre.pages.downlineTransactions')}
          >
            <table className="agent-table" data-testid="agent-tx-table">
              <thead>
                <tr>
                  <th scope="col">{t('agentCentre.bets.time')}</th>
                  <th scope="col">{t('agentCentre.team.username')}</th>
                  <th scope="col">{t('agentCentre.transactions.kind')}</th>
                  <th scope="col" className="num">
                    {t('agentCentre.transactions.amount')}
                  </th>
                  <th scope="col">{t('agentCentre.transactions.counterparty')}</th>
                  <th scope="col">{t('agentCentre.team.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row: TeamTransactionRow) => (
                  <tr key={row.id} data-testid={`agent-tx-${row.id}`}>
                    <td>{formatDateTime(row.time)}</td>
                    <th scope="row">{row.username}</th>
                    <td>{t(`agentCentre.transactions.kinds.${row.kind}`)}</td>
                    <td
                      className={`num agent-result ${row.amount > 0 ? 'win' : row.amount < 0 ? 'loss' : ''}`}
                    >
                      {row.amount > 0 ? '+' : ''}
                      {formatAmount(row.amount)}
                    </td>
                    <td>{row.counterparty ?? '—'}</td>
                    <td>
                      {t(`agentCentre.transactions.statuses.${row.status}`, { defaultValue: row.status })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={pageNo}
            totalPages={transactions.data?.totalPages ?? 1}
            onChange={setPageNo}
            busy={transactions.isFetching}
            testId="agent-tx-pager"
          />
        </RecordsState>
      </div>
    </div>
  );
}
