import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adjustBalanceRequest } from '@bet/contracts/operator/operator-money';
import { errorText } from '@/shared/i18n/error-text';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { adjustBalance } from '../api/adjust-balance';

/** The adjustment's own fields (the player and the request id are added when sent). */
const adjustForm = adjustBalanceRequest.pick({ amount: true, turnoverMultiple: true, reason: true });

/**
 * Adjusts the main wallet (kind ADJUSTMENT: a signed amount) or credits a bonus with a turnover
 * requirement (kind BONUS), with the reason the audit log keeps.
 */
export function AdjustDialog({
  username,
  kind,
  intro,
  onDone,
  onClose,
}: {
  username: string;
  kind: 'ADJUSTMENT' | 'BONUS';
  intro: string;
  onDone: (balance: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('players');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(adjustForm),
    defaultValues: { turnoverMultiple: kind === 'BONUS' ? 1 : 0, reason: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await adjustBalance({ ...values, username, kind });
      onDone(answer.balance);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  const bonus = kind === 'BONUS';
  return (
    <Dialog title={t(bonus ? 'act.bonus' : 'act.adjust')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{intro}</p>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <FormField
          label={t(bonus ? 'act.bonusAmount' : 'act.amount')}
          error={fieldErrorText(t, errors.amount)}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              step="0.01"
              inputMode="decimal"
              {...form.register('amount', { valueAsNumber: true })}
            />
          )}
        </FormField>
        {bonus && (
          <FormField label={t('act.turnoverMultiple')} error={fieldErrorText(t, errors.turnoverMultiple)}>
            {(ids) => (
              <input
                {...ids}
                type="number"
                min={0}
                max={100}
                step={1}
                {...form.register('turnoverMultiple', { valueAsNumber: true })}
              />
            )}
          </FormField>
        )}
        <FormField label={t('common:reason')} error={fieldErrorText(t, errors.reason)}>
          {(ids) => <textarea {...ids} rows={3} maxLength={200} {...form.register('reason')} />}
        </FormField>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t(bonus ? 'act.bonus' : 'act.adjust')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
