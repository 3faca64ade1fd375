import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LoginVerifyMethod, LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useLoginVerifyMutation } from '../../api/login-verify';
import { requiredMessage } from '../../lib/password-rule';
import { useCompleteLogin } from '../../model/use-complete-login';
import { ExcludedLoginSlot } from './excluded-login-slot';
import '../common/auth.css';

/** Where the code went, or what to enter, per method. */
function methodHint(t: TFunction, method: LoginVerifyMethod, v: LoginVerifyRequiredValue) {
  if (method === 'PHONE') return t('auth.verify.hint.PHONE', { target: v.maskedMobile ?? '' });
  if (method === 'EMAIL') return t('auth.verify.hint.EMAIL', { target: v.maskedEmail ?? '' });
  return t(`auth.verify.hint.${method}`);
}

/**
 * The two-factor login check for a login from an unregistered IP (spec §4): choose one of the
 * methods the account has, enter the code or the bank account name.
 */
export function LoginVerifyForm({
  challenge,
  onBack,
}: {
  challenge: LoginVerifyRequiredValue;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<LoginVerifyMethod>(challenge.methods[0]!);
  const form = useFormState({ answer: '' }, { rules: { answer: requiredMessage } });
  const [failure, setFailure] = useState<unknown>(null);
  const verify = useLoginVerifyMutation();
  const completeLogin = useCompleteLogin();

  const submit = async () => {
    const answer = form.values.answer.trim();
    setFailure(null);
    try {
      await completeLogin(await verify.mutateAsync({ verifyToken: challenge.verifyToken, method, answer }));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form className="form" noValidate data-testid="login-verify-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth-intro">{t('auth.verify.intro')}</p>
      {challenge.methods.length > 1 ? (
        <fieldset className="auth-method-list">
          <legend>{t('auth.verify.chooseMethod')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className="auth-method">
              <input
                type="radio"
                name="verify-method"
                value={m}
                checked={m === method}
                onChange={() => {
                  setMethod(m);
                  form.reset();
                }}
                data-testid={`verify-method-${m}`}
              />
              {t(`auth.verify.method.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        label={t(`auth.verify.answer.${method}`)}
        required
        autoComplete={method === 'BANK_NAME' ? 'off' : 'one-time-code'}
        inputMode={method === 'BANK_NAME' ? 'text' : 'numeric'}
        maxLength={128}
        hint={methodHint(t, method, challenge)}
        {...form.bind('answer')}
        error={messageText(t, form.errors.answer)}
        testId="verify-answer"
      />
      <FormAlert testId="login-verify-error">
        {failure ? messageText(t, errorMessage(failure)) : null}
      </FormAlert>
      <ExcludedLoginSlot failure={failure} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" disabled={verify.isPending} data-testid="verify-submit">
          {t('auth.verify.submit')}
        </Button>
      </div>
    </form>
  );
}
