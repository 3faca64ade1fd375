import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  HARM_MARKERS,
  HARM_WINDOW_DAYS,
  RG_REVIEW_STATUSES,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { useRgCloseReview } from '../api/rg-close-review';
import { listRgReviews, useRgReviews, type RgReview } from '../api/rg-reviews';
import { asMarker, asReviewStatus, byText, markerName, measuredText, reviewsQuery } from '../lib/rg-format';
import { RgCloseReviewDialog } from './rg-close-review-dialog';

const column = createColumnHelper<RgReview>();
const isoOf = (at: number | null) => (at === null ? '' : new Date(at).toISOString());

/**
 * The review list: the players a marker of harm flagged, open ones by default, filtered by status
 * and marker in the URL. `playerStatus` marks an open review reviewed with a note of what was done.
 */
export function RgReviewsPage() {
  const { t } = useTranslation('responsible-gaming');
  const params = useTableParams();
  const query = reviewsQuery(params);
  const reviews = useRgReviews(query);
  const close = useRgCloseReview();
  const canClose = useCan('playerStatus');
  const [closing, setClosing] = useState<RgReview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const status = asReviewStatus(params.filters.status);
  const open = status === 'OPEN';

  const columns = [
    column.accessor('username', {
      header: t('reviews.col.player'),
      cell: (c) => <Link to={`/responsible-gaming/players/${c.row.original.memberId}`}>{c.getValue()}</Link>,
    }),
    column.accessor((r) => markerName(t, r.marker), { id: 'marker', header: t('reviews.col.marker') }),
    column.accessor((r) => measuredText(t, r), { id: 'measured', header: t('reviews.col.measured') }),
    column.accessor('flaggedAt', {
      header: t('reviews.col.flagged'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => isoOf(r.flaggedAt) },
    }),
    column.accessor('seenAt', {
      header: t('reviews.col.seen'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => isoOf(r.seenAt) },
    }),
    ...(open
      ? []
      : [
          column.accessor('reviewedAt', {
            header: t('reviews.col.reviewed'),
            cell: (c) => formatDateTime(c.getValue()),
            meta: { csv: (r) => isoOf(r.reviewedAt) },
          }),
          column.accessor((r) => (r.reviewedBy ? byText(t, r.reviewedBy) : ''), {
            id: 'reviewedBy',
            header: t('reviews.col.by'),
            cell: (c) => c.getValue() || '—',
          }),
          column.accessor('note', {
            header: t('reviews.col.note'),
            cell: (c) => <span className="rg-reason">{c.getValue() ?? '—'}</span>,
          }),
        ]),
    ...(open && canClose
      ? [
          column.display({
            id: 'action',
            header: t('reviews.col.action'),
            cell: ({ row: { original: review } }) => (
              <Can permission="playerStatus">
                <Button
                  onClick={() => {
                    setDone(null);
                    setClosing(review);
                  }}
                  aria-label={t('reviews.closeOf', {
                    username: review.username,
                    marker: markerName(t, review.marker),
                  })}
                  data-testid={`bo-rg-review-close-${review.id}`}
                >
                  {t('reviews.close')}
                </Button>
              </Can>
            ),
          }),
        ]
      : []),
  ];

  async function confirm(note: string) {
    if (!closing) return;
    await close.mutateAsync({ id: closing.id, note });
    setDone(t('reviews.closed', { username: closing.username, marker: markerName(t, closing.marker) }));
  }

  return (
    <>
      <p className="muted rg-intro">{t('reviews.intro', { days: HARM_WINDOW_DAYS })}</p>
      <form className="filters" aria-label={t('reviews.filterLabel')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="rg-review-status">{t('reviews.status')}</label>
          <select
            id="rg-review-status"
            data-testid="bo-rg-review-status"
            value={status}
            onChange={(e) => params.setFilters({ status: e.target.value === 'OPEN' ? '' : e.target.value })}
          >
            {RG_REVIEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`reviews.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rg-review-marker">{t('reviews.marker')}</label>
          <select
            id="rg-review-marker"
            data-testid="bo-rg-review-marker"
            value={asMarker(params.filters.marker) ?? ''}
            onChange={(e) => params.setFilters({ marker: e.target.value })}
          >
            <option value="">{t('reviews.allMarkers')}</option>
            {HARM_MARKERS.map((m) => (
              <option key={m} value={m}>
                {markerName(t, m)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {done && <Notice tone="success">{done}</Notice>}
      {reviews.error && <Notice tone="error">{errorText(t, reviews.error)}</Notice>}
      <DataTable
        label={t('reviews.tableLabel')}
        columns={columns}
        rows={reviews.data?.list ?? []}
        totalCount={reviews.data?.totalCount ?? 0}
        params={params}
        loading={reviews.isFetching}
        rowKey={(r) => r.id}
        rowTestId={() => 'bo-rg-review-row'}
        empty={t('reviews.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listRgReviews({ ...query, pageNo, pageSize }))}
      />
      {closing && (
        <RgCloseReviewDialog review={closing} onConfirm={confirm} onClose={() => setClosing(null)} />
      )}
    </>
  );
}
