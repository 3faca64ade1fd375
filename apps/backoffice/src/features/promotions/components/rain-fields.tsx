import type { InputHTMLAttributes } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ENVELOPES_MAX, type EnvelopeRainProblemCode } from '@bet/contracts/promotions/prize-table';
import { RAIN_MINUTES_MAX } from '@bet/contracts/promotions/promotion-rules';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { FormField } from '@/shared/ui/form-field';
import type { PromotionForm } from '../lib/promotion-form';
import { rainView, type RainView } from '../lib/rain-preview';
import { TextInput, useFieldError } from './form-controls';

type Form = UseFormReturn<PromotionForm>;
type RainName = 'envelopes' | 'rainBudget' | 'minAmount';
const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/** The field each of validateEnvelopeRain's problems is about (the contract puts them all on the budget). */
const PROBLEM_FIELD: Record<EnvelopeRainProblemCode, RainName> = {
  ENVELOPES_OUT_OF_RANGE: 'envelopes',
  MIN_NOT_POSITIVE: 'minAmount',
  BUDGET_TOO_LARGE: 'rainBudget',
  BUDGET_BELOW_MINIMUMS: 'rainBudget',
};

/** The values the rain's sentences are filled with (the bounds, and what the minimums take). */
export function rainErrorValues(view: RainView): Record<string, string> {
  return {
    max: formatCount(ENVELOPES_MAX),
    least: formatMoney(view.least),
    envelopes: formatCount(view.envelopes),
    min: formatMoney(view.min),
  };
}

/** The rain's watched fields as the operator types them (missing while the form mounts). */
export function useRainView(form: Form): RainView {
  const [times, minutes, envelopes, rainBudget, minAmount] = useWatch({
    control: form.control,
    name: ['times', 'minutes', 'envelopes', 'rainBudget', 'minAmount'],
  });
  return rainView({ times: times ?? [], minutes, envelopes, rainBudget, minAmount });
}

/**
 * A figure of the rain whose error is the contract's once a save was tried, else
 * validateEnvelopeRain's as it is typed (so the operator sees a budget below the minimums at once).
 */
function RainInput({
  form,
  name,
  label,
  hint,
  view,
  ...props
}: {
  form: Form;
  name: RainName;
  label: string;
  hint: string;
  view: RainView;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const { t } = useTranslation('promotions');
  const values = rainErrorValues(view);
  const live = view.problems.find((code) => PROBLEM_FIELD[code] === name);
  const error =
    useFieldError(form, name, values) ?? (live ? t(`form.error.rain.${live}`, values) : undefined);
  return (
    <FormField label={label} error={error} hint={hint}>
      {(ids) => <input {...ids} {...props} {...form.register(name)} />}
    </FormField>
  );
}

/**
 * A red-envelope rain's figures: how long each rain falls, its envelopes, its budget (split at
 * random at the rain's first grab) and the least one envelope holds. The turnover is the caller's;
 * the times are `RainTimesFields` (below the grid, with the rain's computed facts).
 */
export function RainFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const view = useRainView(form);
  return (
    <>
      <TextInput
        form={form}
        name="minutes"
        label={t('form.rainMinutes')}
        hint={t('form.rainMinutesHint', { max: RAIN_MINUTES_MAX })}
        errorValues={{ max: String(RAIN_MINUTES_MAX) }}
        type="number"
        min={1}
        max={RAIN_MINUTES_MAX}
        step={1}
        data-testid="rain-minutes"
      />
      <RainInput
        form={form}
        name="envelopes"
        label={t('form.envelopes')}
        hint={t('form.envelopesHint', { max: formatCount(ENVELOPES_MAX) })}
        view={view}
        type="number"
        min={1}
        max={ENVELOPES_MAX}
        step={1}
        inputMode="numeric"
        data-testid="rain-envelopes"
      />
      <RainInput
        form={form}
        name="rainBudget"
        label={t('form.rainBudget')}
        hint={t('form.rainBudgetHint')}
        view={view}
        data-testid="rain-budget"
        {...money}
      />
      <RainInput
        form={form}
        name="minAmount"
        label={t('form.minAmount')}
        hint={t('form.minAmountHint')}
        view={view}
        data-testid="rain-min-amount"
        {...money}
      />
    </>
  );
}
