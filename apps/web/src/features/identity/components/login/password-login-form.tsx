import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_INPUT_MAX } from '@bet/contracts/identity/password-rule';
import type { LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { getHumanProof } from '../../api/human-challenge';
import { useLoginMutation } from '../../api/login';
import { requiredMessage } from '../../lib/password-rule';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { readRememberedUser, rememberUser } from '../../model/remembered-user';
import { useCompleteLogin } from '../../model/use-complete-login';
import { CaptchaField } from '../common/captcha-field';
import { UsernameField } from '../common/username-field';
import { captchaRequested, verifyChallengeOf } from './login-failure';
import { ExcludedLoginSlot } from './excluded-login-slot';

type Step = 'verifying' | 'loggingIn' | null;

/**
 * Username and password (trimmed, required), the captcha once the server asked for it, remember
 * me (username only, in a 1-day cookie), forgot password. Human verification runs before the call.
 */
export function PasswordLoginForm({
  onVerifyRequired,
}: {
  onVerifyRequired: (v: LoginVerifyRequiredValue) => void;
}) {
  const { t } = useTranslation();
  const prefill = useAuthDialogs((s) => s.loginPrefill);
  const openForgot = useAuthDialogs((s) => s.openForgot);
  const [remembered] = useState(readRememberedUser);
  const [captchaShown, setCaptchaShown] = useState(false);
  const form = useFormState(
    {
      // An empty prefill (the header's Login button with empty boxes) must not hide the remembered name.
      username: prefill?.username || remembered || '',
      password: prefill?.password ?? '',
      captcha: '',
    },
    {
      rules: {
        username: requiredMessage,
        password: requiredMessage,
        captcha: (captcha) =>
          captchaShown && !captcha.trim() ? { key: 'validation.captchaRequired' } : null,
      },
    },
  );
  const { values, errors, setValue } = form;
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [step, setStep] = useState<Step>(null);
  const { mutateAsync: login } = useLoginMutation();
  const completeLogin = useCompleteLogin();

  const submit = async () => {
    const username = values.username.trim();
    const password = values.password.trim();
    const captcha = values.captcha.trim();
    setFailure(null);
    setStep('verifying');
    try {
      const humanProof = await getHumanProof();
      setStep('loggingIn');
      const response = await login({
        type: 'username',
        username,
        password,
        humanProof,
        ...(captchaShown ? { captcha } : {}),
      });
      rememberUser(remember ? username : null);
      await completeLogin(response);
    } catch (error) {
      const challenge = verifyChallengeOf(error);
      if (challenge) {
        onVerifyRequired(challenge);
        return;
      }
      if (captchaRequested(error) || captchaShown) {
        // One captcha is valid once: after any failure a new image and an empty box.
        setCaptchaShown(true);
        setCaptchaRound((round) => round + 1);
        setValue('captcha', '');
      }
      setFailure(error);
    } finally {
      setStep(null);
    }
  };

  // The header's login form hands over what was typed: log in with it straight away.
  const autoSubmitted = useRef(false);
  const submitPrefill = useEffectEvent(() => {
    if (prefill?.submit && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit();
    }
  });
  useEffect(() => submitPrefill(), []);

  return (
    <form className="form" noValidate data-testid="password-login-form" onSubmit={form.handleSubmit(submit)}>
      <UsernameField
        {...form.bind('username')}
        error={messageText(t, errors.username)}
        testId="login-username"
      />
      <TextField
        label={t('auth.login.password')}
        required
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_INPUT_MAX}
        {...form.bind('password')}
        error={messageText(t, errors.password)}
        testId="login-password"
      />
      {captchaShown ? (
        <CaptchaField
          value={values.captcha}
          onChange={(value) => setValue('captcha', value)}
          error={messageText(t, errors.captcha)}
          round={captchaRound}
        />
      ) : null}
      <div className="form-links">
        <CheckboxField checked={remember} onChange={setRemember} testId="remember-me">
          {t('auth.login.remember')}
        </CheckboxField>
        <button type="button" className="link-button" onClick={openForgot} data-testid="forgot-password-link">
          {t('auth.login.forgot')}
        </button>
      </div>
      <FormAlert testId="login-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      <ExcludedLoginSlot failure={failure} />
      <Button type="submit" disabled={step !== null} data-testid="login-submit">
        {step === 'verifying'
          ? t('auth.verifyingHuman')
          : step === 'loggingIn'
            ? t('auth.login.loggingIn')
            : t('auth.login.submit')}
      </Button>
    </form>
  );
}
