import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createOperatorRequest, OPERATOR_ROLES } from '@bet/contracts/operator/operator';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { createOperator } from '../api/create-operator';

/** A new operator account: username, first password (they keep it), role. */
export function CreateOperatorForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('operators');
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(createOperatorRequest),
    defaultValues: { username: '', password: '', role: 'support' as const },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setCreated(null);
    try {
      const answer = await createOperator(values);
      setCreated(answer.username);
      form.reset();
      onCreated();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  return (
    <Panel title={t('create.title')}>
      <form onSubmit={submit} noValidate>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        {created && <Notice tone="success">{t('create.done', { username: created })}</Notice>}
        <div className="form-grid">
          <FormField
            label={t('create.username')}
            hint={t('create.usernameHint')}
            error={fieldErrorText(t, form.formState.errors.username)}
          >
            {(ids) => <input {...ids} autoComplete="off" {...form.register('username')} />}
          </FormField>
          <FormField
            label={t('create.password')}
            hint={t('create.passwordHint')}
            error={fieldErrorText(t, form.formState.errors.password)}
          >
            {(ids) => (
              <input {...ids} type="password" autoComplete="new-password" {...form.register('password')} />
            )}
          </FormField>
          <FormField label={t('create.role')} error={fieldErrorText(t, form.formState.errors.role)}>
            {(ids) => (
              <select {...ids} {...form.register('role')}>
                {OPERATOR_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`common:roles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('create.submit')}
        </Button>
      </form>
    </Panel>
  );
}
