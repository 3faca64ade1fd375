import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { operatorLoginRequest } from '@bet/contracts/operator/operator';
import { errorText } from '@/shared/i18n/error-text';
import { setSession, useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { login } from '../api/login';

const IDLE_SIGNED_OUT = 'bo-idle-signed-out';

/** Operator sign-in: username and password (the second factor follows for the roles that need it). */
export function SignInPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const [idle] = useState(() => sessionStorage.getItem(IDLE_SIGNED_OUT) === '1');
  const form = useForm({
    resolver: zodResolver(operatorLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const next = params.get('next')?.startsWith('/') ? params.get('next')! : '/';
  if (session) return <Navigate to={next} replace />;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login(values);
      sessionStorage.removeItem(IDLE_SIGNED_OUT);
      setSession({ token: answer.token, username: values.username, role: answer.role });
      navigate(next, { replace: true });
    } catch (error) {
      setFailure(error);
    }
  });

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
