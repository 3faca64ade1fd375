import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@bet/contracts/wallet/main-wallet';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useBalance } from '../../api/balance';
import { useTransferUpline } from '../../api/transfer-upline';
import { parseAmount, type Problem } from '../../lib/amount';
import { useRequestId } from '@/shared/api/use-request-id';
import { AmountField } from '../common/amount-field';
import { failureProblem, problemText } from '../common/problem';
import '../wallet.css';

type UplineValues = { amount: string; paymentPassword: string };

/** An amount the main wallet holds, and the payment password. */
const uplineRules = (available: number | undefined): FormRules<UplineValues, Problem> => ({
  amount: (amount) => {
    const parsed = parseAmount(amount, { available }, formatAmount);
    return 'problem' in parsed ? parsed.problem : null;
  },
  paymentPassword: (value) => (value ? null : { key: 'validation.required' }),
});

/** Transfer to upline (spec §2 `transferUpline`): an amount from the main wallet, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const send = useTransferUpline();
  const requestId = useRequestId();
  const available = balance.data?.balance.find((w) => w.accountTypeId === MAIN_WALLET)?.availBalance;
  const form = useFormState<UplineValues, Problem>(
    { amount: '', paymentPassword: '' },
    { rules: uplineRules(available) },
  );
  const { values, errors: problems } = form;
  const [failure, setFailure] = useState<Problem | null>(null);
  const [done, setDone] = useState<{ amount: number; balance: number } | null>(null);

  const submit = async ({ amount, paymentPassword }: UplineValues) => {
    const parsed = parseAmount(amount, { available }, formatAmount);
    if ('problem' in parsed) return;
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
      form.reset();
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
      onSubmit={form.handleSubmit(submit)}
    >
      <p className="section-intro">{t('wallet.upline.intro')}</p>
      <AmountField
        value={values.amount}
        onChange={(value) => form.setValue('amount', value)}
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
        autoComplete="off"
        maxLength={64}
        {...form.bind('paymentPassword')}
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
