import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resultSource } from '@bet/contracts/lottery/draws';
import { setLotteryScheduleRequest, type LotterySchedule } from '@bet/contracts/operator/operator-lottery';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { setLotterySchedule } from '../api/set-lottery-schedule';

type Run = <T>(change: () => Promise<T>) => Promise<T>;

/** Switches a game, its closing time before each draw, or where its results come from. */
export function ScheduleDialog({
  schedule,
  run,
  onClose,
}: {
  schedule: LotterySchedule;
  run: Run;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(setLotteryScheduleRequest),
    defaultValues: {
      game: schedule.game,
      enabled: schedule.enabled,
      closeSeconds: schedule.closeSeconds,
      resultSource: schedule.resultSource,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await run(() => setLotterySchedule(values));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <Dialog title={t('schedules.dialogTitle', { game: schedule.name })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          {t('schedules.col.enabled')}
        </label>
        <FormField
          label={t('schedules.col.closeSeconds')}
          hint={t('schedules.closeHint')}
          error={fieldErrorText(t, form.formState.errors.closeSeconds)}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              step="1"
              {...form.register('closeSeconds', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label={t('schedules.col.resultSource')}>
          {(ids) => (
            <select {...ids} {...form.register('resultSource')}>
              {resultSource.options.map((s) => (
                <option key={s} value={s}>
                  {t(`source.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="field-hint">{t('schedules.appliesHint')}</p>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('common:save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
