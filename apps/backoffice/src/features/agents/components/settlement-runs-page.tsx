import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_KINDS, contractKind } from '@bet/contracts/agent/agent-contracts';
import type { SettlementRun } from '@bet/contracts/operator/operator-agents';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listSettlementRuns, useSettlementRuns } from '../api/list-settlement-runs';

const column = createColumnHelper<SettlementRun>();

/** A run's state from its counts: lines still waiting, lines held, or everything paid. */
const runState = (run: SettlementRun): [string, BadgeTone] =>
  run.pending > 0 ? ['WAITING', 'info'] : run.held > 0 ? ['HELD', 'warn'] : ['RELEASED', 'good'];

/** Settlement runs per kind and period with their totals; a run opens its payout lines. */
export function SettlementRunsPage() {
  const { t } = useTranslation('agents');
  const params = useTableParams();
  const kind = contractKind.safeParse(params.filters.kind).data;
  const query = { pageNo: params.pageNo, pageSize: params.pageSize, ...(kind ? { kind } : {}) };
  const runs = useSettlementRuns(query);
  const columns = [
    column.accessor('id', {
      header: t('runs.col.id'),
      cell: (c) => (
        <Link to={`/agents/settlements/${c.getValue()}`} aria-label={t('runs.open', { id: c.getValue() })}>
          #{c.getValue()}
        </Link>
      ),
    }),
    column.accessor('kind', { header: t('runs.col.kind'), cell: (c) => t(`kind.${c.getValue()}`) }),
    column.accessor('period', { header: t('runs.col.period') }),
    column.accessor('settledAt', {
      header: t('runs.col.settledAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.settledAt).toISOString() },
    }),
    column.accessor('lines', { header: t('runs.col.lines'), meta: { numeric: true } }),
    column.accessor('total', {
      header: t('runs.col.total'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('paidAmount', {
      header: t('runs.col.paid'),
      cell: (c) => `${formatMoney(c.getValue())} (${formatCount(c.row.original.paid)})`,
      meta: { numeric: true },
    }),
    column.accessor('heldAmount', {
      header: t('runs.col.held'),
      cell: (c) => `${formatMoney(c.getValue())} (${formatCount(c.row.original.held)})`,
      meta: { numeric: true },
    }),
    column.accessor('pending', { header: t('runs.col.pending'), meta: { numeric: true } }),
    column.accessor('releaseAt', {
      header: t('runs.col.releaseAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.releaseAt).toISOString() },
    }),
    column.accessor((r) => runState(r)[0], {
      id: 'state',
      header: t('runs.col.state'),
      cell: (c) => {
        const [state, tone] = runState(c.row.original);
        return <Badge tone={tone}>{t(`runs.state.${state}`)}</Badge>;
      },
    }),
  ];
  return (
    <>
      <div className="filters">
        <label>
          {t('runs.kind')}
          <select value={kind ?? ''} onChange={(e) => params.setFilters({ kind: e.target.value })}>
            <option value="">{t('allKinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {runs.error && <Notice tone="error">{errorText(t, runs.error)}</Notice>}
      <DataTable
        label={t('runs.tableLabel')}
        columns={columns}
        rows={runs.data?.list ?? []}
        totalCount={runs.data?.totalCount ?? 0}
        params={params}
        loading={runs.isFetching}
        rowKey={(r) => r.id}
        empty={t('runs.empty')}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => listSettlementRuns({ ...query, pageNo, pageSize }))
        }
      />
    </>
  );
}
