import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onConfirm: () => void;
  /** Without it the dialog is a notice with one OK button. */
  onCancel?: () => void;
  /** Closing by Escape, the × or the background; defaults to cancel (or confirm for a notice). */
  onClose?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Another action between cancel and confirm (e.g. "Register"). */
  extra?: ReactNode;
  busy?: boolean;
  testId?: string;
}

/** A small question or notice on top of the page: OK (and Cancel) buttons. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { open, title, children, onConfirm, onCancel, confirmLabel, cancelLabel, extra, busy, testId } =
    props;
  const onClose = props.onClose ?? onCancel ?? onConfirm;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      testId={testId ?? 'confirm-dialog'}
      footer={
        <>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} data-testid="confirm-cancel">
              {cancelLabel ?? t('common.cancel')}
            </Button>
          ) : null}
          {extra}
          <Button onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
            {confirmLabel ?? t('common.ok')}
          </Button>
        </>
      }
    >
      <div className="confirm-text">{children}</div>
    </Modal>
  );
}
