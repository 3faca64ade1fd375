import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorPromotionClaim } from '@bet/contracts/operator/operator-promotions';
import { PROMOTION_REVIEW_STATUSES } from '@bet/contracts/promotions/promotion-rules';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listPromotionClaims, usePromotionClaims } from '../api/list-promotion-claims';
import { PROMOTIONS_KEY, usePromotions } from '../api/list-promotions';
import { CLAIM_TONE, claimsQuery } from '../lib/claims-query';
import { applicationText, ClaimApplication } from './claim-application';
import { ClaimDecision, type ClaimAction } from './claim-decision';
import { ClaimFilters } from './claim-filters';
import { ClaimSignals, signalsText } from './claim-signals';

const column = createColumnHelper<OperatorPromotionClaim>();
/** Claims an operator still decides: flagged ones and applications. */
const isWaiting = (c: OperatorPromotionClaim) =>
  (PROMOTION_REVIEW_STATUSES as readonly string[]).includes(c.status);

/**
 * Claims: paid ones, and those waiting for a decision: flagged ones (abuse signals link the player
 * to another claimant) and applications (a comment and images; approved with an amount). Everyone
 * reads; `moveMoney` approves (pays) or rejects.
 */
export function ClaimsPage() {
  const { t } = useTranslation('promotions');
  const client = useQueryClient();
  const params = useTableParams();
  const query = claimsQuery(params);
  const claims = usePromotionClaims(query);
  const promotions = usePromotions();
  const [open, setOpen] = useState<{ action: ClaimAction; claim: OperatorPromotionClaim } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = [
    column.accessor('id', { header: t('claims.col.id') }),
    column.accessor('createdAt', {
      header: t('claims.col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (c) => new Date(c.createdAt).toISOString() },
    }),
    column.accessor('title', { header: t('claims.col.promotion') }),
    column.accessor('username', {
      header: t('claims.col.player'),
      cell: (c) => <Link to={`/players/${encodeURIComponent(c.getValue())}`}>{c.getValue()}</Link>,
    }),
    column.accessor('amount', {
      header: t('claims.col.amount'),
      // An application pays nothing until approved: its cap says what it may get.
      cell: ({ row: { original: c } }) =>
        c.status === 'APPLIED' && c.maxAmount !== null ? (
          <span className="muted">{t('claims.upTo', { max: formatMoney(c.maxAmount) })}</span>
        ) : (
          formatMoney(c.amount)
        ),
      meta: { numeric: true },
    }),
    column.accessor('status', {
      header: t('claims.col.status'),
      cell: (c) => <Badge tone={CLAIM_TONE[c.getValue()]}>{t(`claimStatus.${c.getValue()}`)}</Badge>,
    }),
    column.accessor('signals', {
      header: t('claims.col.signals'),
      cell: (c) => <ClaimSignals signals={c.getValue()} />,
      meta: { csv: (c) => signalsText(t, c.signals) },
    }),
    column.display({
      id: 'application',
      header: t('claims.col.application'),
      cell: ({ row: { original: c } }) => <ClaimApplication claim={c} />,
      meta: { csv: (c) => applicationText(t, c) },
    }),
    column.accessor((c) => c.decidedBy ?? '', { id: 'decidedBy', header: t('claims.col.decidedBy') }),
    column.accessor((c) => c.reason ?? '', { id: 'reason', header: t('claims.col.reason') }),
    column.display({
      id: 'actions',
      header: t('claims.col.actions'),
      cell: ({ row: { original: c } }) =>
        isWaiting(c) ? (
          <Can permission="moveMoney">
            <div className="row-actions">
              <Button
                variant="primary"
                onClick={() => setOpen({ action: 'approve', claim: c })}
                aria-label={t(c.status === 'APPLIED' ? 'claims.approveApplicationOf' : 'claims.approveOf', {
                  id: c.id,
                  username: c.username,
                })}
              >
                {t('claims.approve')}
              </Button>
              <Button
                variant="danger"
                onClick={() => setOpen({ action: 'reject', claim: c })}
                aria-label={t(c.status === 'APPLIED' ? 'claims.rejectApplicationOf' : 'claims.rejectOf', {
                  id: c.id,
                  username: c.username,
                })}
              >
                {t('claims.reject')}
              </Button>
            </div>
          </Can>
        ) : null,
    }),
  ];

  return (
    <>
      <ClaimFilters params={params} promotions={promotions.data?.list ?? []} />
      {done && <Notice tone="success">{done}</Notice>}
      {claims.error && <Notice tone="error">{errorText(t, claims.error)}</Notice>}
      <DataTable
        label={t('claims.tableLabel')}
        columns={columns}
        rows={claims.data?.list ?? []}
        totalCount={claims.data?.totalCount ?? 0}
        params={params}
        loading={claims.isFetching}
        rowKey={(c) => c.id}
        empty={t('claims.empty')}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => listPromotionClaims({ ...query, pageNo, pageSize }))
        }
      />
      {open && (
        <ClaimDecision
          action={open.action}
          claim={open.claim}
          onDone={setDone}
          onClose={() => {
            setOpen(null);
            // Decided here or by someone else: the queue and the list's counters change.
            void client.invalidateQueries({ queryKey: PROMOTIONS_KEY });
          }}
        />
      )}
    </>
  );
}
