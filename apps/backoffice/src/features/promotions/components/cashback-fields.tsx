import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import { CASHBACK_BASES, CASHBACK_PERCENT_MAX } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { SelectInput, TextInput } from './form-controls';

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * Cashback's parameters: what it is a percent of, on which games, the cap and the minimum per
 * period. Turnover is the caller's (shared with the other kinds).
 */
export function CashbackFields({ form }: { form: UseFormReturn<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  const basis = useWatch({ control: form.control, name: 'basis' });
  return (
    <>
      <SelectInput
        form={form}
        name="basis"
        label={t('form.basis')}
        hint={t(`form.basisHint.${basis}`)}
        options={CASHBACK_BASES.map((b) => [b, t(`basis.${b}`)])}
        testId="promotion-basis"
      />
      {/* Categories by their codes, as the missions' form names them. */}
      <SelectInput
        form={form}
        name="category"
        label={t('form.category')}
        options={[['', t('allGames')], ...GAME_CATEGORIES.map((c): [string, string] => [c, c])]}
        testId="promotion-category"
      />
      <TextInput
        form={form}
        name="percent"
        label={t(`form.cashbackPercent.${basis}`)}
        type="number"
        min={0}
        max={CASHBACK_PERCENT_MAX}
        step="0.01"
        inputMode="decimal"
        data-testid="promotion-percent"
      />
      <TextInput
        form={form}
        name="cap"
        label={t('form.cashbackCap')}
        hint={t('form.cashbackCapHint')}
        data-testid="promotion-cap"
        {...money}
      />
      <TextInput
        form={form}
        name="minimum"
        label={t(`form.minimum.${basis}`)}
        hint={t('form.minimumHint')}
        data-testid="promotion-minimum"
        {...money}
      />
    </>
  );
}
