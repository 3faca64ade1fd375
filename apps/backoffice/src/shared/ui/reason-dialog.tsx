import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reasonForm } from '@bet/contracts/operator/operator';
import { errorText } from '../i18n/error-text';
import { Button } from './button';
import { Dialog } from './dialog';
import { fieldErrorText } from './field-error';
import { FormField } from './form-field';
import { Notice } from './notice';

/**
 * Asks the reason of an action (it goes to the audit log) and runs it. `children` says what
 * will happen; a refusal stays in the dialog with its translated error code. `field` asks for
 * another text by the same rules (its label, hint and contract rule), e.g. a review's note.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  danger = false,
  children,
  onConfirm,
  onClose,
  field,
}: {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  field?: { label: string; hint?: string; rule: z.ZodString; maxLength: number; testId?: string };
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = field ? reasonForm.extend({ reason: field.rule }) : reasonForm;
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {children}
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <FormField
          label={field?.label ?? t('reason')}
          {...(field?.hint ? { hint: field.hint } : {})}
          error={fieldErrorText(t, form.formState.errors.reason)}
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={3}
              maxLength={field?.maxLength ?? 200}
              {...form.register('reason')}
              {...(field?.testId ? { 'data-testid': field.testId } : {})}
            />
          )}
        </FormField>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
