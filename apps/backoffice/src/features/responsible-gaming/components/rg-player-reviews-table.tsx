import { useTranslation } from 'react-i18next';
import type { RgPlayerDetail } from '@bet/contracts/operator/operator-responsible-gaming';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { byText, markerName, measuredText } from '../lib/rg-format';
import { RgTable, type RgColumn } from './rg-table';

type Review = RgPlayerDetail['reviews'][number];

/**
 * The reviews markers of harm opened on the player, open first: what was measured against which
 * threshold, when it flagged and was last seen, and who reviewed it with their note.
 */
export function PlayerReviewsTable({ username, reviews }: { username: string; reviews: Review[] }) {
  const { t } = useTranslation('responsible-gaming');
  const columns: RgColumn<Review>[] = [
    { id: 'marker', header: t('reviews.col.marker'), cell: (r) => markerName(t, r.marker) },
    { id: 'measured', header: t('reviews.col.measured'), cell: (r) => measuredText(t, r) },
    { id: 'flagged', header: t('reviews.col.flagged'), cell: (r) => formatDateTime(r.flaggedAt) },
    { id: 'seen', header: t('reviews.col.seen'), cell: (r) => formatDateTime(r.seenAt) },
    {
      id: 'state',
      header: t('reviews.status'),
      cell: (r) =>
        r.reviewedAt === null ? (
          <Badge tone="warn">{t('player.reviewState.open')}</Badge>
        ) : (
          <Badge tone="good">
            {t('player.reviewState.reviewed', {
              at: formatDateTime(r.reviewedAt),
              by: r.reviewedBy ? byText(t, r.reviewedBy) : '—',
            })}
          </Badge>
        ),
    },
    {
      id: 'note',
      header: t('reviews.col.note'),
      cell: (r) => <span className="rg-reason">{r.note ?? '—'}</span>,
    },
  ];
  return (
    <RgTable
      label={t('player.reviewsLabel', { username })}
      columns={columns}
      rows={reviews}
      rowKey={(r) => r.id}
      empty={t('player.noReviews')}
      rowTestId="bo-rg-player-review"
    />
  );
}
