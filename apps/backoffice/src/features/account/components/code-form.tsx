import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { totpCodeRequest } from '@bet/contracts/operator/operator-accounts';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';

/**
 * The authenticator's 6-digit code (enrolment and sign-in). A malformed code is said under the
 * field; the server's refusal (wrong, used, locked) above it, and the field is cleared.
 */
export function CodeForm({
  submitLabel,
  onCode,
}: {
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(totpCodeRequest), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onCode(code);
    } catch (error) {
      setFailure(error);
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <FormField
        label={t('code.label')}
        hint={t('code.hint')}
        error={form.formState.errors.code ? t('code.invalid') : undefined}
      >
        {(ids) => (
          <input
            {...ids}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
