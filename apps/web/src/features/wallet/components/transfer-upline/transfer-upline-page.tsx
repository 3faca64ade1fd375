import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@bet/contracts/wallet/main-wallet';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useBalance } from '../../api/balance';
import { useTransferUpline } from '../../api/transfer-upline';
import { parseAmount, type Problem } from '../../lib/amount';
import { useRequestId } from '../../model/use-request-id';
import { AmountField } from '../common/amount-field';
import { failureProblem, onlyProblems, problemText, type Problems } from '../common/problem';
import '../wallet.css';

type Field = 'amount' | 'paymentPassword';

/** Transfer to upline (spec §2 `transferUpline`): an amount from the main wallet, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const send = useTransferUpline();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [done, setDone] = useState<{ amount: number; balance: number } | null>(null);
  const available = balance.data?.balance.find((w) => w.accountTypeId === MAIN_WALLET)?.availBalance;

  const submit = async () => {
    const parsed = parseAmount(amount, { available }, formatAmount);
    const found = onlyProblems<Field>({
      amount: 'problem' in parsed ? parsed.problem : null,
      paymentPassword: paymentPassword ? null : { key: 'validation.required' },
    });
    setProblems(found);
    if ('problem' in parsed || Object.keys(found).length > 0) return;
    setFailure(null);
    setDone(null);
    const action = { amount: parsed.value };
    try {
      const answer = await send.mutateAsync({
        ...action,
        paymentPassword,
        requestId: requestId.keyFor(action),
      });
      requestId.settled();
      setDone({ amount: parsed.value, balance: answer.balance });
      setAmount('');
      setPaymentPassword('');
    } catch (error) {
      requestId.settled(error);
      setFailure(failureProblem(error));
    }
  };

  return (
    <form
      className="form wallet-page"
      noValidate
      data-testid="transfer-upline-page"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="section-intro">{t('wallet.upline.intro')}</p>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblems(({ amount: _, ...rest }) => rest);
        }}
        hint={
          available === undefined ? null : t('wallet.transfer.available', { amount: formatAmount(available) })
        }
        error={problemText(t, problems.amount)}
        testId="upline-amount"
      />
      <TextField
        label={t('wallet.paymentPassword')}
        required
        type="password"
        name="paymentPassword"
        autoComplete="off"
        maxLength={64}
        value={paymentPassword}
        onChange={(event) => {
          setPaymentPassword(event.target.value);
          setProblems(({ paymentPassword: _, ...rest }) => rest);
        }}
        error={problemText(t, problems.paymentPassword)}
        testId="upline-password"
      />
      <FormAlert testId="upline-error">{problemText(t, failure)}</FormAlert>
      {done ? (
        <FormAlert tone="success" testId="upline-done">
          {t('wallet.upline.done', {
            amount: formatAmount(done.amount),
            balance: formatAmount(done.balance),
          })}
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={send.isPending} data-testid="upline-submit">
        {t('wallet.upline.submit')}
      </Button>
    </form>
  );
}

export default TransferUplinePage;
