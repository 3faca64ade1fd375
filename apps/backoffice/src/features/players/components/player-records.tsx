import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { useTableParams, type TableParams } from '@/shared/ui/use-table-params';
import { listDeposits, usePlayerDeposits } from '../api/list-deposits';
import { listWithdrawals, usePlayerWithdrawals } from '../api/list-withdrawals';
import { playerAudit, usePlayerAudit } from '../api/player-audit';
import { playerBets, usePlayerBets } from '../api/player-bets';
import { playerLedger, usePlayerLedger } from '../api/player-ledger';
import { playerLogins, usePlayerLogins } from '../api/player-logins';
import { useRecordColumns } from './record-columns';

const TABS = ['ledger', 'bets', 'deposits', 'withdrawals', 'logins', 'audit'] as const;
type Tab = (typeof TABS)[number];
type Query = { username: string; pageNo: number; pageSize: number };
type Page<Row> = { list: Row[]; totalCount: number };

/** The player's paged records, one tab at a time (the tab and its page are in the URL). */
export function PlayerRecords({ username }: { username: string }) {
  const { t } = useTranslation('players');
  const params = useTableParams();
  const tab: Tab = TABS.includes(params.filters.tab as Tab) ? (params.filters.tab as Tab) : 'ledger';
  const query = { username, pageNo: params.pageNo, pageSize: params.pageSize };
  const panelId = 'player-records-panel';
  return (
    <Panel title={t('tabs.label')}>
      <div className="player-tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`player-tab-${name}`}
            className="player-tab"
            aria-selected={tab === name}
            aria-controls={panelId}
            onClick={() => params.setFilters({ tab: name === 'ledger' ? '' : name })}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`player-tab-${tab}`}>
        <RecordTab tab={tab} query={query} params={params} label={`${t(`tabs.${tab}`)} — ${username}`} />
      </div>
    </Panel>
  );
}

/** Hooks run in a fixed order: every list's query is declared, only the shown tab's is enabled. */
function RecordTab({
  tab,
  query,
  params,
  label,
}: {
  tab: Tab;
  query: Query;
  params: TableParams;
  label: string;
}) {
  const { t } = useTranslation('players');
  const columns = useRecordColumns();
  const lists = {
    ledger: { result: usePlayerLedger(query, tab === 'ledger'), fetch: playerLedger },
    bets: { result: usePlayerBets(query, tab === 'bets'), fetch: playerBets },
    deposits: { result: usePlayerDeposits(query, tab === 'deposits'), fetch: listDeposits },
    withdrawals: { result: usePlayerWithdrawals(query, tab === 'withdrawals'), fetch: listWithdrawals },
    logins: { result: usePlayerLogins(query, tab === 'logins'), fetch: playerLogins },
    audit: { result: usePlayerAudit(query, tab === 'audit'), fetch: playerAudit },
  };
  const { result, fetch } = lists[tab];
  const page = result.data as Page<{ id: string | number }> | undefined;
  const fetchPage = fetch as (q: Query) => Promise<Page<{ id: string | number }>>;
  return (
    <>
      {result.error && <Notice tone="error">{errorText(t, result.error)}</Notice>}
      <DataTable
        label={label}
        columns={columns[tab] as ColumnDef<{ id: string | number }, unknown>[]}
        rows={page?.list ?? []}
        totalCount={page?.totalCount ?? 0}
        params={params}
        loading={result.isFetching}
        rowKey={(row) => row.id}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => fetchPage({ username: query.username, pageNo, pageSize }))
        }
      />
    </>
  );
}
