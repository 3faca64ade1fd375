import { useEffect, useId, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RAIN_TIME_PATTERN, RAIN_TIMES_MAX } from '@bet/contracts/promotions/promotion-rules';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { promotionErrorText } from '../lib/form-error';
import type { PromotionForm } from '../lib/promotion-form';
import type { RainView } from '../lib/rain-preview';
import { nextRainTime } from '../lib/rain-times';
import { useFieldError } from './form-controls';
import { useRainView } from './rain-fields';

type Form = UseFormReturn<PromotionForm>;

/** One rain's start: its time input (with its error) and its remove button. */
function RainTimeRow(props: { form: Form; index: number; canRemove: boolean; onRemove: () => void }) {
  const { form, index, canRemove, onRemove } = props;
  const { t } = useTranslation('promotions');
  const id = useId();
  const n = index + 1;
  const formError = useFieldError(form, `times.${index}.time`);
  // The contract's sentence once a save was tried, else the time's own check as it is typed.
  const value = useWatch({ control: form.control, name: `times.${index}.time` }) ?? '';
  const error = formError ?? (RAIN_TIME_PATTERN.test(value) ? undefined : t('form.error.rain.time'));
  return (
    <li className="promo-rain-time" data-testid={`rain-time-row-${index}`}>
      <input
        type="time"
        step={60}
        aria-label={t('form.rainTimeOf', { n })}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        {...form.register(`times.${index}.time`)}
        data-testid={`rain-time-${index}`}
      />
      <Button
        variant="ghost"
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={t('form.rainTimeRemoveOf', { n })}
        data-testid={`rain-time-remove-${index}`}
      >
        {t('form.remove')}
      </Button>
      <small id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </li>
  );
}

/** The sentence of the times' problem as typed: a time listed twice, or two rains overlapping. */
function timeProblemText(t: TFunction, view: RainView) {
  const problem = view.timeProblem;
  if (problem === null) return undefined;
  if (problem.code === 'TWICE') return t('form.error.rain.timeTwice', { time: problem.time });
  return t('form.error.rain.overlap', { from: problem.from, to: problem.to, count: view.minutes ?? 0 });
}

/**
 * A rain's times: 1 to RAIN_TIMES_MAX starts each day (report time zone), none of which overlaps
 * another (the day's last rain and the next day's first included), checked as typed; then what the
 * rain pays: its average envelope, its rains a day and the most it pays a day.
 */
export function RainTimesFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const times = useFieldArray({ control: form.control, name: 'times' });
  const view = useRainView(form);
  const count = times.fields.length;
  // After a removal, the row that took its place (or the new last one) gets the focus.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    form.setFocus(`times.${focusRow.current}.time`);
    focusRow.current = null;
  });

  // A refusal of the list the live check did not foresee (the server's): shown as it came.
  const listErrors = form.formState.errors.times;
  const serverError = [listErrors?.root, listErrors].find((e) => e?.type === 'server');
  const listError =
    timeProblemText(t, view) ?? promotionErrorText(t, serverError, { max: String(RAIN_TIMES_MAX) });
  const add = () => {
    const typed = form.getValues('times').map((row) => row.time);
    times.append({ time: nextRainTime(typed, view.minutes ?? 1) });
  };
  return (
    <fieldset className="promo-rain" data-testid="rain-times">
      <legend>{t('form.rainTimes')}</legend>
      <p className="field-hint">{t('form.rainTimesHint', { max: RAIN_TIMES_MAX })}</p>
      <ol className="promo-rain-times">
        {times.fields.map((field, index) => (
          <RainTimeRow
            key={field.id}
            form={form}
            index={index}
            canRemove={count > 1}
            onRemove={() => {
              times.remove(index);
              focusRow.current = Math.min(index, count - 2);
            }}
          />
        ))}
      </ol>
      <Button onClick={add} disabled={count >= RAIN_TIMES_MAX} data-testid="rain-time-add">
        {t('form.rainTimeAdd')}
      </Button>
      <div role="alert" data-testid="rain-times-error">
        {listError && <p className="field-error">{listError}</p>}
      </div>
      <ul className="promo-rain-facts" aria-live="polite" data-testid="rain-facts">
        <li data-testid="rain-average">
          {t('form.rainFacts.average', { amount: formatMoney(view.average) })}
        </li>
        <li data-testid="rain-per-day">{t('form.rainFacts.perDay', { count: view.times.length })}</li>
        <li data-testid="rain-most">{t('form.rainFacts.most', { amount: formatMoney(view.mostPerDay) })}</li>
      </ul>
    </fieldset>
  );
}
