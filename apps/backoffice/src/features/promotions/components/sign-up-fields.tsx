import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_REQUIREMENTS } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';

/**
 * What a new account must have before its sign-up bonus can be requested (a mobile number, a bank
 * card bound for withdrawals). The amount and turnover are the caller's (shared with other kinds);
 * the days after registering are the general section's days field.
 */
export function SignUpFields({ form }: { form: UseFormReturn<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  return (
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
  );
}
