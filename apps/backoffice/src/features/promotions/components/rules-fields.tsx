import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_BONUS_DEPOSITS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_TURNOVER_MAX,
} from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { SelectInput, TextInput } from './form-controls';

type Form = UseFormReturn<PromotionForm>;
const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/** The chosen kind's parameters: a deposit bonus's percent and cap, or a code's fixed amount. */
export function RulesFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const turnover = (
    <TextInput
      form={form}
      name="turnoverMultiple"
      label={t('form.turnoverMultiple')}
      hint={t('form.turnoverMultipleHint')}
      type="number"
      min={0}
      max={PROMOTION_TURNOVER_MAX}
      step={1}
    />
  );
  return (
    <fieldset className="promo-fieldset">
      <legend>{t(`form.rules.${kind}`)}</legend>
      {kind === 'DEPOSIT_BONUS' ? (
        <div className="form-grid">
          <SelectInput
            form={form}
            name="deposit"
            label={t('form.deposit')}
            options={DEPOSIT_BONUS_DEPOSITS.map((d) => [d, t(`deposit.${d}`)])}
          />
          <TextInput
            form={form}
            name="percent"
            label={t('form.percent')}
            type="number"
            min={0}
            max={PROMOTION_PERCENT_MAX}
            step="0.01"
            inputMode="decimal"
            data-testid="promotion-percent"
          />
          <TextInput
            form={form}
            name="cap"
            label={t('form.cap')}
            hint={t('form.capHint')}
            data-testid="promotion-cap"
            {...money}
          />
          <TextInput
            form={form}
            name="minDeposit"
            label={t('form.minDeposit')}
            data-testid="promotion-min-deposit"
            {...money}
          />
          {turnover}
        </div>
      ) : (
        <div className="form-grid">
          <TextInput
            form={form}
            name="amount"
            label={t('form.amount')}
            data-testid="promotion-amount"
            {...money}
          />
          {turnover}
        </div>
      )}
    </fieldset>
  );
}

/** Who may take part: new players only, VIP levels, deposits already made. */
export function EligibilityFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  return (
    <fieldset className="promo-fieldset">
      <legend>{t('form.eligibility')}</legend>
      <div className="form-grid">
        <label className="inline-field promo-check">
          <input type="checkbox" {...form.register('newPlayersOnly')} />
          {t('form.newPlayersOnly')}
        </label>
        <TextInput
          form={form}
          name="vipLevels"
          label={t('form.vipLevels')}
          hint={t('form.vipLevelsHint')}
          inputMode="numeric"
          placeholder="0, 1, 2"
        />
        <TextInput
          form={form}
          name="minDeposits"
          label={t('form.minDeposits')}
          hint={t('form.minDepositsHint')}
          type="number"
          min={0}
          max={1000}
          step={1}
        />
      </div>
    </fieldset>
  );
}
