import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { OfferErrors } from '../lib/offer-validation';

type Row = Record<string, number>;

interface TierEditorProps<T extends Row> {
  tiers: T[];
  /** The tier's fields in column order (the rate last), e.g. teamBetting, activeMembers, rate. */
  fields: readonly (keyof T & string)[];
  blank: T;
  errors: OfferErrors;
  onChange: (tiers: T[]) => void;
}

/** Up to the contract's 20 tiers; each cell a labelled number input with a reserved error line. */
export const MAX_TIERS = 20;

export function TierEditor<T extends Row>({ tiers, fields, blank, errors, onChange }: TierEditorProps<T>) {
  const { t } = useTranslation();
  const update = (index: number, field: string, value: string) =>
    onChange(
      tiers.map((tier, i) => (i === index ? { ...tier, [field]: value === '' ? NaN : Number(value) } : tier)),
    );

  return (
    <fieldset className="agent-contracts-tiers">
      <legend>{t('agentContracts.offer.tiers')}</legend>
      {tiers.map((tier, index) => (
        <div key={index} className="agent-contracts-tier-row" data-testid={`tier-row-${index}`}>
          {fields.map((field) => {
            const id = `tier-${index}-${field}`;
            const error = errors[`tiers.${index}.${field}`];
            const value = tier[field];
            return (
              <label key={field} htmlFor={id}>
                <span>{t(`agentContracts.terms.${field}`)}</span>
                <input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  step={field === 'activeMembers' ? 1 : 0.01}
                  value={value === undefined || Number.isNaN(value) ? '' : value}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => update(index, field, event.target.value)}
                />
                <small className="agent-contracts-error" role={error ? 'alert' : undefined}>
                  {error ? t(`agentContracts.errors.${error}`) : ''}
                </small>
              </label>
            );
          })}
          <Button
            variant="ghost"
            size="sm"
            disabled={tiers.length <= 1}
            onClick={() => onChange(tiers.filter((_, i) => i !== index))}
            aria-label={t('agentContracts.offer.removeTier', { n: index + 1 })}
          >
            ×
          </Button>
        </div>
      ))}
      {errors.tiers ? (
        <small className="agent-contracts-error">{t(`agentContracts.errors.${errors.tiers}`)}</small>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={tiers.length >= MAX_TIERS}
        onClick={() => onChange([...tiers, { ...blank }])}
      >
        {t('agentContracts.offer.addTier')}
      </Button>
    </fieldset>
  );
}
