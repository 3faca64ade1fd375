import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { createSportsEvent } from '../api/create-sports-event';
import { FIXTURE_DEFAULTS, XG_INPUT, fixtureForm } from '../lib/fixture-form';

type Run = <T>(change: () => Promise<T>) => Promise<T>;
type Field = 'league' | 'home' | 'away' | 'startsAt' | 'homeXg' | 'awayXg';

/** A new football fixture: league, teams, kick-off (local time) and each side's expected goals. */
export function FixtureDialog({
  run,
  onDone,
  onClose,
}: {
  run: Run;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('sports');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(fixtureForm), defaultValues: FIXTURE_DEFAULTS });
  const errors = form.formState.errors;
  /** The field's sentence: the form's own rules first, then the common sentence of the issue. */
  const errorOf = (name: Field): string | undefined => {
    const error: FieldError | undefined = errors[name];
    if (name === 'away' && error?.type === 'custom') return t('create.sameTeam');
    if (name === 'startsAt' && error?.type === 'custom') return t('create.kickOffSoon');
    if (name === 'startsAt' && error && error.type !== 'server') return t('create.kickOffRequired');
    return fieldErrorText(t, error);
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await run(() => createSportsEvent(values));
      onDone(t('toast.created', { match: t('versus', { home: created.home, away: created.away }) }));
      onClose();
    } catch (error) {
      setFailure(error);
      applyServerFieldErrors(error, form.setError);
    }
  });
  const text = (name: 'league' | 'home' | 'away') => (
    <FormField label={t(`create.${name}`)} error={errorOf(name)}>
      {(ids) => <input {...ids} maxLength={60} autoComplete="off" {...form.register(name)} />}
    </FormField>
  );
  const xg = (name: 'homeXg' | 'awayXg') => (
    <FormField label={t(`create.${name}`)} hint={t('create.xgHint')} error={errorOf(name)}>
      {(ids) => (
        <input
          {...ids}
          type="number"
          inputMode="decimal"
          min={XG_INPUT.min}
          max={XG_INPUT.max}
          step={XG_INPUT.step}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
  return (
    <Dialog title={t('create.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="field-hint">{t('create.hint')}</p>
        {text('league')}
        <div className="sports-pair">
          {text('home')}
          {text('away')}
        </div>
        <FormField label={t('create.startsAt')} hint={t('create.startsAtHint')} error={errorOf('startsAt')}>
          {(ids) => <input {...ids} type="datetime-local" {...form.register('startsAt')} />}
        </FormField>
        <div className="sports-pair">
          {xg('homeXg')}
          {xg('awayXg')}
        </div>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
