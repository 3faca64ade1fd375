import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettingsResponse } from '@bet/contracts/wallet/withdraw';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useWithdraw } from '../../api/withdraw';
import { amountInputText, parseAmount, type Problem } from '../../lib/amount';
import { useRequestId } from '../../model/use-request-id';
import { AmountField } from '../common/amount-field';
import { failureProblem, onlyProblems, problemText, type Problems } from '../common/problem';

type Field = 'bankCardId' | 'amount' | 'paymentPassword';

/**
 * The withdrawal form: a bank card, the amount (the "max" button fills what can be withdrawn,
 * as the server gave it, so it never fails on rounding) and the payment password.
 */
export function WithdrawForm({ settings }: { settings: WithdrawSettingsResponse }) {
  const { t } = useTranslation();
  const send = useWithdraw();
  const requestId = useRequestId();
  const [cardId, setCardId] = useState<number | null>(settings.bankCards[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const card = settings.bankCards.find((c) => c.id === cardId) ?? null;
  // The most that can go out now: what is available, within the largest single withdrawal.
  const most = Math.min(settings.available, settings.maxAmount);

  const clear = (field: Field) =>
    setProblems((previous) => {
      const next = { ...previous };
      delete next[field];
      return next;
    });

  const submit = async () => {
    const parsed = parseAmount(
      amount,
      { min: settings.minAmount, max: settings.maxAmount, available: settings.available },
      formatAmount,
    );
    const found = onlyProblems<Field>({
      bankCardId: card ? null : { key: 'wallet.withdraw.chooseCard' },
      amount: 'problem' in parsed ? parsed.problem : null,
      paymentPassword: paymentPassword ? null : { key: 'validation.required' },
    });
    setProblems(found);
    if (!card || 'problem' in parsed || Object.keys(found).length > 0) return;
    setFailure(null);
    setDone(null);
    const action = { bankCardId: card.id, amount: parsed.value };
    try {
      await send.mutateAsync({ ...action, paymentPassword, requestId: requestId.keyFor(action) });
      requestId.settled();
      setDone(parsed.value);
      setAmount('');
      setPaymentPassword('');
    } catch (error) {
      requestId.settled(error);
      setFailure(failureProblem(error));
    }
  };

  return (
    <form
      className="form"
      noValidate
      data-testid="withdraw-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
              checked={c.id === cardId}
              onChange={() => {
                setCardId(c.id);
                clear('bankCardId');
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
        value={amount}
        onChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
        error={problemText(t, problems.amount)}
        testId="withdraw-amount"
        addon={
          <Button
            variant="secondary"
            disabled={most <= 0}
            onClick={() => {
              setAmount(amountInputText(most));
              clear('amount');
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
        name="paymentPassword"
        autoComplete="off"
        inputMode="numeric"
        maxLength={64}
        value={paymentPassword}
        onChange={(event) => {
          setPaymentPassword(event.target.value);
          clear('paymentPassword');
        }}
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
