import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_CODE } from '@bet/contracts/identity/field-formats';
import type { BankCard, RemoveBankCardRequest } from '@bet/contracts/wallet/bank-card';
import {
  ACCOUNT_NUMBER,
  ACCOUNT_NUMBER_MAX,
  BANK_TEXT_MAX,
  BANK_TEXT_MIN,
  REMOVE_CARD_METHODS,
} from '@bet/contracts/wallet/bank-card-rules';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField, type TextFieldProps } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { EmptyState } from '@/shared/ui/page-shell';
import { useCountdown } from '@/shared/ui/use-countdown';
import { useAddBankCard } from '../../api/add-bank-card';
import { useRemoveBankCard } from '../../api/remove-bank-card';
import { useSendBankCardSmsCode } from '../../api/bank-card-sms-code';
import type { Problem } from '../../lib/amount';
import { FormDialog } from '../common/form-dialog';
import { failureProblem, problemText } from '../common/problem';

type RemoveMethod = (typeof REMOVE_CARD_METHODS)[number];

const lengthProblem = (value: string): Problem | null =>
  !value.trim()
    ? { key: 'validation.required' }
    : value.trim().length < BANK_TEXT_MIN || value.trim().length > BANK_TEXT_MAX
      ? { key: 'wallet.bank.nameLength' }
      : null;

/** The contract's `addBankCardRequest` rules, as messages. */
const ADD_CARD_RULES: FormRules<Record<AddField, string>, Problem> = {
  bankName: lengthProblem,
  accountName: lengthProblem,
  accountNumber: (value) =>
    ACCOUNT_NUMBER.test(value.trim()) ? null : { key: 'wallet.bank.accountNumberRule' },
  paymentPassword: (value) => (value ? null : { key: 'validation.required' }),
};

type AddField = 'bankName' | 'accountName' | 'accountNumber' | 'paymentPassword';

/** The proof of a removal: the payment password, or a six-digit code (SMS or authenticator). */
const REMOVE_CARD_RULES: FormRules<{ method: RemoveMethod; secret: string }, Problem> = {
  secret: (secret, { method }) =>
    method === 'PAYMENT_PASSWORD'
      ? secret
        ? null
        : { key: 'validation.required' }
      : OTP_CODE.test(secret)
        ? null
        : { key: 'wallet.bank.sixDigits' },
};

/** Add a card to withdraw to: bank, account holder, account number; the payment password confirms. */
function AddBankCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddBankCard();
  const form = useFormState<Record<AddField, string>, Problem>(
    { bankName: '', accountName: '', accountNumber: '', paymentPassword: '' },
    { rules: ADD_CARD_RULES },
  );
  const { values, errors: problems } = form;
  const [failure, setFailure] = useState<Problem | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await add.mutateAsync({
        bankName: values.bankName.trim(),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.trim(),
        paymentPassword: values.paymentPassword,
      });
      onDone();
    } catch (error) {
      setFailure(failureProblem(error));
    }
  };

  const field = (name: AddField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      required
      autoComplete="off"
      {...form.bind(name)}
      error={problemText(t, problems[name])}
      testId={`bank-${name}`}
      {...extra}
    />
  );

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="add-card-title"
      data-testid="add-bank-card-form"
      onSubmit={form.handleSubmit(submit)}
    >
      <h4 id="add-card-title" className="wallet-section-title">
        {t('wallet.bank.addTitle')}
      </h4>
      {field('bankName', t('wallet.bank.bankName'), { maxLength: BANK_TEXT_MAX })}
      {field('accountName', t('wallet.bank.accountName'), { maxLength: BANK_TEXT_MAX })}
      {field('accountNumber', t('wallet.bank.accountNumber'), {
        inputMode: 'numeric',
        maxLength: ACCOUNT_NUMBER_MAX,
      })}
      {field('paymentPassword', t('wallet.paymentPassword'), { type: 'password', maxLength: 64 })}
      <FormAlert testId="add-bank-card-error">{problemText(t, failure)}</FormAlert>
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending} data-testid="add-bank-card-submit">
          {t('wallet.bank.add')}
        </Button>
      </div>
    </form>
  );
}

