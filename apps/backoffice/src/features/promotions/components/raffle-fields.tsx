import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WHEEL_TICKET_BASES, WHEEL_TICKETS_MAX } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { SelectInput, TextInput } from './form-controls';

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * A prize draw's entries: what earns them (deposits or valid bets since joining), how much earns
 * one and the most a player earns in a period (the promotion's repeat: a day or a week). The
 * turnover is the caller's (shared with other kinds); the ranked prizes are `RafflePrizesFields`.
 */
export function RaffleFields({ form }: { form: UseFormReturn<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  const basis = useWatch({ control: form.control, name: 'entryBasis' });
  return (
    <>
      <SelectInput
        form={form}
        name="entryBasis"
        label={t('form.entryBasis')}
        options={WHEEL_TICKET_BASES.map((b) => [b, t(`ticketBasis.${b}`)])}
        testId="raffle-entry-basis"
      />
      <TextInput
        form={form}
        name="entryStep"
        label={t('form.entryStep')}
        hint={t(`form.entryStepHint.${basis}`)}
        data-testid="raffle-entry-step"
        {...money}
      />
      <TextInput
        form={form}
        name="entriesMax"
        label={t('form.entriesMax')}
        hint={t('form.entriesMaxHint', { max: WHEEL_TICKETS_MAX })}
        errorValues={{ max: String(WHEEL_TICKETS_MAX) }}
        type="number"
        min={1}
        max={WHEEL_TICKETS_MAX}
        step={1}
        data-testid="raffle-entries-max"
      />
    </>
  );
}
