import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PAYOUT_STATUSES, payoutStatus } from '@bet/contracts/agent/agent-contracts';
import type { OperatorPayoutLine } from '@bet/contracts/operator/operator-agents';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useTableParams } from '@/shared/ui/use-table-params';
import { AGENTS_PREFIX } from '../api/get-agent-contract-settings';
import { holdPayoutLine } from '../api/hold-payout-line';
import { releasePayoutLine } from '../api/release-payout-line';
import { listSettlementLines, useSettlementLines } from '../api/settlement-lines';

const column = createColumnHelper<OperatorPayoutLine>();
const STATUS_TONE: Record<OperatorPayoutLine['status'], BadgeTone> = {
  PENDING: 'info',
  HELD: 'warn',
  PAID: 'good',
};
const percent = (rate: number) => `${rate.toFixed(2)} %`;

/**
 * One run's payout lines: each agent's base, own rate, what it passed down and its amount. A
 * PENDING line can be held (configure) before the release delay ends; a HELD one released (moveMoney).
 */
export function PayoutLinesPage() {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const runId = Number(useParams().runId);
  const params = useTableParams();
  const status = payoutStatus.safeParse(params.filters.status).data;
  const query = { runId, pageNo: params.pageNo, pageSize: params.pageSize, ...(status ? { status } : {}) };
  const lines = useSettlementLines(query);
  const [action, setAction] = useState<{ kind: 'hold' | 'release'; line: OperatorPayoutLine } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = [
    column.accessor('agent', { header: t('lines.col.agent') }),
    column.accessor('period', { header: t('lines.col.period') }),
    column.accessor('base', {
      header: t('lines.col.base'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('rate', {
      header: t('lines.col.rate'),
      cell: (c) => percent(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor((l) => l.passedDownLines.map((d) => `${d.downline} ${percent(d.rate)}`).join(', '), {
      id: 'passedDownRates',
      header: t('lines.col.passedDownRates'),
    }),
    column.accessor('passedDown', {
      header: t('lines.col.passedDown'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('amount', {
      header: t('lines.col.amount'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('status', {
      header: t('lines.col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`lines.status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((l) => (l.holdReason ? `${l.holdReason} (${l.heldBy ?? ''})` : ''), {
      id: 'holdReason',
      header: t('lines.col.holdReason'),
    }),
    column.display({
      id: 'actions',
      header: t('lines.col.actions'),
      cell: ({ row: { original: line } }) =>
        line.status === 'PENDING' ? (
          <Can permission="configure">
            <Button onClick={() => setAction({ kind: 'hold', line })}>{t('lines.hold')}</Button>
          </Can>
        ) : line.status === 'HELD' ? (
          <Can permission="moveMoney">
            <Button variant="primary" onClick={() => setAction({ kind: 'release', line })}>
              {t('lines.release')}
            </Button>
          </Can>
        ) : null,
    }),
  ];

  async function confirm(reason: string) {
    if (!action) return;
    const { kind, line } = action;
    await (kind === 'hold' ? holdPayoutLine : releasePayoutLine)({ lineId: line.id, reason });
    setDone(t(kind === 'hold' ? 'lines.held' : 'lines.released', { agent: line.agent }));
    await client.invalidateQueries({ queryKey: AGENTS_PREFIX });
  }

  return (
    <Panel
      title={t('lines.title', { id: runId })}
      actions={<Link to="/agents/settlements">{t('lines.back')}</Link>}
    >
      <div className="filters">
        <label>
          {t('lines.statusFilter')}
          <select value={status ?? ''} onChange={(e) => params.setFilters({ status: e.target.value })}>
            <option value="">{t('lines.allStatuses')}</option>
            {PAYOUT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lines.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {done && <Notice tone="success">{done}</Notice>}
      {lines.error && <Notice tone="error">{errorText(t, lines.error)}</Notice>}
      <DataTable
        label={t('lines.tableLabel', { id: runId })}
        columns={columns}
        rows={lines.data?.list ?? []}
        totalCount={lines.data?.totalCount ?? 0}
        params={params}
        loading={lines.isFetching}
        rowKey={(l) => l.id}
        empty={t('lines.empty')}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => listSettlementLines({ ...query, pageNo, pageSize }))
        }
      />
      {action && (
        <ReasonDialog
          title={t(action.kind === 'hold' ? 'lines.holdTitle' : 'lines.releaseTitle', {
            agent: action.line.agent,
          })}
          confirmLabel={t(action.kind === 'hold' ? 'lines.hold' : 'lines.release')}
          danger={action.kind === 'release'}
          onClose={() => setAction(null)}
          onConfirm={confirm}
        >
          <p>
            {t(action.kind === 'hold' ? 'lines.holdIntro' : 'lines.releaseIntro', {
              agent: action.line.agent,
              amount: formatMoney(action.line.amount),
              period: action.line.period,
            })}
          </p>
        </ReasonDialog>
      )}
    </Panel>
  );
}