/** Remove a card, proven by the payment password, an SMS code to the member's phone, or an authenticator code. */
function RemoveBankCardDialog({ card, onClose }: { card: BankCard; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveBankCard();
  const sendCode = useSendBankCardSmsCode();
  const countdown = useCountdown();
  const form = useFormState<{ method: RemoveMethod; secret: string }, Problem>(
    { method: 'PAYMENT_PASSWORD', secret: '' },
    { rules: REMOVE_CARD_RULES },
  );
  const { method, secret } = form.values;
  const [failure, setFailure] = useState<Problem | null>(null);

  const send = async () => {
    setFailure(null);
    try {
      const { expiredMinutes } = await sendCode.mutateAsync();
      countdown.startFor(Math.max(1, expiredMinutes) * 60);
    } catch (error) {
      setFailure(failureProblem(error));
    }
  };

  const submit = async () => {
    if (!form.validate()) return;
    setFailure(null);
    const body: RemoveBankCardRequest =
      method === 'PAYMENT_PASSWORD'
        ? { id: card.id, method, paymentPassword: secret }
        : { id: card.id, method, code: secret };
    try {
      await remove.mutateAsync(body);
      onClose();
    } catch (error) {
      setFailure(failureProblem(error));
    }
  };

  return (
    <FormDialog
      testId="remove-bank-card"
      title={t('wallet.bank.removeTitle')}
      submitLabel={t('wallet.bank.remove')}
      pending={remove.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <p className="form-hint">
        {t('wallet.bank.removeIntro', { card: `${card.bankName} ${card.accountNumber}` })}
      </p>
      <fieldset className="inline-choices">
        <legend>{t('wallet.bank.proveBy')}</legend>
        {REMOVE_CARD_METHODS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => form.reset({ method: value, secret: '' })}
              data-testid={`remove-method-${value}`}
            />
            {t(`wallet.bank.method.${value}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(`wallet.bank.secret.${method}`)}
        required
        type={method === 'PAYMENT_PASSWORD' ? 'password' : 'text'}
        inputMode="numeric"
        autoComplete={method === 'PAYMENT_PASSWORD' ? 'off' : 'one-time-code'}
        maxLength={method === 'PAYMENT_PASSWORD' ? 64 : 6}
        {...form.bind('secret')}
        error={problemText(t, form.errors.secret)}
        testId="remove-secret"
        addon={
          method === 'SMS' ? (
            <Button
              variant="secondary"
              disabled={sendCode.isPending || countdown.running}
              onClick={() => void send()}
              aria-live="polite"
              data-testid="remove-send-code"
            >
              {countdown.running
                ? t('wallet.bank.resendIn', { seconds: countdown.remaining })
                : t('wallet.bank.sendCode')}
            </Button>
          ) : undefined
        }
      />
      {method === 'SMS' && countdown.running ? (
        <p className="form-hint" data-testid="remove-code-sent">
          {t('wallet.bank.codeSent')}
        </p>
      ) : null}
      <FormAlert testId="remove-bank-card-error">{problemText(t, failure)}</FormAlert>
    </FormDialog>
  );
}

/** The player's bank cards: the list, add one, remove one. */
export function BankCards({ cards, canAdd }: { cards: BankCard[]; canAdd: boolean }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  return (
    <div className="wallet-page" data-testid="bank-cards">
      {cards.length === 0 ? (
        <EmptyState>{t('wallet.bank.none')}</EmptyState>
      ) : (
        <ul className="bank-card-list">
          {cards.map((card) => (
            <li key={card.id} className="bank-card" data-testid={`bank-card-${card.id}`}>
              <span className="bank-card-text">
                <strong>{card.bankName}</strong>
                <span>
                  {card.accountName} · {card.accountNumber}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRemoving(card)}
                aria-label={t('wallet.bank.removeCard', { card: `${card.bankName} ${card.accountNumber}` })}
                data-testid={`bank-card-${card.id}-remove`}
              >
                {t('wallet.bank.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddBankCardForm onDone={() => setAdding(false)} />
      ) : canAdd ? (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setAdding(true)} data-testid="bank-card-add">
            {t('wallet.bank.add')}
          </Button>
        </div>
      ) : null}
      {removing ? <RemoveBankCardDialog card={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}
