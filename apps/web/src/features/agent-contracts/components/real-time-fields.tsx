import { useTranslation } from 'react-i18next';
import type { OfferErrors } from '../lib/offer-validation';
import type { ContractTerms } from '../model/contract-view';

type RealTimeTerms = Extract<ContractTerms, { kind: 'REALTIME_SALARY' }>;

const FIELDS = ['profitRate', 'lossRate', 'minSingleBet'] as const;

/** Real-time salary terms: profit rate, loss rate, minimum single bet. */
export function RealTimeFields({
  terms,
  errors,
  onChange,
}: {
  terms: RealTimeTerms;
  errors: OfferErrors;
  onChange: (terms: RealTimeTerms) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="agent-contracts-rt">
      {FIELDS.map((field) => {
        const value = terms[field];
        const error = errors[field];
        return (
          <label key={field} htmlFor={`rt-${field}`}>
            <span>{t(`agentContracts.terms.${field}`)}</span>
            <input
              id={`rt-${field}`}
              type="number"
              inputMode="decimal"
              step={0.01}
              value={Number.isNaN(value) ? '' : value}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange({ ...terms, [field]: event.target.value === '' ? NaN : Number(event.target.value) })
              }
            />
            <small className="agent-contracts-error" role={error ? 'alert' : undefined}>
              {error ? t(`agentContracts.errors.${error}`) : ''}
            </small>
          </label>
        );
      })}
    </div>
  );
}
