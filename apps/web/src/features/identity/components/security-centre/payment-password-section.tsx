import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD } from '@bet/contracts/identity/field-formats';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText, type FieldMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useSetPaymentPassword } from '../../api/payment-password';

const required = (value: string): FieldMessage | null => (value ? null : { key: 'validation.required' });

/** Set or change the six-digit payment (withdrawal) password; the login password confirms it. */
export function PaymentPasswordSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const form = useFormState({
    oldPaymentPassword: '',
    loginPassword: '',
    newPaymentPassword: '',
    confirm: '',
  });
  const { values, errors, setErrors } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSetPaymentPassword();

  const submit = async () => {
    const checks: Record<string, FieldMessage | null> = {
      oldPaymentPassword: hasPaymentPassword ? required(values.oldPaymentPassword) : null,
      loginPassword: required(values.loginPassword),
      newPaymentPassword: PAYMENT_PASSWORD.test(values.newPaymentPassword)
        ? null
        : { key: 'member.payment.sixDigits' },
      confirm: values.confirm === values.newPaymentPassword ? null : { key: 'validation.confirmPassword' },
    };
    const problems = Object.fromEntries(Object.entries(checks).filter(([, m]) => m)) as Record<
      string,
      FieldMessage
    >;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
        loginPassword: values.loginPassword,
        newPaymentPassword: values.newPaymentPassword,
      });
      form.reset();
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
      maxLength={digits ? 6 : 256}
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
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
