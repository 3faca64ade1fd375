import { get, useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import {
  DIVIDEND_TIER_FIELDS,
  emptyTier,
  SALARY_TIER_FIELDS,
  type TermsForm,
  type TierKind,
} from './terms-form';

const MAX_TIERS = 20;

/** The tiers of one kind: a row per tier (thresholds → rate), add and remove rows. */
export function TierTable({
  form,
  kind,
  disabled,
}: {
  form: UseFormReturn<TermsForm>;
  kind: TierKind;
  disabled: boolean;
}) {
  const { t } = useTranslation('agents');
  const name = `topLevelTerms.${kind}.tiers` as const;
  const tiers = useFieldArray({ control: form.control, name });
  const columns = kind === 'DIVIDEND' ? DIVIDEND_TIER_FIELDS : SALARY_TIER_FIELDS;
  const kindLabel = t(`kind.${kind}`);
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('terms.tiersOf', { kind: kindLabel })}
    >
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('terms.tier')}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`terms.${c}`)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('terms.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.fields.map((field, i) => (
            <tr key={field.id}>
              <th scope="row">{i + 1}</th>
              {columns.map((c) => {
                const path = `${name}.${i}.${c}` as Path<TermsForm>;
                const error = fieldErrorText(t, get(form.formState.errors, path));
                const errorId = `${kind}-${i}-${c}-error`;
                return (
                  <td key={c}>
                    <input
                      className="cell-input"
                      type="number"
                      step={c === 'activeMembers' ? '1' : '0.01'}
                      disabled={disabled}
                      aria-label={t('terms.cellOf', { kind: kindLabel, tier: i + 1, field: t(`terms.${c}`) })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={errorId}
                      {...form.register(path, { valueAsNumber: true })}
                    />
                    <small id={errorId} className="field-error" role={error ? 'alert' : undefined}>
                      {error ?? ''}
                    </small>
                  </td>
                );
              })}
              <td>
                {!disabled && tiers.fields.length > 1 && (
                  <Button
                    onClick={() => tiers.remove(i)}
                    aria-label={t('terms.removeTier', { kind: kindLabel, tier: i + 1 })}
                  >
                    {t('terms.remove')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!disabled && tiers.fields.length < MAX_TIERS && (
        <Button
          onClick={() => tiers.append(emptyTier(kind))}
          aria-label={t('terms.addTier', { kind: kindLabel })}
        >
          {t('terms.add')}
        </Button>
      )}
    </div>
  );
}
