import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';

interface FormDialogProps {
  /** Also the form's id (`<testId>-form`) and the submit button's test id (`<testId>-submit`). */
  testId: string;
  title: string;
  submitLabel: string;
  pending: boolean;
  width?: number;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A modal holding one form: Cancel and the submit button in the footer, submit on Enter. */
export function FormDialog({
  testId,
  title,
  submitLabel,
  pending,
  width,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = `${testId}-form`;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      testId={testId}
      {...(width ? { width } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
