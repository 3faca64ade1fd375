import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SPORTS_IMPORT_COLUMNS,
  importSportsEventsRequest,
  type importSportsEventsResponse,
} from '@bet/contracts/operator/operator-sports';
import type { z } from 'zod';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { importSportsEvents } from '../api/import-sports-events';
import { readText } from '../lib/read-text';

type Run = <T>(change: () => Promise<T>) => Promise<T>;
type Answer = z.output<typeof importSportsEventsResponse>;

export const IMPORT_HEADER = SPORTS_IMPORT_COLUMNS.join(',');
export const IMPORT_EXAMPLE =
  'FOOTBALL,Archipelago League,Manila Royals,Cebu Mariners,2026-12-05T12:00:00Z,1.6,1.1';

/**
 * Fixtures from a CSV file (chosen, or its lines pasted): the header line the file must start
 * with and an example line are shown. The answer is all or nothing: the fixtures created, or every
 * refused line with the reason the sportsbook gives.
 */
export function ImportDialog({
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
  const [unreadable, setUnreadable] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const form = useForm({ resolver: zodResolver(importSportsEventsRequest), defaultValues: { csv: '' } });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await readText(file);
    setUnreadable(text === null);
    if (text !== null) form.setValue('csv', text, { shouldDirty: true, shouldValidate: true });
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAnswer(null);
    try {
      const out = await run(() => importSportsEvents(values));
      setAnswer(out);
      if (out.errors.length === 0 && out.created > 0) {
        // Created: the lines are cleared so a second click cannot import them twice.
        form.reset({ csv: '' });
        onDone(t('toast.imported', { count: out.created }));
      }
    } catch (error) {
      setFailure(error);
      applyServerFieldErrors(error, form.setError);
    }
  });
  const refused = answer !== null && answer.errors.length > 0;
  return (
    <Dialog title={t('import.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <dl className="sports-format">
          <dt>{t('import.header')}</dt>
          <dd>
            <code>{IMPORT_HEADER}</code>
          </dd>
          <dt>{t('import.example')}</dt>
          <dd>
            <code>{IMPORT_EXAMPLE}</code>
          </dd>
        </dl>
        <p className="field-hint">{t('import.formatHint')}</p>
        <FormField label={t('import.file')} error={unreadable ? t('import.unreadable') : undefined}>
          {(ids) => (
            <input {...ids} type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void choose(e)} />
          )}
        </FormField>
        <FormField
          label={t('import.text')}
          hint={t('import.textHint')}
          error={fieldErrorText(t, form.formState.errors.csv)}
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={6}
              spellCheck={false}
              className="sports-csv"
              placeholder={`${IMPORT_HEADER}\n${IMPORT_EXAMPLE}`}
              {...form.register('csv')}
            />
          )}
        </FormField>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        {answer !== null && !refused && (
          <Notice tone={answer.created > 0 ? 'success' : 'info'}>
            {t('import.created', { count: answer.created })}
          </Notice>
        )}
        {refused && (
          <div className="notice notice-error" role="alert">
            <p>{t('import.refused', { count: answer.errors.length })}</p>
            <ul className="sports-line-errors" aria-label={t('import.errorsLabel')}>
              {answer.errors.map((e) => (
                <li key={`${e.line}-${e.reason}`}>
                  {t('import.line', { line: e.line, message: t(`import.reason.${e.reason}`) })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="dialog-actions">
          <Button onClick={onClose}>
            {t(answer !== null && !refused ? 'common:close' : 'common:cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('import.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
