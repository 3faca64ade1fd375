import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectivePasswordRule } from '@bet/contracts/identity/password-rule';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText, ruleFailureMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { validateValue } from '@bet/contracts/validation';
import { useChangePasswordMutation } from '../../api/change-password';
import { confirmPasswordMessage, newPasswordMessage, requiredMessage } from '../../lib/password-rule';
import { useAuthConfig } from '../../model/auth-config';
import { NewPasswordFields } from '../common/new-password-fields';

interface ChangePasswordFormProps {
  /** Ask for the current password (not when the player never had one: SMS or social account). */
  requireOld: boolean;
  onDone: () => void;
  submitLabel?: string;
}

/** Old password (when known), new password with the merchant's rule, confirmation (spec §5). */
export function ChangePasswordForm({ requireOld, onDone, submitLabel }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const rule = useAuthConfig().registerRules.password;
  const form = useFormState(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    {
      rules: {
        oldPassword: (value) => (requireOld ? requiredMessage(value) : null),
        newPassword: (value) => newPasswordMessage(rule, value),
        confirmNewPassword: (value, { newPassword }) => confirmPasswordMessage(newPassword, value),
      },
    },
  );
  const { values, errors, setErrors } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const change = useChangePasswordMutation();

  const submit = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({
        ...(requireOld ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      form.reset();
      onDone();
    } catch (error) {
      const fields = serverFieldMessages(error, (path) => {
        const result = validateValue(effectivePasswordRule(rule), values[path as keyof typeof values] ?? '');
        return result.ok ? null : ruleFailureMessage(result);
      });
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(error);
    }
  };

  return (
    <form className="form" noValidate data-testid="change-password-form" onSubmit={form.handleSubmit(submit)}>
      {requireOld ? (
        <TextField
          label={t('auth.password.old')}
          required
          type="password"
          autoComplete="current-password"
          {...form.bind('oldPassword')}
          error={messageText(t, errors.oldPassword)}
          testId="old-password"
        />
      ) : null}
      <NewPasswordFields
        password={{
          ...form.bind('newPassword'),
          error: messageText(t, errors.newPassword),
          testId: 'new-password',
        }}
        confirm={{
          ...form.bind('confirmNewPassword'),
          error: messageText(t, errors.confirmNewPassword),
          testId: 'confirm-password',
        }}
      />
      <FormAlert testId="change-password-error">
        {failure ? messageText(t, errorMessage(failure)) : null}
      </FormAlert>
      <Button type="submit" disabled={change.isPending} data-testid="change-password-submit">
        {submitLabel ?? t('auth.password.submit')}
      </Button>
    </form>
  );
}
