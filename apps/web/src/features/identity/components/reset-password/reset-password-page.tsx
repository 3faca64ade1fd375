import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { PageShell } from '@/shared/ui/page-shell';
import { useResetPasswordByEmail } from '../../api/reset-password-by-email';
import { confirmPasswordMessage, newPasswordMessage } from '../../lib/password-rule';
import { useAuthConfig } from '../../model/auth-config';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { NewPasswordFields } from '../common/new-password-fields';
import '../common/auth.css';

/** `/resetPassword?code=…`, the e-mailed link: a new password, then the login modal. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const code = new URLSearchParams(useLocation().search).get('code')?.trim() ?? '';
  const rule = useAuthConfig().registerRules.password;
  const openLogin = useAuthDialogs((s) => s.openLogin);
  const form = useFormState(
    { newPassword: '', confirm: '' },
    {
      rules: {
        newPassword: (value) => newPasswordMessage(rule, value),
        confirm: (value, { newPassword }) => confirmPasswordMessage(newPassword, value),
      },
    },
  );
  const { values, errors, setErrors } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPasswordByEmail();

  const submit = async () => {
    setFailure(null);
    try {
      await reset.mutateAsync({ code, newPassword: values.newPassword });
      setDone(true);
      openLogin({ notice: 'reset.success' });
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (fields.newPassword) setErrors(fields);
      else setFailure(error);
    }
  };

  return (
    <PageShell testId="reset-password-page" title={t('reset.title')} description={t('reset.description')}>
      <div className="reset-password-card">
        {!code ? (
          <FormAlert testId="reset-missing-code">{t('reset.missingCode')}</FormAlert>
        ) : done ? (
          <>
            <FormAlert tone="success" testId="reset-success">
              {t('reset.success')}
            </FormAlert>
            <Button onClick={() => openLogin()} data-testid="reset-open-login">
              {t('header.login')}
            </Button>
          </>
        ) : (
          <form
            className="form"
            noValidate
            data-testid="reset-password-form"
            onSubmit={form.handleSubmit(submit)}
          >
            <NewPasswordFields
              password={{
                ...form.bind('newPassword'),
                error: messageText(t, errors.newPassword),
                testId: 'reset-new-password',
              }}
              confirm={{
                ...form.bind('confirm'),
                error: messageText(t, errors.confirm),
                testId: 'reset-confirm-password',
              }}
            />
            <FormAlert testId="reset-error">
              {failure ? messageText(t, errorMessage(failure)) : null}
            </FormAlert>
            <Button type="submit" disabled={reset.isPending} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </form>
        )}
      </div>
    </PageShell>
  );
}
