import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decideRequest } from '@bet/contracts/operator/operator-money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { decisionErrorText, isAlreadyHandled } from '../lib/already-handled';

const noteForm = decideRequest.pick({ reason: true });

/**
 * Confirms a decision that needs no reason (confirm a deposit, pay a withdrawal, settle a
 * transfer), with an optional note for the audit log. A refusal stays in the dialog; when another
 * operator won the race it says who, and the decision cannot be sent again.
 */
export function DecisionDialog({
  title,
  confirmLabel,
  withNote = true,
  children,
  onConfirm,
  onClose,
  onHandledElsewhere,
}: {
  title: string;
  confirmLabel: string;
  withNote?: boolean;
  children?: ReactNode;
  onConfirm: (note: string | undefined) => Promise<unknown>;
  onClose: () => void;
  /** Called once another operator is known to have decided first (the list refreshes). */
  onHandledElsewhere?: () => void;
}) {
  const { t } = useTranslation('queues');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(noteForm), defaultValues: { reason: '' } });
  const handled = isAlreadyHandled(failure);
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason ? reason : undefined);
      onClose();
    } catch (error) {
      setFailure(error);
      if (isAlreadyHandled(error)) onHandledElsewhere?.();
    }
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {children}
        {withNote && (
          <FormField label={t('note')} error={fieldErrorText(t, form.formState.errors.reason)}>
            {(ids) => <textarea {...ids} rows={2} maxLength={200} {...form.register('reason')} />}
          </FormField>
        )}
        {failure !== null && <Notice tone="error">{decisionErrorText(t, failure)}</Notice>}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" disabled={handled} busy={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
