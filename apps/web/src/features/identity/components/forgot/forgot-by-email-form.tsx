import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useForgotPasswordByEmail } from '../../api/forgot-password-email';
import { emailMessage, requiredMessage } from '../../lib/password-rule';
import { UsernameField } from '../common/username-field';

/** Username and e-mail (spec §5); the server mails a reset link and always answers "sent". */
export function ForgotByEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useFormState(
    { username: '', email: '' },
    { rules: { username: requiredMessage, email: emailMessage } },
  );
  const { values, errors } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const request = useForgotPasswordByEmail();

  const submit = async () => {
    setFailure(null);
    try {
      await request.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
      onSent();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form className="form" noValidate data-testid="forgot-email-form" onSubmit={form.handleSubmit(submit)}>
      <UsernameField
        {...form.bind('username')}
        error={messageText(t, errors.username)}
        testId="forgot-username"
      />
      <TextField
        label={t('forgot.email')}
        required
        type="email"
        autoComplete="email"
        maxLength={64}
        {...form.bind('email')}
        error={messageText(t, errors.email)}
        testId="forgot-email"
      />
      <FormAlert testId="forgot-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      <Button type="submit" disabled={request.isPending} data-testid="forgot-email-submit">
        {t('forgot.sendLink')}
      </Button>
    </form>
  );
}
