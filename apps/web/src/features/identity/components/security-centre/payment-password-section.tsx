import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_INPUT_MAX } from '@bet/contracts/identity/password-rule';
import { PAYMENT_PASSWORD } from '@bet/contracts/identity/field-formats';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText, type FieldMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useSetPaymentPassword } from '../../api/payment-password';

const required = (value: string): FieldMessage | null => (value ? null : { key: 'validation.required' });

type PaymentPasswordValues = {
  oldPaymentPassword: string;
  loginPassword: string;
  newPaymentPassword: string;
  confirm: string;
};

/** The old one when there is one, the login password, six digits (contract), typed twice. */
const paymentPasswordRules = (hasPaymentPassword: boolean): FormRules<PaymentPasswordValues> => ({
  oldPaymentPassword: (value) => (hasPaymentPassword ? required(value) : null),
  loginPassword: required,
  newPaymentPassword: (value) => (PAYMENT_PASSWORD.test(value) ? null : { key: 'member.payment.sixDigits' }),
  confirm: (value, values) =>
    value === values.newPaymentPassword ? null : { key: 'validation.confirmPassword' },
});

/**
 * Set or change the six-digit payment (withdrawal) password; the login password confirms it.
 * `onSaved`: a page that composes it refreshes what depends on it (the withdrawal page's settings).
 */
export function PaymentPasswordSection({
  hasPaymentPassword,
  onSaved,
}: {
  hasPaymentPassword: boolean;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormState(
    { oldPaymentPassword: '', loginPassword: '', newPaymentPassword: '', confirm: '' },
    { rules: paymentPasswordRules(hasPaymentPassword) },
  );
  const { values, errors, setErrors } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSetPaymentPassword();

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
        loginPassword: values.loginPassword,
        newPaymentPassword: values.newPaymentPassword,
      });
      form.reset();
      onSaved?.();
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(error);
    }
  };

  const secret = (name: keyof typeof values, label: string, digits = false) => (
    <TextField
      label={label}
      required
      type="password"
      autoComplete={name === 'loginPassword' ? 'current-password' : 'off'}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : PASSWORD_INPUT_MAX}
      {...form.bind(name)}
      error={messageText(t, errors[name])}
      testId={`payment-${name}`}
    />
  );

  return (
    <form
      className="form"
      noValidate
      data-testid="payment-password-form"
      onSubmit={form.handleSubmit(submit)}
    >
      <p className="section-intro">
        {t(hasPaymentPassword ? 'member.payment.changeIntro' : 'member.payment.setIntro')}
      </p>
      {hasPaymentPassword ? secret('oldPaymentPassword', t('member.payment.old'), true) : null}
      {secret('loginPassword', t('member.payment.loginPassword'))}
      {secret('newPaymentPassword', t('member.payment.new'), true)}
      {secret('confirm', t('member.payment.confirm'), true)}
      <FormAlert testId="payment-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      {save.isSuccess ? (
        <FormAlert tone="success" testId="payment-saved">
          {t('member.payment.saved')}
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={save.isPending} data-testid="payment-save">
        {t(hasPaymentPassword ? 'member.payment.change' : 'member.payment.set')}
      </Button>
    </form>
  );
}
