import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setLotteryTermsRequest, type LotteryTerm } from '@bet/contracts/operator/operator-lottery';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { setLotteryTerms } from '../api/set-lottery-terms';
import { formatEdge, formatOdds } from '../lib/format-odds';

type Run = <T>(change: () => Promise<T>) => Promise<T>;

/** Edits one play type's terms; the lottery answers with the odds they give, shown after saving. */
export function TermsDialog({ term, run, onClose }: { term: LotteryTerm; run: Run; onClose: () => void }) {
  const { t } = useTranslation('lottery');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(setLotteryTermsRequest),
    defaultValues: {
      game: term.game,
      playType: term.playType,
      enabled: term.enabled,
      edgeBp: term.edgeBp,
      minBet: term.minBet,
      maxBet: term.maxBet,
      maxExposure: term.maxExposure,
    },
  });
  const errors = form.formState.errors;
  const edge = useWatch({ control: form.control, name: 'edgeBp' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await run(() => setLotteryTerms(values));
      onClose();
    } catch (error) {
      setFailure(error);
      applyServerFieldErrors(error, form.setError);
    }
  });
  const money = (name: 'minBet' | 'maxBet' | 'maxExposure') => (
    <FormField label={t(`terms.col.${name}`)} error={fieldErrorText(t, errors[name])}>
      {(ids) => (
        <input {...ids} type="number" step="0.01" {...form.register(name, { valueAsNumber: true })} />
      )}
    </FormField>
  );
  return (
    <Dialog title={t('terms.dialogTitle', { game: term.game, playType: term.playType })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="lottery-now">{t('terms.oddsNow', { odds: formatOdds(term.odds) })}</p>
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          {t('terms.col.enabled')}
        </label>
        <FormField
          label={t('terms.edgeLabel')}
          hint={t('terms.edgeHint', { edge: Number.isFinite(edge) ? formatEdge(edge) : '—' })}
          error={fieldErrorText(t, errors.edgeBp)}
        >
          {(ids) => (
            <input {...ids} type="number" step="1" {...form.register('edgeBp', { valueAsNumber: true })} />
          )}
        </FormField>
        {money('minBet')}
        {money('maxBet')}
        {money('maxExposure')}
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
