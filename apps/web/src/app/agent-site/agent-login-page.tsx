import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_INPUT_MAX } from '@bet/contracts/identity/password-rule';
import type { LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { useAgentLoginMutation } from '@/features/agent-centre/api/agent-login';
import { getHumanProof } from '@/features/identity/api/human-challenge';
import { CaptchaField } from '@/features/identity/components/common/captcha-field';
import { UsernameField } from '@/features/identity/components/common/username-field';
import { captchaRequested, verifyChallengeOf } from '@/features/identity/components/login/login-failure';
import { LoginVerifyForm } from '@/features/identity/components/login/login-verify-form';
import { ExcludedLoginSlot } from '@/features/identity/components/login/excluded-login-slot';
import { requiredMessage } from '@/features/identity/lib/password-rule';
import { completeLogin } from '@/features/identity/model/complete-login';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useNavigate } from 'react-router';

type Step = 'verifying' | 'loggingIn' | null;

/**
 * The agent site's login (`/agent`): username and password, the captcha once the server asks for
 * it, the new-address check when asked; the session is stored as the member login stores it.
 * The server refuses non-agents (`agent.login.not.agent`), said above the button.
 */
export function AgentLoginPage({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [captchaShown, setCaptchaShown] = useState(false);
  const form = useFormState(
    { username: '', password: '', captcha: '' },
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
  const [captchaRound, setCaptchaRound] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [step, setStep] = useState<Step>(null);
  const [challenge, setChallenge] = useState<LoginVerifyRequiredValue | null>(null);
  const { mutateAsync: login } = useAgentLoginMutation();

  const submit = async () => {
    setFailure(null);
    setStep('verifying');
    try {
      const humanProof = await getHumanProof();
      setStep('loggingIn');
      const response = await login({
        type: 'username',
        username: values.username.trim(),
        password: values.password.trim(),
        humanProof,
        ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
      });
      // No welcome modal on the agent site: the pages replace the form at once.
      await completeLogin(response, { navigate, queryClient }, { welcome: false });
    } catch (error) {
      const asked = verifyChallengeOf(error);
      if (asked) {
        setChallenge(asked);
        return;
      }
      if (captchaRequested(error) || captchaShown) {
        setCaptchaShown(true);
        setCaptchaRound((round) => round + 1);
        setValue('captcha', '');
      }
      setFailure(error);
    } finally {
      setStep(null);
    }
  };

  return (
    <main className="agent-login" data-testid="agent-login-page">
      <section className="agent-login-card" aria-labelledby="agent-login-title">
        <p className="agent-login-brand">{siteName}</p>
        <h1 id="agent-login-title" className="agent-login-title">
          {t('agentSite.loginTitle')}
        </h1>
        <p className="agent-login-lead">{t('agentSite.loginLead')}</p>
        {challenge ? (
          <LoginVerifyForm challenge={challenge} onBack={() => setChallenge(null)} />
        ) : (
          <form
            className="form"
            noValidate
            data-testid="agent-login-form"
            onSubmit={form.handleSubmit(submit)}
          >
            <UsernameField
              {...form.bind('username')}
              error={messageText(t, errors.username)}
              testId="agent-login-username"
            />
            <TextField
              label={t('auth.login.password')}
              required
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_INPUT_MAX}
              {...form.bind('password')}
              error={messageText(t, errors.password)}
              testId="agent-login-password"
            />
            {captchaShown ? (
              <CaptchaField
                value={values.captcha}
                onChange={(value) => setValue('captcha', value)}
                error={messageText(t, errors.captcha)}
                round={captchaRound}
              />
            ) : null}
            <FormAlert testId="agent-login-error">
              {failure ? messageText(t, errorMessage(failure)) : null}
            </FormAlert>
            <ExcludedLoginSlot failure={failure} />
            <Button type="submit" disabled={step !== null} data-testid="agent-login-submit">
              {step === 'verifying'
                ? t('auth.verifyingHuman')
                : step === 'loggingIn'
                  ? t('auth.login.loggingIn')
                  : t('auth.login.submit')}
            </Button>
          </form>
        )}
        <a className="agent-login-back" href="/">
          {t('agentSite.toMemberSite')}
        </a>
      </section>
    </main>
  );
}
