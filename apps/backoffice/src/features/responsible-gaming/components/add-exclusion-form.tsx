import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  rgAddExclusionRequest,
  type RgPlayerDetail,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { exclusionEnd, SELF_EXCLUSION_PERIODS } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { addExclusion } from '../api/add-exclusion';

/** The form's own fields (the player is added when sent). */
const exclusionForm = rgAddExclusionRequest.pick({ period: true, reason: true });
type Values = { period: (typeof SELF_EXCLUSION_PERIODS)[number]; reason: string };

/**
 * Adds a self-exclusion (`playerStatus`): a period and the reason kept with it, then a
 * confirmation that says it can never be removed or shortened early. Answers the player's detail.
 */
export function AddExclusionForm({
  memberId,
  username,
  onDone,
}: {
  memberId: string;
  username: string;
  onDone: (answer: RgPlayerDetail) => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(exclusionForm),
    defaultValues: { period: '6M', reason: '' },
  });
  const errors = form.formState.errors;
  const review = form.handleSubmit((values) => {
    setFailure(null);
    setConfirming(values);
  });

  async function confirm(values: Values) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await addExclusion({ memberId, ...values });
      setConfirming(null);
      form.reset();
      onDone(answer);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError)) setConfirming(null);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const end = confirming && exclusionEnd(confirming.period, new Date());
  return (
    <form onSubmit={review} noValidate aria-label={t('add.title')}>
      <p className="rg-note">{t('add.intro', { username })}</p>
      <div className="rg-add-fields">
        <FormField label={t('add.period')} error={fieldErrorText(t, errors.period)}>
          {(ids) => (
            <select {...ids} {...form.register('period')} data-testid="bo-rg-exclusion-period">
              {SELF_EXCLUSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`exclusion.period.${p}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('add.reason')}
          error={fieldErrorText(t, errors.reason)}
          hint={t('add.reasonHint')}
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={3}
              maxLength={200}
              {...form.register('reason')}
              data-testid="bo-rg-exclusion-reason"
            />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="danger" data-testid="bo-rg-exclusion-submit">
        {t('add.submit')}
      </Button>
      {confirming && (
        <Dialog title={t('add.confirmTitle')} onClose={() => setConfirming(null)}>
          <p>
            {end
              ? t('add.confirmText', {
                  username,
                  period: t(`exclusion.period.${confirming.period}`),
                  date: formatDateTime(end.getTime()),
                })
              : t('add.confirmPermanent', { username })}
          </p>
          <Notice tone="warning">{t('add.irreversible')}</Notice>
          <p className="rg-reason">{t('add.confirmReason', { reason: confirming.reason.trim() })}</p>
          {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
          <div className="dialog-actions">
            <Button onClick={() => setConfirming(null)}>{t('common:cancel')}</Button>
            <Button
              variant="danger"
              busy={busy}
              data-testid="bo-rg-exclusion-confirm"
              onClick={() => void confirm(confirming)}
            >
              {t('add.confirm')}
            </Button>
          </div>
        </Dialog>
      )}
    </form>
  );
}
