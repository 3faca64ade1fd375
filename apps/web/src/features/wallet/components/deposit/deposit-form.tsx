import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@bet/contracts/wallet/deposit';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useCreateDeposit } from '../../api/deposit';
import { parseAmount, type Problem } from '../../lib/amount';
import { goToGateway } from '../../lib/redirect';
import { useRequestId } from '@/shared/api/use-request-id';
import { AmountField } from '../common/amount-field';
import { ImageField } from '../common/image-field';
import { failureProblem, problemText } from '../common/problem';

type DepositValues = { channelId: number; amount: string; reference: string; receipt: string | null };

const channelOf = (channels: DepositChannel[], id: number) =>
  channels.find((c) => c.id === id) ?? channels[0];

/** The amount within the chosen channel's limits; the bank's reference for a bank transfer. */
const depositRules = (channels: DepositChannel[]): FormRules<DepositValues, Problem> => ({
  amount: (amount, { channelId }) => {
    const channel = channelOf(channels, channelId);
    const parsed = parseAmount(amount, { min: channel?.minAmount, max: channel?.maxAmount }, formatAmount);
    return 'problem' in parsed ? parsed.problem : null;
  },
  reference: (reference, { channelId }) =>
    channelOf(channels, channelId)?.type === 'OFFLINE' && !reference.trim()
      ? { key: 'validation.required' }
      : null,
});

/** The range a channel accepts, for its card and the amount's hint. */
const limitsText = (channel: DepositChannel) =>
  `${formatAmount(channel.minAmount)} – ${formatAmount(channel.maxAmount)}`;

/**
 * Pay in through one channel. Online: the amount, then the gateway's page. Offline (bank
 * transfer): where to send the money, then the amount, the bank's reference and an optional
 * receipt image; the operator confirms it.
 */
export function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation();
  const create = useCreateDeposit();
  const requestId = useRequestId();
  const form = useFormState<DepositValues, Problem>(
    { channelId: channels[0]?.id ?? 0, amount: '', reference: '', receipt: null },
    { rules: depositRules(channels) },
  );
  const { values, errors: problems } = form;
  const [failure, setFailure] = useState<Problem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const channel = channelOf(channels, values.channelId);
  if (!channel) return null;
  const offline = channel.type === 'OFFLINE';

  const choose = (id: number) => {
    form.setValue('channelId', id);
    form.setErrors({});
    setFailure(null);
  };

  const submit = async ({ amount, reference, receipt }: DepositValues) => {
    const parsed = parseAmount(amount, { min: channel.minAmount, max: channel.maxAmount }, formatAmount);
    if ('problem' in parsed) return;
    setFailure(null);
    setSubmitted(false);
    const action = {
      channelId: channel.id,
      amount: parsed.value,
      ...(offline ? { reference: reference.trim() } : {}),
      ...(offline && receipt ? { receiptImage: receipt } : {}),
    };
    try {
      const answer = await create.mutateAsync({ ...action, requestId: requestId.keyFor(action) });
      requestId.settled();
      if (answer.redirectUrl) {
        goToGateway(answer.redirectUrl);
        return;
      }
      form.setValues((previous) => ({ ...previous, amount: '', reference: '', receipt: null }));
      setSubmitted(true);
    } catch (error) {
      requestId.settled(error);
      setFailure(failureProblem(error));
    }
  };

  return (
    <form className="form" noValidate data-testid="deposit-form" onSubmit={form.handleSubmit(submit)}>
      <fieldset className="choice-list">
        <legend>{t('wallet.deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className="choice" data-testid={`deposit-channel-${c.id}`}>
            <input
              type="radio"
              name="channel"
              value={c.id}
              checked={c.id === channel.id}
              onChange={() => choose(c.id)}
            />
            <span className="choice-text">
              <strong>{c.name}</strong>
              <span>{t(c.type === 'ONLINE' ? 'wallet.deposit.online' : 'wallet.deposit.offline')}</span>
              <span>{t('wallet.deposit.limits', { range: limitsText(c) })}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {offline ? (
        <section aria-labelledby="deposit-bank-title" className="form">
          <h4 id="deposit-bank-title" className="wallet-section-title">
            {t('wallet.deposit.sendTo')}
          </h4>
          <dl className="bank-details" data-testid="deposit-bank-details">
            <dt>{t('wallet.bank.bankName')}</dt>
            <dd>{channel.bankName ?? '—'}</dd>
            <dt>{t('wallet.bank.accountName')}</dt>
            <dd>{channel.accountName ?? '—'}</dd>
            <dt>{t('wallet.bank.accountNumber')}</dt>
            <dd>{channel.accountNumber ?? '—'}</dd>
          </dl>
        </section>
      ) : null}

      <AmountField
        value={values.amount}
        onChange={(value) => form.setValue('amount', value)}
        hint={t('wallet.deposit.limits', { range: limitsText(channel) })}
        error={problemText(t, problems.amount)}
        testId="deposit-amount"
      />
      {offline ? (
        <>
          <TextField
            label={t('wallet.deposit.reference')}
            required
            autoComplete="off"
            maxLength={64}
            {...form.bind('reference')}
            hint={t('wallet.deposit.referenceHint')}
            error={problemText(t, problems.reference)}
            testId="deposit-reference"
          />
          <ImageField
            label={t('wallet.deposit.receipt')}
            value={values.receipt}
            onChange={(receipt) => form.setValue('receipt', receipt)}
            testId="deposit-receipt"
          />
        </>
      ) : (
        <p className="form-hint">{t('wallet.deposit.onlineHint')}</p>
      )}
      <FormAlert testId="deposit-error">{problemText(t, failure)}</FormAlert>
      {submitted ? (
        <FormAlert tone="success" testId="deposit-submitted">
          {t('wallet.deposit.submitted')}
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={create.isPending} data-testid="deposit-submit">
        {t(offline ? 'wallet.deposit.submitOffline' : 'wallet.deposit.submitOnline')}
      </Button>
    </form>
  );
}
