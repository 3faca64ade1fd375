import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { operatorLoginRequest } from '@bet/contracts/operator/operator';
import { errorText } from '@/shared/i18n/error-text';
import { IDLE_SIGNED_OUT_KEY, setSession, useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { login } from '../api/login';
import { twoFactorEnrol } from '../api/two-factor-enrol';
import { twoFactorVerify } from '../api/two-factor-verify';
import { CodeForm } from './code-form';
import { EnrolStep } from './enrol-step';
import './account.css';

/** A sign-in waiting for its second factor: the pending token lives only in this page's state. */
type Pending = { step: 'verify' | 'enrol'; token: string; username: string };
type FullSession = { token: string; role: string; idleMinutes: number };

/**
 * Operator sign-in: username and password, then (for who enrolled, or a role that must) the
 * authenticator's code, or first an enrolment with a QR code. Only a full session is stored.
 */
export function SignInPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [idle] = useState(() => sessionStorage.getItem(IDLE_SIGNED_OUT_KEY) === '1');
  const form = useForm({
    resolver: zodResolver(operatorLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const next = params.get('next')?.startsWith('/') ? params.get('next')! : '/';
  if (session) return <Navigate to={next} replace />;

  function signedIn(username: string, answer: FullSession) {
    sessionStorage.removeItem(IDLE_SIGNED_OUT_KEY);
    setSession({ token: answer.token, username, role: answer.role, idleMinutes: answer.idleMinutes });
    navigate(next, { replace: true });
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login(values);
      if (answer.twoFactor === 'verify' || answer.twoFactor === 'enrol')
        setPending({ step: answer.twoFactor, token: answer.token, username: values.username });
      else signedIn(values.username, answer);
    } catch (error) {
      setFailure(error);
    }
  });

  if (pending) {
    const finish = async (code: string) => {
      const call = pending.step === 'enrol' ? twoFactorEnrol : twoFactorVerify;
      signedIn(pending.username, await call(pending.token, code));
    };
    return (
      <main className="sign-in">
        <div className="sign-in-card sign-in-wide">
          <h1>{pending.step === 'enrol' ? t('enrol.title') : t('verify.title')}</h1>
          {pending.step === 'enrol' ? (
            <EnrolStep token={pending.token} onCode={finish} />
          ) : (
            <>
              <p>{t('verify.intro')}</p>
              <CodeForm submitLabel={t('verify.submit')} onCode={finish} />
            </>
          )}
          <Button variant="ghost" onClick={() => setPending(null)}>
            {t('startAgain')}
          </Button>
        </div>
      </main>
    );
  }

  return (
    <main className="sign-in">
      <form className="sign-in-card" onSubmit={submit} noValidate>
        <h1>{t('signIn.title')}</h1>
        {idle && <Notice tone="warning">{t('signIn.idle')}</Notice>}
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <FormField label={t('signIn.username')} error={fieldErrorText(t, form.formState.errors.username)}>
          {(ids) => <input {...ids} autoComplete="username" {...form.register('username')} />}
        </FormField>
        <FormField label={t('signIn.password')} error={fieldErrorText(t, form.formState.errors.password)}>
          {(ids) => (
            <input {...ids} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
