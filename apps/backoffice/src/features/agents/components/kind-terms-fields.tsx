import { get, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIVIDEND_PERIODS, type ContractKind } from '@bet/contracts/agent/agent-contracts';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { startingTerms, type TermsForm } from './terms-form';
import { TierTable } from './tier-table';

const REALTIME_FIELDS = ['profitRate', 'lossRate', 'minSingleBet'] as const;

/** One kind's terms for top-level agents: offered or not, then its period, tiers or rates. */
export function KindTermsFields({
  form,
  kind,
  disabled,
}: {
  form: UseFormReturn<TermsForm>;
  kind: ContractKind;
  disabled: boolean;
}) {
  const { t } = useTranslation('agents');
  const path = `topLevelTerms.${kind}` as const;
  const terms = form.watch(path);
  const kindLabel = t(`kind.${kind}`);
  const errorOf = (p: string) => fieldErrorText(t, get(form.formState.errors, p));
  return (
    <fieldset className="agent-terms-kind">
      <legend>{kindLabel}</legend>
      <label className="check">
        <input
          type="checkbox"
          disabled={disabled}
          checked={terms != null}
          onChange={(e) =>
            form.setValue(path, e.target.checked ? startingTerms(kind) : null, { shouldDirty: true })
          }
        />{' '}
        {t('terms.offered', { kind: kindLabel })}
      </label>
      {terms?.kind === 'DIVIDEND' && (
        <FormField label={t('terms.period')} error={errorOf(`${path}.period`)}>
          {(ids) => (
            <select {...ids} disabled={disabled} {...form.register(`topLevelTerms.DIVIDEND.period`)}>
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`period.${p}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {(terms?.kind === 'DIVIDEND' || terms?.kind === 'DAILY_WAGE' || terms?.kind === 'HOURLY_SALARY') && (
        <TierTable form={form} kind={terms.kind} disabled={disabled} />
      )}
      {terms?.kind === 'REALTIME_SALARY' && (
        <div className="form-grid">
          {REALTIME_FIELDS.map((name) => (
            <FormField key={name} label={t(`terms.${name}`)} error={errorOf(`${path}.${name}`)}>
              {(ids) => (
                <input
                  {...ids}
                  type="number"
                  step="0.01"
                  disabled={disabled}
                  {...form.register(`${path}.${name}` as Path<TermsForm>, { valueAsNumber: true })}
                />
              )}
            </FormField>
          ))}
        </div>
      )}
    </fieldset>
  );
}
