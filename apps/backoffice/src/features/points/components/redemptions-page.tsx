import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorRedemption } from '@bet/contracts/operator/operator-points';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount, formatDateTime, formatMoney, formatPoints } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listRedemptions, useRedemptions } from '../api/list-redemptions';
import { POINTS_KEY } from '../lib/points-key';
import { addressText } from '../lib/points-text';
import { REDEEM_TONE, redemptionsQuery } from '../lib/redemptions-query';
import { RedemptionAddress } from './redemption-address';
import { RedemptionDecision, type Outcome, type RedemptionAction } from './redemption-decision';
import { RedemptionFilters } from './redemption-filters';

const column = createColumnHelper<OperatorRedemption>();

/**
 * The redeem queue: goods and vouchers wait here (in process) for an operator to hand them over
 * or refuse them; cash, bonuses and conversions are approved at once and listed too. Everyone
 * reads; `moveMoney` approves or rejects.
 */
export function RedemptionsPage() {
  const { t } = useTranslation('points');
  const client = useQueryClient();
  const params = useTableParams();
  const query = redemptionsQuery(params);
  const redemptions = useRedemptions(query);
  const [open, setOpen] = useState<{ action: RedemptionAction; redemption: OperatorRedemption } | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);

  const columns = [
    column.accessor('id', { header: t('redemptions.col.id') }),
    column.accessor('createdAt', {
      header: t('redemptions.col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.createdAt).toISOString() },
    }),
    column.accessor('username', {
      header: t('redemptions.col.player'),
      cell: (c) => <Link to={`/players/${encodeURIComponent(c.getValue())}`}>{c.getValue()}</Link>,
    }),
    column.accessor((r) => r.itemName ?? t('kind.CONVERT'), {
      id: 'item',
      header: t('redemptions.col.item'),
    }),
    column.accessor((r) => t(`kind.${r.kind}`), { id: 'kind', header: t('redemptions.col.kind') }),
    column.accessor('quantity', {
      header: t('redemptions.col.quantity'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('points', {
      header: t('redemptions.col.points'),
      cell: (c) => formatPoints(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('amount', {
      header: t('redemptions.col.amount'),
      cell: ({ row: { original: r } }) => (r.kind === 'GOODS' ? '—' : formatMoney(r.amount)),
      meta: { numeric: true },
    }),
    column.accessor('address', {
      header: t('redemptions.col.address'),
      cell: (c) => <RedemptionAddress address={c.getValue()} />,
      meta: { csv: (r) => addressText(r.address) },
    }),
    column.accessor('status', {
      header: t('redemptions.col.status'),
      cell: (c) => <Badge tone={REDEEM_TONE[c.getValue()]}>{t(`redeemState.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((r) => r.decidedBy ?? '', { id: 'decidedBy', header: t('redemptions.col.decidedBy') }),
    column.accessor((r) => r.remark ?? '', { id: 'remark', header: t('redemptions.col.remark') }),
    column.accessor((r) => r.shippingRef ?? '', {
      id: 'shippingRef',
      header: t('redemptions.col.shippingRef'),
    }),
    column.display({
      id: 'actions',
      header: t('redemptions.col.actions'),
      cell: ({ row: { original: r } }) =>
        r.status === 'PROCESS' ? (
          <Can permission="moveMoney">
            <div className="row-actions">
              <Button
                variant="primary"
                onClick={() => setOpen({ action: 'approve', redemption: r })}
                aria-label={t('redemptions.approveOf', { id: r.id, username: r.username })}
              >
                {t('redemptions.approve')}
              </Button>
              <Button
                variant="danger"
                onClick={() => setOpen({ action: 'reject', redemption: r })}
                aria-label={t('redemptions.rejectOf', { id: r.id, username: r.username })}
              >
                {t('redemptions.reject')}
              </Button>
            </div>
          </Can>
        ) : null,
    }),
  ];

  return (
    <>
      <RedemptionFilters params={params} />
      {done && <Notice tone={done.tone}>{done.text}</Notice>}
      {redemptions.error && <Notice tone="error">{errorText(t, redemptions.error)}</Notice>}
      <DataTable
        label={t('redemptions.tableLabel')}
        columns={columns}
        rows={redemptions.data?.list ?? []}
        totalCount={redemptions.data?.totalCount ?? 0}
        params={params}
        loading={redemptions.isFetching}
        rowKey={(r) => r.id}
        empty={t('redemptions.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listRedemptions({ ...query, pageNo, pageSize }))}
      />
      {open && (
        <RedemptionDecision
          action={open.action}
          redemption={open.redemption}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            if (outcome) setDone(outcome);
            // Decided here or by someone else: the queue and the items' counts change.
            void client.invalidateQueries({ queryKey: POINTS_KEY });
          }}
        />
      )}
    </>
  );
}
