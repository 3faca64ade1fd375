import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@bet/contracts/wallet/amount-rules';
import type { WithdrawConfirmRequest, WithdrawRecord } from '@bet/contracts/wallet/withdraw';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useConfirmWithdrawal } from '../../api/withdraw-confirm';
import { parseAmount, type Problem } from '../../lib/amount';
import { ImageField } from '../common/image-field';
import { FormDialog } from '../common/form-dialog';
import { failureProblem, problemText } from '../common/problem';

export const CONFIRM_RESULTS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;
type Result = (typeof CONFIRM_RESULTS)[number];

/**
 * The confirmation's rules (spec §2, §4): received; partly received with the amount that arrived
 * (more than 0, less than the withdrawal, 2 decimals) and so the remaining amount; not received
 * with a proof image. The request, or the problem and the field it belongs to.
 */
export function confirmationOf(
  record: Pick<WithdrawRecord, 'id' | 'amount'>,
  result: Result,
  receivedText: string,
  proofImage: string | null,
  format: (value: number) => string,
): { request: WithdrawConfirmRequest } | { field: 'receivedAmount' | 'proofImage'; problem: Problem } {
  const withdrawalId = record.id;
  if (result === 'RECEIVED') return { request: { withdrawalId, result } };
  if (result === 'NOT_RECEIVED')
    return proofImage
      ? { request: { withdrawalId, result, proofImage } }
      : { field: 'proofImage', problem: { key: 'wallet.confirm.proofRequired' } };
  const parsed = parseAmount(receivedText, {}, format);
  if ('problem' in parsed) return { field: 'receivedAmount', problem: parsed.problem };
  if (toCents(parsed.value) >= toCents(record.amount))
    return {
      field: 'receivedAmount',
      problem: { key: 'wallet.confirm.lessThanAmount', values: { amount: format(record.amount) } },
    };
  return { request: { withdrawalId, result, receivedAmount: parsed.value } };
}

/** What is still missing when `received` of `amount` arrived (in cents, exact), or null. */
export function remainingOf(amount: number, receivedText: string): number | null {
  const parsed = parseAmount(receivedText, {}, String);
  if ('problem' in parsed) return null;
  const rest = toCents(amount) - toCents(parsed.value);
  return rest > 0 ? rest / 100 : null;
}

type ConfirmValues = { result: Result; receivedAmount: string; proofImage: string | null };

/** `confirmationOf` as the form's rules: each field shows the problem that belongs to it. */
const confirmRules = (record: Pick<WithdrawRecord, 'id' | 'amount'>): FormRules<ConfirmValues, Problem> => {
  const problemOf =
    (field: 'receivedAmount' | 'proofImage') =>
    (_: unknown, { result, receivedAmount, proofImage }: ConfirmValues) => {
      const checked = confirmationOf(record, result, receivedAmount, proofImage, formatAmount);
      return 'problem' in checked && checked.field === field ? checked.problem : null;
    };
  return { receivedAmount: problemOf('receivedAmount'), proofImage: problemOf('proofImage') };
};

/** The withdrawal confirmation screen for a paid-out withdrawal. */
export function WithdrawConfirmDialog({ record, onClose }: { record: WithdrawRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const form = useFormState<ConfirmValues, Problem>(
    { result: 'RECEIVED', receivedAmount: '', proofImage: null },
    { rules: confirmRules(record) },
  );
  const { values, errors: problems } = form;
  const { result } = values;
  const [failure, setFailure] = useState<Problem | null>(null);
  const remaining = result === 'PARTIAL' ? remainingOf(record.amount, values.receivedAmount) : null;

  const submit = async () => {
    if (!form.validate()) return;
    const checked = confirmationOf(record, result, values.receivedAmount, values.proofImage, formatAmount);
    if ('problem' in checked) return;
    setFailure(null);
    try {
      await confirm.mutateAsync(checked.request);
      onClose();
    } catch (error) {
      setFailure(failureProblem(error));
    }
  };

  return (
    <FormDialog
      testId="withdraw-confirm"
      title={t('wallet.confirm.title')}
      submitLabel={t('wallet.confirm.submit')}
      pending={confirm.isPending}
      width={480}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <dl className="confirm-summary">
        <dt>{t('wallet.record.amount')}</dt>
        <dd data-testid="withdraw-confirm-amount">{formatAmount(record.amount)}</dd>
        <dt>{t('wallet.withdraw.toCard')}</dt>
        <dd>
          {record.bankName} {record.accountNumber}
        </dd>
        {record.paidAt ? (
          <>
            <dt>{t('wallet.confirm.paidAt')}</dt>
            <dd>{formatDateTime(record.paidAt)}</dd>
          </>
        ) : null}
      </dl>
      {record.autoConfirmAt ? (
        <p className="form-hint" data-testid="withdraw-confirm-auto">
          {t('wallet.confirm.autoAt', { time: formatDateTime(record.autoConfirmAt) })}
        </p>
      ) : null}
      <fieldset className="choice-list">
        <legend>{t('wallet.confirm.question')}</legend>
        {CONFIRM_RESULTS.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="result"
              value={value}
              checked={result === value}
              onChange={() => {
                form.setValue('result', value);
                form.setErrors({});
              }}
              data-testid={`withdraw-confirm-${value}`}
            />
            <span className="choice-text">
              <strong>{t(`wallet.confirm.result.${value}`)}</strong>
            </span>
          </label>
        ))}
      </fieldset>
      {result === 'PARTIAL' ? (
        <>
          <TextField
            label={t('wallet.confirm.receivedAmount')}
            required
            inputMode="decimal"
            autoComplete="off"
            {...form.bind('receivedAmount')}
            error={problemText(t, problems.receivedAmount)}
            testId="withdraw-confirm-received"
          />
          <p className="form-hint" aria-live="polite" data-testid="withdraw-confirm-remaining">
            {t('wallet.confirm.remaining', { amount: remaining === null ? '—' : formatAmount(remaining) })}
          </p>
        </>
      ) : null}
      {result === 'NOT_RECEIVED' ? (
        <ImageField
          label={t('wallet.confirm.proof')}
          required
          value={values.proofImage}
          onChange={(value) => form.setValue('proofImage', value)}
          problem={problems.proofImage}
          testId="withdraw-confirm-proof"
        />
      ) : null}
      <FormAlert testId="withdraw-confirm-error">{problemText(t, failure)}</FormAlert>
    </FormDialog>
  );
}
