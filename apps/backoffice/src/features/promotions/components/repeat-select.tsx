import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CASHBACK_PAY_DELAY_MINUTES, type PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import { artOnSwitch, repeatOnSwitch, repeatsOf } from '../lib/kind-switch';
import type { PromotionForm } from '../lib/promotion-form';
import { SelectInput } from './form-controls';

/** The repeat's hint where it is not the once-per-player one (cashback's and a draw's have the delay). */
const REPEAT_HINT: Partial<Record<PromotionKind, string>> = {
  APPLICATION: 'form.repeatHintApplication',
  SIGN_UP: 'form.repeatHintSignUp',
  LUCKY_WHEEL: 'form.repeatHintWheel',
  RED_ENVELOPE: 'form.repeatHintRain',
  RAFFLE: 'form.repeatHintRaffle',
};

/**
 * "Rewarded": the repeats the chosen kind may use (a sign-up bonus: once only; a red-envelope
 * rain: daily only; cashback and a prize draw: daily or weekly). Switching kind resets it to that
 * kind's start (weekly for cashback, daily for a lucky wheel, a rain or a draw, once otherwise) so
 * the form never holds a repeat its kind refuses, and puts the wheel's, the envelope's or the
 * raffle's art on (or off) its kind.
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
    form.setValue('art', artOnSwitch(kind, form.getValues('art')));
  }, [form, kind]);
  return (
    <SelectInput
      form={form}
      name="repeat"
      label={t('form.repeat')}
      hint={
        kind === 'CASHBACK'
          ? t('form.repeatHintCashback', { minutes: CASHBACK_PAY_DELAY_MINUTES })
          : t(REPEAT_HINT[kind] ?? 'form.repeatHint', { minutes: CASHBACK_PAY_DELAY_MINUTES })
      }
      options={repeatsOf(kind).map((r) => [r, t(`repeat.${r}`)])}
      testId="promotion-repeat"
    />
  );
}
