import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_REQUIREMENTS } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { TextInput } from './form-controls';

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * A sign-up bonus's parameters: the fixed amount a new player gets, and what the account must
 * have before the reward can be requested (a mobile number, a bank card bound for withdrawals).
 * Turnover is the caller's (shared with the other kinds); the days after registering are the
 * general section's days field.
 */
export function SignUpFields({ form }: { form: UseFormReturn<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  return (
    <>
      <TextInput
        form={form}
        name="amount"
        label={t('form.amount')}
        data-testid="promotion-amount"
        {...money}
      />
      <fieldset className="promo-requires">
        <legend>{t('form.requires')}</legend>
        {SIGN_UP_REQUIREMENTS.map((r) => (
          <label key={r} className="inline-field promo-check">
            <input
              type="checkbox"
              {...form.register(`requires.${r}`)}
              data-testid={`promotion-requires-${r}`}
            />
            {t(`form.requirement.${r}`)}
          </label>
        ))}
        <small className="field-hint">{t('form.requiresHint')}</small>
      </fieldset>
    </>
  );
}
