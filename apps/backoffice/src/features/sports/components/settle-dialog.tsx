import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorSportsEvent } from '@bet/contracts/operator/operator-sports';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { fieldErrorText } from '@/shared/ui/field-error';
import { Notice } from '@/shared/ui/notice';
import { settleSportsEvent } from '../api/settle-sports-event';
import { finalScoreForm } from '../lib/score-form';
import { GoalsStepper } from './goals-stepper';

type Run = <T>(change: () => Promise<T>) => Promise<T>;

/**
 * Settles a fixture in two steps: the final score (the live score to start from), then a
 * confirmation that says it pays every bet on the fixture.
 */
export function SettleDialog({
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
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const finalRef = useRef<HTMLParagraphElement>(null);
  const match = t('versus', { home: event.home, away: event.away });
  const form = useForm({
    resolver: zodResolver(finalScoreForm),
    defaultValues: { id: event.id, home: event.score.home, away: event.score.away },
  });
  const [home, away] = useWatch({ control: form.control, name: ['home', 'away'] });
  // The step's first control goes away with it: focus moves to what the next step says.
  useEffect(() => {
    if (confirming) finalRef.current?.focus();
    else if (form.formState.isSubmitted) form.setFocus('home');
  }, [confirming, form]);
  const review = form.handleSubmit(() => {
    setFailure(null);
    setConfirming(true);
  });
  const settle = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const closed = await run(() => settleSportsEvent(values));
      onDone(t('toast.settled', { match, home: values.home, away: values.away, count: closed.bets }));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });
  const step = (side: 'home' | 'away') => (next: number) =>
    form.setValue(side, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <Dialog title={t('settle.title', { match })} onClose={onClose}>
      {confirming ? (
        <form onSubmit={settle} noValidate>
          <p className="sports-final" ref={finalRef} tabIndex={-1}>
            {t('settle.final', { home: event.home, away: event.away, homeGoals: home, awayGoals: away })}
          </p>
          <Notice tone="warning">{t('settle.pays')}</Notice>
          {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
          <div className="dialog-actions">
            <Button onClick={() => setConfirming(false)}>{t('settle.back')}</Button>
            <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
              {t('settle.confirm')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
          <p className="field-hint">{t('settle.hint')}</p>
          <div className="sports-score-grid">
            <GoalsStepper
              team={event.home}
              value={home}
              min={0}
              error={fieldErrorText(t, form.formState.errors.home)}
              field={form.register('home', { valueAsNumber: true })}
              onStep={step('home')}
            />
            <GoalsStepper
              team={event.away}
              value={away}
              min={0}
              error={fieldErrorText(t, form.formState.errors.away)}
              field={form.register('away', { valueAsNumber: true })}
              onStep={step('away')}
            />
          </div>
          <div className="dialog-actions">
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="submit" variant="primary">
              {t('settle.next')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
