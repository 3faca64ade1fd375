import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountOfText } from '@bet/contracts/wallet/amount-rules';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { messageText, type FieldMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { Modal } from '@/shared/ui/modal';
import { useTransferDownline } from '../api/transfer-downline';
import {
  EMPTY_DOWNLINE_TRANSFER,
  downlineTransferRules,
  transferFailure,
  type DownlineTransferValues,
} from '../lib/downline-transfer-form';
import { useRequestId } from '@/shared/api/use-request-id';

export interface DownlineTransferDone {
  username: string;
  amount: number;
  /** My main wallet's balance after it. */
  balance: number;
}

interface TransferDownlineDialogProps {
  /** The direct downline the money goes to. */
  username: string;
  /** Its balance as the team list shows it. */
  downlineBalance: number;
  onClose: () => void;
  onDone: (done: DownlineTransferDone) => void;
}

/**
 * Transfer to a downline (spec §2 team management, `transferDownline`): an amount from my main
 * wallet and my payment password. The server checks the downline is a direct one of mine and
 * the balance covers it; its refusals show translated, under the field they are about.
 */
export function TransferDownlineDialog({
  username,
  downlineBalance,
  onClose,
  onDone,
}: TransferDownlineDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const send = useTransferDownline();
  const requestId = useRequestId();
  const form = useFormState<DownlineTransferValues, FieldMessage>(EMPTY_DOWNLINE_TRANSFER, {
    rules: downlineTransferRules,
  });
  const [failure, setFailure] = useState<FieldMessage | null>(null);

  const submit = async ({ amount: text, paymentPassword }: DownlineTransferValues) => {
    const amount = amountOfText(text);
    if (amount === null) return;
    setFailure(null);
    const action = { downline: username, amount };
    try {
      const answer = await send.mutateAsync({
        ...action,
        paymentPassword,
        requestId: requestId.keyFor(action),
      });
      requestId.settled();
      onDone({ username, amount, balance: answer.balance });
    } catch (error) {
      requestId.settled(error);
      const { fields, form: whole } = transferFailure(error);
      form.setErrors(fields);
      setFailure(whole);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('agentCentre.transfer.title', { username })}
      testId="agent-transfer-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={send.isPending} data-testid="agent-transfer-submit">
            {t('agentCentre.transfer.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="form-hint">{t('agentCentre.transfer.intro', { username })}</p>
        <TextField
          label={t('agentCentre.transfer.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={13}
          {...form.bind('amount')}
          hint={t('agentCentre.transfer.downlineBalance', {
            username,
            balance: formatAmount(downlineBalance),
          })}
          error={messageText(t, form.errors.amount)}
          testId="agent-transfer-amount"
        />
        <TextField
          label={t('agentCentre.transfer.paymentPassword')}
          required
          type="password"
          autoComplete="off"
          maxLength={64}
          {...form.bind('paymentPassword')}
          error={messageText(t, form.errors.paymentPassword)}
          testId="agent-transfer-password"
        />
        <FormAlert testId="agent-transfer-error">{messageText(t, failure)}</FormAlert>
      </form>
    </Modal>
  );
}
