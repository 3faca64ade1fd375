import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_REQUIREMENTS } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { formatCount, formatMoney } from '@/shared/lib/format';
import {
  applicationPreview,
  cardAmount,
  percentRewardPreview,
  requirementsKey,
  signUpPreview,
  wheelPreview,
  type PercentRewardPreview,
} from '../lib/promotion-preview';
import { rainPreview, timesText } from '../lib/rain-preview';

/** "Try an amount of X" and what it pays: the contract's arithmetic on the rules as typed. */
function RewardCalculator({
  label,
  inputTestId,
  result,
}: {
  label: string;
  inputTestId: string;
  /** The sentence for the amount typed (as text, as the input holds it). */
  result: (amountText: string) => ReactNode;
}) {
  const id = useId();
  const [amount, setAmount] = useState('1000');
  return (
    <div className="promo-calculator">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        data-testid={inputTestId}
      />
      <p aria-live="polite" data-testid="preview-result">
        {result(amount)}
      </p>
    </div>
  );
}

/**
 * The calculator's sentence: `paysKey` with the amount, the reward and its turnover, `belowKey`
 * under the minimum, or `incompleteKey` while the percent or the cap is missing.
 */
function useSentence(paysKey: string, belowKey: string, incompleteKey: string) {
  const { t } = useTranslation('promotions');
  return (amountText: string, result: PercentRewardPreview | null, values: Record<string, string> = {}) => {
    if (result === null) return t(incompleteKey);
    const amount = cardAmount(Number(amountText));
    if (result.belowMinimum) return t(belowKey, { ...values, amount });
    return t(paysKey, {
      ...values,
      amount,
      reward: cardAmount(result.reward),
      turnover: cardAmount(result.turnover),
    });
  };
}

/** "A deposit of X pays a bonus of Y". */
export function DepositCalculator({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const sentence = useSentence('preview.pays', 'preview.belowMinimum', 'preview.incomplete');
  return (
    <RewardCalculator
      label={t('preview.depositLabel')}
      inputTestId="preview-deposit"
      result={(deposit) =>
        sentence(deposit, percentRewardPreview({ ...values, minimum: values.minDeposit }, deposit))
      }
    />
  );
}

/** "A net loss of X this week pays Y cashback": the period is the promotion's repeat. */
export function CashbackCalculator({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const basis = `preview.cashback.${values.basis}`;
  const sentence = useSentence(`${basis}.pays`, `${basis}.belowMinimum`, 'preview.incompleteCashback');
  // Cashback never repeats ONCE (the form switches it to weekly); weekly words cover the moment.
  const period = t(`preview.period.${values.repeat === 'DAILY' ? 'DAILY' : 'WEEKLY'}`);
  return (
    <RewardCalculator
      label={t(`${basis}.label`)}
      inputTestId="preview-amount"
      result={(amount) => sentence(amount, percentRewardPreview(values, amount), { period })}
    />
  );
}

/** The calculator's place for promotions with no amount to try: the rules say it all. */
export function PreviewSentence({ sentence }: { sentence: string }) {
  return (
    <div className="promo-calculator">
      <p aria-live="polite" data-testid="preview-result">
        {sentence}
      </p>
    </div>
  );
}

/**
 * "An approved application pays up to X, turnover N×": no amount to try, the operator picks each
 * approval's amount (up to the maximum).
 */
export function ApplicationSentence({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  // The watched values are partial while the form mounts.
  const preview = applicationPreview({
    maxAmount: values.maxAmount ?? '',
    turnoverMultiple: values.turnoverMultiple ?? '',
  });
  const sentence =
    preview === null
      ? t('preview.incompleteApplication')
      : t(preview.multiple > 0 ? 'preview.application.pays' : 'preview.application.paysNoTurnover', {
          max: formatMoney(preview.max),
          multiple: preview.multiple,
          turnover: formatMoney(preview.turnoverAtMax),
        });
  return <PreviewSentence sentence={sentence} />;
}

/**
 * "A player registered since the start who joins within 7 days and has a mobile number gets
 * 88.00, turnover 3×": no amount to try, every new player who qualifies gets the same.
 */
export function SignUpSentence({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  // The watched values are partial while the form mounts.
  const preview = signUpPreview({
    amount: values.amount ?? '',
    turnoverMultiple: values.turnoverMultiple ?? '',
    claimDays: values.claimDays ?? '',
  });
  const requires = SIGN_UP_REQUIREMENTS.filter((r) => values.requires?.[r] === true);
  const sentence =
    preview === null
      ? t('preview.incompleteSignUp')
      : t(`preview.signUp.${requirementsKey(requires)}`, {
          days: t('preview.signUp.days', { count: preview.days }),
          amount: formatMoney(preview.amount),
          turnover:
            preview.multiple > 0
              ? t('preview.signUp.turnover', { multiple: preview.multiple })
              : t('preview.signUp.noTurnover'),
        });
  return <PreviewSentence sentence={sentence} />;
}

/**
 * "Every 100.00 deposited earns a ticket, up to 5 a day; a spin pays up to 50.00 (2.75 expected),
 * turnover 1×": no amount to try, the tickets and the table say it all.
 */
export function WheelSentence({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  // The watched values are partial while the form mounts.
  const preview = wheelPreview({
    ticketStep: values.ticketStep ?? '',
    ticketsMax: values.ticketsMax ?? '',
    turnoverMultiple: values.turnoverMultiple ?? '',
    prizes: values.prizes ?? [],
  });
  const sentence =
    preview === null
      ? t('preview.incompleteWheel')
      : t('preview.wheel.text', {
          tickets: t(`preview.wheel.tickets.${values.ticketBasis}`, { step: formatMoney(preview.step) }),
          most: t(`preview.wheel.most.${values.repeat}`, { count: preview.ticketsMax }),
          max: formatMoney(preview.max),
          expected: formatMoney(preview.expected),
          turnover:
            preview.multiple > 0
              ? t('preview.wheel.turnover', { multiple: preview.multiple })
              : t('preview.wheel.noTurnover'),
        });
  return <PreviewSentence sentence={sentence} />;
}

/**
 * "Every day at 12:00 and 20:00, for 10 minutes: 2,000.00 split into 200 envelopes (at least
 * 1.00, 10.00 on average), one per player, turnover 1×": no amount to try, each rain is the same.
 */
export function RainSentence({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  // The watched values are partial while the form mounts.
  const preview = rainPreview(values);
  const sentence =
    preview === null
      ? t('preview.incompleteRain')
      : t('preview.rain.text', {
          times: timesText(preview.times),
          minutes: t('preview.rain.minutes', { count: preview.minutes }),
          budget: formatMoney(preview.budget),
          envelopes: t('preview.rain.envelopes', {
            count: preview.envelopes,
            envelopes: formatCount(preview.envelopes),
          }),
          min: formatMoney(preview.min),
          average: formatMoney(preview.average),
          turnover:
            preview.multiple > 0
              ? t('preview.rain.turnover', { multiple: preview.multiple })
              : t('preview.rain.noTurnover'),
        });
  return <PreviewSentence sentence={sentence} />;
}
