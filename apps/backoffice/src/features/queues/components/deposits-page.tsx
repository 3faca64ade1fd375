import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES } from '@bet/contracts/wallet/deposit';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatAge, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listDeposits, useDeposits } from '../api/list-deposits';
import { queueQuery } from '../lib/queue-query';
import { STATUS_TONE } from '../lib/status-tone';
import type { DepositEntry, Outcome } from '../model/queue-entries';
import { DepositDecision, type DepositAction } from './deposit-decision';
import { QueueFilters } from './queue-filters';
import './queues.css';

const column = createColumnHelper<DepositEntry>();

/** Deposits to confirm or reject: pending first, oldest first; receipts for every role. */
export function DepositsPage() {
  const { t } = useTranslation('queues');
  const client = useQueryClient();
  const params = useTableParams();
  const query = queueQuery(params, DEPOSIT_STATUSES);
  const deposits = useDeposits(query);
  const [open, setOpen] = useState<{ action: DepositAction; deposit: DepositEntry } | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'queues'] });

  const columns = [
    column.accessor('id', { header: t('col.id') }),
    column.accessor('username', { header: t('col.player') }),
    column.accessor('channelName', { header: t('col.channel') }),
    column.accessor((d) => d.reference ?? '', { id: 'reference', header: t('col.reference') }),
    column.accessor('amount', {
      header: t('col.amount'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('createdAt', {
      header: t('col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (d) => new Date(d.createdAt).toISOString() },
    }),
    column.accessor((d) => formatAge(d.createdAt), { id: 'age', header: t('col.age') }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((d) => d.decidedByName ?? '', { id: 'decidedBy', header: t('col.decidedBy') }),
    column.display({
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: d } }) => (
        <div className="row-actions">
          {d.hasReceipt && (
            <Button onClick={() => setOpen({ action: 'receipt', deposit: d })}>
              {t('deposits.viewReceipt')}
            </Button>
          )}
          {d.status === 'PENDING' && (
            <Can permission="moveMoney">
              <Button variant="primary" onClick={() => setOpen({ action: 'confirm', deposit: d })}>
                {t('deposits.confirm')}
              </Button>
              <Button variant="danger" onClick={() => setOpen({ action: 'reject', deposit: d })}>
                {t('deposits.reject')}
              </Button>
            </Can>
          )}
        </div>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('deposits.title')} />
      <QueueFilters params={params} statuses={DEPOSIT_STATUSES} />
      {done && <Notice tone={done.tone}>{done.text}</Notice>}
      {deposits.error && <Notice tone="error">{errorText(t, deposits.error)}</Notice>}
      <DataTable
        label={t('deposits.tableLabel')}
        columns={columns}
        rows={deposits.data?.list ?? []}
        totalCount={deposits.data?.totalCount ?? 0}
        params={params}
        loading={deposits.isFetching}
        sortable={['createdAt', 'amount']}
        rowKey={(d) => d.id}
        empty={t('deposits.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listDeposits({ ...query, pageNo, pageSize }))}
      />
      {open && (
        <DepositDecision
          action={open.action}
          deposit={open.deposit}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            if (outcome) setDone(outcome);
            void refresh();
          }}
        />
      )}
    </>
  );
}
