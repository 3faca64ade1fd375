import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorSportsEvent } from '@bet/contracts/operator/operator-sports';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { Notice } from '@/shared/ui/notice';
import { setSportsScore } from '../api/set-sports-score';
import { liveScoreForm } from '../lib/score-form';
import { GoalsStepper } from './goals-stepper';

type Run = <T>(change: () => Promise<T>) => Promise<T>;

/** The live score of a match in play: each side's goals only go up; the markets reprice at once. */
export function ScoreDialog({
  event,
  run,
  onDone,
  onClose,
}: {
  event: OperatorSportsEvent;
  run: Run;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('sports');
  const [failure, setFailure] = useState<unknown>(null);
  const match = t('versus', { home: event.home, away: event.away });
  const form = useForm({
    resolver: zodResolver(liveScoreForm(event.score)),
    defaultValues: { id: event.id, home: event.score.home, away: event.score.away },
  });
  const [home, away] = useWatch({ control: form.control, name: ['home', 'away'] });
  const errorOf = (error: FieldError | undefined) =>
    error?.type === 'custom'
      ? t('score.lower', { home: event.score.home, away: event.score.away })
      : fieldErrorText(t, error);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await run(() => setSportsScore(values));
      onDone(t('toast.scored', { match, home: values.home, away: values.away }));
      onClose();
    } catch (error) {
      setFailure(error);
      applyServerFieldErrors(error, form.setError);
    }
  });
  const step = (side: 'home' | 'away') => (next: number) =>
    form.setValue(side, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <Dialog title={t('score.title', { match })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="field-hint">{t('score.hint')}</p>
        <div className="sports-score-grid">
          <GoalsStepper
            team={event.home}
            value={home}
            min={event.score.home}
            error={errorOf(form.formState.errors.home)}
            field={form.register('home', { valueAsNumber: true })}
            onStep={step('home')}
          />
          <GoalsStepper
            team={event.away}
            value={away}
            min={event.score.away}
            error={errorOf(form.formState.errors.away)}
            field={form.register('away', { valueAsNumber: true })}
            onStep={step('away')}
          />
        </div>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('score.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
