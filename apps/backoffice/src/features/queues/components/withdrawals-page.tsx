import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_STATUSES } from '@bet/contracts/wallet/withdraw';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatAge, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listWithdrawals, useWithdrawals } from '../api/list-withdrawals';
import { queueQuery } from '../lib/queue-query';
import { STATUS_TONE } from '../lib/status-tone';
import type { Outcome, WithdrawalEntry } from '../model/queue-entries';
import { ProofDialog } from './proof-dialog';
import { QueueFilters } from './queue-filters';
import { WarningBadges, warningLabel } from './warning-badges';
import { WithdrawalDecision, type WithdrawalAction } from './withdrawal-decision';
import './queues.css';

const column = createColumnHelper<WithdrawalEntry>();

/**
 * Withdrawals to pay or reject: pending first, oldest first, with the checks to make before paying;
 * the player's proof when a paid one was marked not received.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('queues');
  const client = useQueryClient();
  const params = useTableParams();
  const query = queueQuery(params, WITHDRAW_STATUSES);
  const withdrawals = useWithdrawals(query);
  const [open, setOpen] = useState<{ action: WithdrawalAction; withdrawal: WithdrawalEntry } | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);
  const [proofOf, setProofOf] = useState<WithdrawalEntry | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'queues'] });

  const columns = [
    column.accessor('id', { header: t('col.id') }),
    column.accessor('username', { header: t('col.player') }),
    column.accessor('amount', {
      header: t('col.amount'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('bankName', { header: t('col.bank') }),
    column.accessor('accountName', { header: t('col.accountName') }),
    column.accessor('accountNumber', { header: t('col.accountNumber') }),
    column.accessor('createdAt', {
      header: t('col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (w) => new Date(w.createdAt).toISOString() },
    }),
    column.accessor((w) => formatAge(w.createdAt), { id: 'age', header: t('col.age') }),
    column.accessor('warnings', {
      header: t('col.warnings'),
      cell: (c) => <WarningBadges warnings={c.getValue()} />,
      meta: { csv: (w) => w.warnings.map((x) => warningLabel(t, x)).join('; ') },
    }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((w) => w.decidedByName ?? '', { id: 'decidedBy', header: t('col.decidedBy') }),
    column.display({
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: w } }) => (
        <div className="row-actions">
          {w.hasProof && <Button onClick={() => setProofOf(w)}>{t('withdrawals.viewProof')}</Button>}
          {w.status === 'PENDING' && (
            <Can permission="moveMoney">
              <Button variant="primary" onClick={() => setOpen({ action: 'pay', withdrawal: w })}>
                {t('withdrawals.pay')}
              </Button>
              <Button variant="danger" onClick={() => setOpen({ action: 'reject', withdrawal: w })}>
                {t('withdrawals.reject')}
              </Button>
            </Can>
          )}
        </div>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('withdrawals.title')} />
      <QueueFilters params={params} statuses={WITHDRAW_STATUSES} />
      {done && <Notice tone={done.tone}>{done.text}</Notice>}
      {withdrawals.error && <Notice tone="error">{errorText(t, withdrawals.error)}</Notice>}
      <DataTable
        label={t('withdrawals.tableLabel')}
        columns={columns}
        rows={withdrawals.data?.list ?? []}
        totalCount={withdrawals.data?.totalCount ?? 0}
        params={params}
        loading={withdrawals.isFetching}
        sortable={['createdAt', 'amount']}
        rowKey={(w) => w.id}
        empty={t('withdrawals.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listWithdrawals({ ...query, pageNo, pageSize }))}
      />
      {proofOf && <ProofDialog withdrawal={proofOf} onClose={() => setProofOf(null)} />}
      {open && (
        <WithdrawalDecision
          action={open.action}
          withdrawal={open.withdrawal}
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
