import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGES, type ReportRange, type TeamProfitRow } from '@bet/contracts/agent/agent-team';
import { formatAmount } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useTeamProfit } from '../api/team-profit';
import './team-management.css';

const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'validBets',
  'payout',
  'bonuses',
  'salaries',
  'playersProfitLoss',
] as const;

/**
 * User profit and loss (spec §2): my own play, one row per direct downline's line, and the sum;
 * an agent's line opens its own rows (breadcrumb back up). Named ranges only (custom: overview).
 */
export function UserProfitPanel() {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [range, setRange] = useState<ReportRange>('today');
  const [parent, setParent] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const profit = useTeamProfit({ range, parent, pageNo, pageSize: 20 });
  const tabs = REPORT_RANGES.filter((id) => id !== 'custom').map((id) => ({
    id,
    label: t(`agentCentre.range.${id}`),
    testId: `agent-profit-range-${id}`,
  }));
  const open = (username: string | undefined) => {
    setParent(username);
    setPageNo(1);
  };
  const rows = profit.data?.list ?? [];
  const crumbs = profit.data?.breadcrumb ?? [];
  const cells = (figures: Record<(typeof FIGURES)[number], number>) =>
    FIGURES.map((key) => (
      <td key={key} className="num">
        {formatAmount(figures[key])}
      </td>
    ));
  return (
    <div data-testid="agent-user-profit">
      <Tabs base={base} tabs={tabs} active={range} onChange={setRange} label={t('agentCentre.range.label')} />
      <div {...tabPanelProps(base, range)}>
        <nav aria-label={t('agentCentre.team.breadcrumb')} className="agent-breadcrumb">
          <ol data-testid="agent-profit-breadcrumb">
            {crumbs.map((crumb, index) => (
              <li key={crumb.username}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="location">{crumb.username}</span>
                ) : (
                  <button type="button" onClick={() => open(index === 0 ? undefined : crumb.username)}>
                    {crumb.username}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <RecordsState
          isPending={profit.isPending}
          error={profit.error}
          empty={rows.length === 0}
          emptyText={t('agentCentre.team.empty')}
          onRetry={() => void profit.refetch()}
        >
          <div className="agent-table-wrap">
            <table className="agent-table" data-testid="agent-profit-table">
              <thead>
                <tr>
                  <th scope="col">{t('agentCentre.team.username')}</th>
                  {FIGURES.map((key) => (
                    <th key={key} scope="col" className="num">
                      {t(`agentCentre.profit.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row: TeamProfitRow) => (
                  <tr key={`${row.scope}:${row.username}`} data-testid={`agent-profit-row-${row.username}`}>
                    <th scope="row">
                      {row.scope === 'team' && row.isAgent ? (
                        <button type="button" className="agent-link" onClick={() => open(row.username)}>
                          {row.username}
                        </button>
                      ) : (
                        t(row.scope === 'self' ? 'agentCentre.profit.self' : 'agentCentre.profit.line', {
                          username: row.username,
                        })
                      )}
                    </th>
                    {cells(row)}
                  </tr>
                ))}
              </tbody>
              {profit.data ? (
                <tfoot>
                  <tr data-testid="agent-profit-total">
                    <th scope="row">{t('agentCentre.profit.total')}</th>
                    {cells(profit.data.total)}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
          <Pager
            page={pageNo}
            totalPages={profit.data?.totalPages ?? 1}
            onChange={setPageNo}
            busy={profit.isFetching}
            testId="agent-profit-pager"
          />
        </RecordsState>
      </div>
    </div>
  );
}
