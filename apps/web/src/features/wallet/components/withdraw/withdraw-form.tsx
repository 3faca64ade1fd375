import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettingsResponse } from '@bet/contracts/wallet/withdraw';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useWithdraw } from '../../api/withdraw';
import { amountInputText, parseAmount, type Problem } from '../../lib/amount';
import { useRequestId } from '@/shared/api/use-request-id';
import { AmountField } from '../common/amount-field';
import { failureProblem, problemText } from '../common/problem';

type WithdrawValues = { bankCardId: number | null; amount: string; paymentPassword: string };

const amountLimits = (settings: WithdrawSettingsResponse) => ({
  min: settings.minAmount,
  max: settings.maxAmount,
  available: settings.available,
});

/** A card of the member's, an amount within the limits and the balance, the payment password. */
const withdrawRules = (settings: WithdrawSettingsResponse): FormRules<WithdrawValues, Problem> => ({
  bankCardId: (id) =>
    settings.bankCards.some((c) => c.id === id) ? null : { key: 'wallet.withdraw.chooseCard' },
  amount: (amount) => {
    const parsed = parseAmount(amount, amountLimits(settings), formatAmount);
    return 'problem' in parsed ? parsed.problem : null;
  },
  paymentPassword: (value) => (value ? null : { key: 'validation.required' }),
});

/**
 * The withdrawal form: a bank card, the amount (the "max" button fills what can be withdrawn,
 * as the server gave it, so it never fails on rounding) and the payment password.
 */
export function WithdrawForm({ settings }: { settings: WithdrawSettingsResponse }) {
  const { t } = useTranslation();
  const send = useWithdraw();
  const requestId = useRequestId();
  const form = useFormState<WithdrawValues, Problem>(
    { bankCardId: settings.bankCards[0]?.id ?? null, amount: '', paymentPassword: '' },
    { rules: withdrawRules(settings) },
  );
  const { values, errors: problems } = form;
  const [failure, setFailure] = useState<Problem | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const card = settings.bankCards.find((c) => c.id === values.bankCardId) ?? null;
  // The most that can go out now: what is available, within the largest single withdrawal.
  const most = Math.min(settings.available, settings.maxAmount);

  const submit = async ({ amount, paymentPassword }: WithdrawValues) => {
    const parsed = parseAmount(amount, amountLimits(settings), formatAmount);
    if (!card || 'problem' in parsed) return;
    setFailure(null);
    setDone(null);
    const action = { bankCardId: card.id, amount: parsed.value };
    try {
      await send.mutateAsync({ ...action, paymentPassword, requestId: requestId.keyFor(action) });
      requestId.settled();
      setDone(parsed.value);
      form.setValues((previous) => ({ ...previous, amount: '', paymentPassword: '' }));
    } catch (error) {
      requestId.settled(error);
      setFailure(failureProblem(error));
    }
  };

  return (
    <form className="form" noValidate data-testid="withdraw-form" onSubmit={form.handleSubmit(submit)}>
      <dl className="wallet-stats">
        <div className="wallet-stat">
          <dt>{t('wallet.withdraw.available')}</dt>
          <dd data-testid="withdraw-available">{formatAmount(settings.available)}</dd>
        </div>
        <div className="wallet-stat">
          <dt>{t('wallet.withdraw.limits')}</dt>
          <dd>
            {formatAmount(settings.minAmount)} – {formatAmount(settings.maxAmount)}
          </dd>
        </div>
      </dl>
      <fieldset
        className="choice-list"
        aria-describedby={problems.bankCardId ? 'withdraw-card-error' : undefined}
      >
        <legend>{t('wallet.withdraw.toCard')}</legend>
        {settings.bankCards.map((c) => (
          <label key={c.id} className="choice" data-testid={`withdraw-card-${c.id}`}>
            <input
              type="radio"
              name="bankCardId"
              value={c.id}
              checked={c.id === values.bankCardId}
              onChange={() => {
                form.setValue('bankCardId', c.id);
              }}
            />
            <span className="choice-text">
              <strong>{c.bankName}</strong>
              <span>{c.accountName}</span>
              <span>{c.accountNumber}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problems.bankCardId ? (
        <p id="withdraw-card-error" className="form-error">
          {problemText(t, problems.bankCardId)}
        </p>
      ) : null}
      <AmountField
        value={values.amount}
        onChange={(value) => form.setValue('amount', value)}
        error={problemText(t, problems.amount)}
        testId="withdraw-amount"
        addon={
          <Button
            variant="secondary"
            disabled={most <= 0}
            onClick={() => {
              form.setValue('amount', amountInputText(most));
            }}
            data-testid="withdraw-max"
          >
            {t('wallet.amount.max')}
          </Button>
        }
      />
      <TextField
        label={t('wallet.paymentPassword')}
        required
        type="password"
        autoComplete="off"
        inputMode="numeric"
        maxLength={64}
        {...form.bind('paymentPassword')}
        error={problemText(t, problems.paymentPassword)}
        testId="withdraw-password"
      />
      <FormAlert testId="withdraw-error">{problemText(t, failure)}</FormAlert>
      {done !== null ? (
        <FormAlert tone="success" testId="withdraw-done">
          {t('wallet.withdraw.submitted', { amount: formatAmount(done) })}
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={send.isPending} data-testid="withdraw-submit">
        {t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}
