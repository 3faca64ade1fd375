import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adjustPointsRequest } from '@bet/contracts/operator/operator-points';
import { errorText } from '@/shared/i18n/error-text';
import { formatPoints } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { adjustPoints } from '../api/adjust-points';

/** The adjustment's own fields (the player is added when sent). */
const adjustForm = adjustPointsRequest.pick({ points: true, reason: true });

/**
 * Corrects a player's points: a signed number of points (positive adds, negative takes, never
 * below zero) and the reason the audit log keeps. Opened only for `moveMoney`.
 */
export function AdjustPointsDialog({
  username,
  balance,
  onDone,
  onClose,
}: {
  username: string;
  balance: number | undefined;
  onDone: (points: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(adjustForm), defaultValues: { reason: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await adjustPoints({ username, ...values });
      onDone(answer.points);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  // An empty field is "required"; any other issue (zero, three decimals, too large) one sentence.
  const pointsError =
    errors.points && errors.points.type !== 'invalid_type' ? t('player.pointsInvalid') : undefined;
  return (
    <Dialog title={t('player.adjust')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          {t('player.adjustIntro', {
            username,
            points: balance === undefined ? '…' : formatPoints(balance),
          })}
        </p>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <FormField
          label={t('player.adjustPoints')}
          hint={t('player.adjustPointsHint')}
          error={pointsError ?? fieldErrorText(t, errors.points)}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              step="0.01"
              inputMode="decimal"
              {...form.register('points', { valueAsNumber: true })}
              data-testid="adjust-points"
            />
          )}
        </FormField>
        <FormField label={t('common:reason')} error={fieldErrorText(t, errors.reason)}>
          {(ids) => <textarea {...ids} rows={3} maxLength={200} {...form.register('reason')} />}
        </FormField>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('player.adjust')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
