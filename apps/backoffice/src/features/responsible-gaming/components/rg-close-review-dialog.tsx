import { useTranslation } from 'react-i18next';
import { rgCloseReviewRequest } from '@bet/contracts/operator/operator-responsible-gaming';
import { formatDateTime } from '@/shared/lib/format';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import type { RgReview } from '../api/rg-reviews';
import { markerName, measuredText } from '../lib/rg-format';

/** The note's rule and length, from the contract. */
const NOTE = { rule: rgCloseReviewRequest.shape.note, maxLength: 500 };

/**
 * Marks an open review reviewed (`playerStatus`): what the marker found, then what was done — the
 * shared reason dialog asking for the review's note (3 to 500 characters). A refusal stays in it.
 */
export function RgCloseReviewDialog({
  review,
  onConfirm,
  onClose,
}: {
  review: RgReview;
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <ReasonDialog
      title={t('reviews.closeTitle')}
      confirmLabel={t('reviews.close')}
      onConfirm={onConfirm}
      onClose={onClose}
      field={{ label: t('reviews.note'), hint: t('reviews.noteHint'), testId: 'bo-rg-review-note', ...NOTE }}
    >
      <p>
        {t('reviews.closeIntro', {
          marker: markerName(t, review.marker),
          username: review.username,
          measured: measuredText(t, review),
          flagged: formatDateTime(review.flaggedAt),
        })}
      </p>
      <p className="rg-note">{t('reviews.closeAsk')}</p>
    </ReasonDialog>
  );
}
