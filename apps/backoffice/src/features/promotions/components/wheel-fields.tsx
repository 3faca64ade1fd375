import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WHEEL_TICKET_BASES, WHEEL_TICKETS_MAX } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { SelectInput, TextInput } from './form-controls';

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * A lucky wheel's tickets: what earns them (deposits or valid bets), how much earns one and the
 * most a player earns in a period (the promotion's repeat: a day, a week or its whole run). The
 * turnover is the caller's (shared with other kinds); the prize table is `PrizeTableFields`.
 */
export function WheelFields({ form }: { form: UseFormReturn<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  const basis = useWatch({ control: form.control, name: 'ticketBasis' });
  return (
    <>
      <SelectInput
        form={form}
        name="ticketBasis"
        label={t('form.ticketBasis')}
        options={WHEEL_TICKET_BASES.map((b) => [b, t(`ticketBasis.${b}`)])}
        testId="promotion-ticket-basis"
      />
      <TextInput
        form={form}
        name="ticketStep"
        label={t('form.ticketStep')}
        hint={t(`form.ticketStepHint.${basis}`)}
        data-testid="promotion-ticket-step"
        {...money}
      />
      <TextInput
        form={form}
        name="ticketsMax"
        label={t('form.ticketsMax')}
        hint={t('form.ticketsMaxHint', { max: WHEEL_TICKETS_MAX })}
        errorValues={{ max: String(WHEEL_TICKETS_MAX) }}
        type="number"
        min={1}
        max={WHEEL_TICKETS_MAX}
        step={1}
        data-testid="promotion-tickets-max"
      />
    </>
  );
}
