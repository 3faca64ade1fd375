import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEAM_TRANSACTION_KINDS,
  type TeamTransactionRow,
  type TeamTransactionsQuery,
} from '@bet/contracts/agent/agent-team';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useTeamTransactions } from '../api/team-transactions';
import { dayBoundsOf } from '../lib/range-query';
import { ReportFilterFields } from './report-filter-fields';
import './team-management.css';
import './team-reports.css';

type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

interface TransactionFilters {
  member: string;
  kind: Kind | '';
  fromDay: string;
  toDay: string;
}

const EMPTY: TransactionFilters = { member: '', kind: '', fromDay: '', toDay: '' };

/**
 * Downline transaction details (spec §2): deposits, withdrawals and transfers of the members under
 * me, signed for the member's main wallet (credit positive), filtered by member, kind and days.
 */
export function DownlineTransactionsPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TransactionFilters>(EMPTY);
  const [applied, setApplied] = useState<TransactionFilters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const [problem, setProblem] = useState(false);
  const query: TeamTransactionsQuery = {
    pageNo,
    pageSize: 20,
    ...(dayBoundsOf(applied.fromDay, applied.toDay) ?? {}),
    member: applied.member.trim() || undefined,
    kind: applied.kind || undefined,
  };
  const transactions = useTeamTransactions(query);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bad = dayBoundsOf(draft.fromDay, draft.toDay) === null;
    setProblem(bad);
    if (bad) return;
    setApplied(draft);
    setPageNo(1);
  };
  const rows = transactions.data?.list ?? [];
  return (
    <div data-testid="agent-downline-transactions">
      <form
        className="agent-filters"
        role="search"
        onSubmit={onSubmit}
        aria-label={t('agentCentre.filters.label')}
      >
        <ReportFilterFields
          idPrefix="agent-tx"
          member={draft.member}
          fromDay={draft.fromDay}
          toDay={draft.toDay}
          onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
        />
        <label className="agent-filter" htmlFor="agent-tx-kind">
          <span>{t('agentCentre.transactions.kind')}</span>
          <select
            id="agent-tx-kind"
            value={draft.kind}
            onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as Kind | '' }))}
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
        <Button type="submit" data-testid="agent-tx-submit">
          {t('agentCentre.filters.apply')}
        </Button>
        <p className="agent-filters-problem" role="status" data-testid="agent-tx-problem">
          {problem ? t('agentCentre.filters.badRange') : ''}
        </p>
      </form>
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
