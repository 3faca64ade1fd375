import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorTransferStatus } from '@bet/contracts/operator/operator-queues';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatAge, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listVendorTransfers, useVendorTransfers } from '../api/list-vendor-transfers';
import { reconcileVendorTransfers } from '../api/reconcile-vendor-transfers';
import { settleVendorTransfer } from '../api/settle-vendor-transfer';
import { queueQuery } from '../lib/queue-query';
import { STATUS_TONE } from '../lib/status-tone';
import type { Outcome, VendorTransferEntry } from '../model/queue-entries';
import { DecisionDialog } from './decision-dialog';
import { QueueFilters } from './queue-filters';
import './queues.css';

const column = createColumnHelper<VendorTransferEntry>();
const STATUSES = vendorTransferStatus.options;

/**
 * Transfers between a main wallet and a vendor wallet that the vendor left unanswered: each can be
 * asked again (settled when the vendor answers), or all at once as the reconciliation job does.
 */
export function VendorTransfersPage() {
  const { t } = useTranslation('queues');
  const client = useQueryClient();
  const params = useTableParams();
  const query = queueQuery(params, STATUSES);
  const transfers = useVendorTransfers(query);
  const [open, setOpen] = useState<VendorTransferEntry | 'all' | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'queues'] });
  const finish = (outcome?: Outcome) => {
    if (outcome) setDone(outcome);
    void refresh();
  };

  const columns = [
    column.accessor('id', { header: t('col.id') }),
    column.accessor('username', { header: t('col.player') }),
    column.accessor('vendor', { header: t('col.vendor') }),
    column.accessor('direction', {
      header: t('col.direction'),
      cell: (c) => t(`transfers.direction.${c.getValue()}`),
    }),
    column.accessor('amount', {
      header: t('col.amount'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('createdAt', {
      header: t('col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (v) => new Date(v.createdAt).toISOString() },
    }),
    column.accessor((v) => formatAge(v.createdAt), { id: 'age', header: t('col.age') }),
    column.accessor('attempts', { header: t('col.attempts'), meta: { numeric: true } }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((v) => v.error ?? '', { id: 'error', header: t('col.error') }),
    column.display({
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: v } }) =>
        v.status === 'PENDING' ? (
          <Can permission="moveMoney">
            <Button onClick={() => setOpen(v)}>{t('transfers.settle')}</Button>
          </Can>
        ) : null,
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('transfers.title')}
        actions={
          <Can permission="moveMoney">
            <Button variant="primary" onClick={() => setOpen('all')}>
              {t('transfers.settleAll')}
            </Button>
          </Can>
        }
      />
      <QueueFilters params={params} statuses={STATUSES} />
      {done && <Notice tone={done.tone}>{done.text}</Notice>}
      {transfers.error && <Notice tone="error">{errorText(t, transfers.error)}</Notice>}
      <DataTable
        label={t('transfers.tableLabel')}
        columns={columns}
        rows={transfers.data?.list ?? []}
        totalCount={transfers.data?.totalCount ?? 0}
        params={params}
        loading={transfers.isFetching}
        sortable={['createdAt', 'amount']}
        rowKey={(v) => v.id}
        empty={t('transfers.empty')}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => listVendorTransfers({ ...query, pageNo, pageSize }))
        }
      />
      {open === 'all' && (
        <DecisionDialog
          title={t('transfers.settleAllTitle')}
          confirmLabel={t('transfers.settleAll')}
          withNote={false}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            const counts = await reconcileVendorTransfers();
            finish({
              tone: 'success',
              text: t('transfers.settledAll', {
                done: counts.DONE,
                failed: counts.FAILED,
                pending: counts.PENDING,
              }),
            });
          }}
        >
          <p>{t('transfers.settleAllIntro')}</p>
        </DecisionDialog>
      )}
      {open && open !== 'all' && (
        <DecisionDialog
          title={t('transfers.settleTitle', { id: open.id })}
          confirmLabel={t('transfers.settle')}
          onClose={() => setOpen(null)}
          onHandledElsewhere={() => finish()}
          onConfirm={async (note) => {
            const settled = await settleVendorTransfer({ id: open.id, ...(note ? { reason: note } : {}) });
            finish({
              tone: settled.status === 'FAILED' ? 'error' : 'success',
              text: t('transfers.settled', { id: settled.id, state: t(`state.${settled.status}`) }),
            });
          }}
        >
          <p>
            {t('transfers.settleIntro', {
              vendor: open.vendor,
              username: open.username,
              amount: formatMoney(open.amount),
              direction: t(`transfers.direction.${open.direction}`),
            })}
          </p>
        </DecisionDialog>
      )}
    </>
  );
}
