import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CASHBACK_PAY_DELAY_MINUTES } from '@bet/contracts/promotions/promotion-rules';
import { repeatOnSwitch, repeatsOf, type PromotionForm } from '../lib/promotion-form';
import { SelectInput } from './form-controls';

/**
 * "Rewarded": the repeats the chosen kind may use. Switching kind resets it to that kind's start
 * (weekly for cashback, once otherwise) so the form never holds a repeat its kind refuses.
 */
export function RepeatSelect({ form }: { form: UseFormReturn<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const shownKind = useRef(kind);
  useEffect(() => {
    // After the render that changed the options, so the select can show the value set here;
    // a saved promotion's kind never changes, so its repeat is never touched.
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    form.setValue('repeat', repeatOnSwitch(kind));
  }, [form, kind]);
  return (
    <SelectInput
      form={form}
      name="repeat"
      label={t('form.repeat')}
      hint={
        kind === 'CASHBACK'
          ? t('form.repeatHintCashback', { minutes: CASHBACK_PAY_DELAY_MINUTES })
          : t(kind === 'APPLICATION' ? 'form.repeatHintApplication' : 'form.repeatHint')
      }
      options={repeatsOf(kind).map((r) => [r, t(`repeat.${r}`)])}
      testId="promotion-repeat"
    />
  );
}
