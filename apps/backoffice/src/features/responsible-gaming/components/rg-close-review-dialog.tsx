import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rgCloseReviewRequest } from '@bet/contracts/operator/operator-responsible-gaming';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import type { RgReview } from '../api/rg-reviews';
import { markerName, measuredText } from '../lib/rg-format';

/** The dialog's own field (the review's id is added when sent). */
const noteForm = rgCloseReviewRequest.pick({ note: true });

/**
 * Marks an open review reviewed (`playerStatus`): asks what was done, as the shared reason dialog
 * asks a reason, with the contract's note (3 to 500 characters). A refusal stays in the dialog.
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
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(noteForm), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    setFailure(null);
    try {
      await onConfirm(note);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  return (
    <Dialog title={t('reviews.closeTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          {t('reviews.closeIntro', {
            marker: markerName(t, review.marker),
            username: review.username,
            measured: measuredText(t, review),
            flagged: formatDateTime(review.flaggedAt),
          })}
        </p>
        <p className="rg-note">{t('reviews.closeAsk')}</p>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <FormField
          label={t('reviews.note')}
          hint={t('reviews.noteHint')}
          error={fieldErrorText(t, form.formState.errors.note)}
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={3}
              maxLength={500}
              {...form.register('note')}
              data-testid="bo-rg-review-note"
            />
          )}
        </FormField>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            busy={form.formState.isSubmitting}
            data-testid="bo-rg-review-confirm"
          >
            {t('reviews.close')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
