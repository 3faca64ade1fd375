import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { MAX_TIERS, type OfferErrors } from '../lib/offer-validation';
import type { ContractTier } from '../model/contract-view';

interface TierEditorProps {
  tiers: ContractTier[];
  withProfitLoss: boolean;
  errors: OfferErrors;
  onChange: (tiers: ContractTier[]) => void;
}

const FIELDS = ['validBet', 'profitLoss', 'activeMembers', 'rate'] as const;

/** Tier rows with add/remove; each cell a labelled number input with its error below. */
export function TierEditor({ tiers, withProfitLoss, errors, onChange }: TierEditorProps) {
  const { t } = useTranslation();
  const fields = FIELDS.filter((field) => withProfitLoss || field !== 'profitLoss');
  const update = (index: number, field: (typeof FIELDS)[number], value: string) =>
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
        onClick={() => onChange([...tiers, { validBet: NaN, activeMembers: 0, rate: NaN }])}
      >
        {t('agentContracts.offer.addTier')}
      </Button>
    </fieldset>
  );
}
