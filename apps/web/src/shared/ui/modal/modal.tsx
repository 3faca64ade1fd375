import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MODAL_DEFAULT_WIDTH } from '@bet/contracts/constants';
import { Button } from '../button';
import { lockBodyScroll, unlockBodyScroll } from './body-scroll-lock';
import { focusableIn, trapTab } from './focus-trap';
import { isTopModal, pushModal, removeModal } from './modal-stack';
import './modal.css';

export interface ModalLifecycle {
  /** The dialog is in the document but not painted yet. */
  onBeforeOpen?: () => void;
  /** The dialog is shown and focused. */
  onOpened?: () => void;
  /** The dialog is about to leave the document. */
  onBeforeClose?: () => void;
  /** The dialog is gone and focus is back on the opener. */
  onClosed?: () => void;
}

export interface ModalProps extends ModalLifecycle {
  open: boolean;
  /** Asked to close (Escape, background click, a close button); the owner sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Width in px (spec §9: 400 by default); never wider than the screen. */
  width?: number;
  /** Background click closes, unless false. */
  closeOnBackdrop?: boolean;
  /** Replaces the default CLOSE button; `null` shows no footer. */
  footer?: ReactNode;
  /** The × in the header; false hides it (Escape still closes). */
  showCloseButton?: boolean;
  /** Extra class on the dialog (a wide panel's own layout). */
  className?: string;
  testId?: string;
}

/** Spec §2's modal: stackable, focus-trapped, closes on Escape and background click. */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? <OpenModal {...rest} /> : null;
}

type OpenModalProps = Omit<ModalProps, 'open'>;

function OpenModal(props: OpenModalProps) {
  const {
    title,
    children,
    width = MODAL_DEFAULT_WIDTH,
    closeOnBackdrop = true,
    footer,
    showCloseButton = true,
    className,
    testId = 'modal',
  } = props;
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const requestClose = useEffectEvent(() => props.onClose());
  const fire = useEffectEvent((event: keyof ModalLifecycle) => props[event]?.());

  // Before paint: register in the stack, fix the body, then tell the owner.
  useLayoutEffect(() => {
    pushModal(id);
    lockBodyScroll();
    fire('onBeforeOpen');
    return () => {
      fire('onBeforeClose');
      removeModal(id);
      unlockBodyScroll();
    };
  }, [id]);

  // After paint: move focus in; after removal: give it back to the opener.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    fire('onOpened');
    return () => {
      if (opener?.isConnected) opener.focus();
      fire('onClosed');
    };
  }, []);

  // One listener per open modal; only the top one acts, so Escape closes one layer at a time.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id]);

  // A click closes only when it both started and ended on the background (not a text drag).
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdrop) props.onClose();
  };

  const widthStyle =
    width === MODAL_DEFAULT_WIDTH ? undefined : ({ '--modal-width': `${width}px` } as CSSProperties);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        style={widthStyle}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {showCloseButton ? (
            <button
              type="button"
              className="modal-x"
              aria-label={t('common.close')}
              onClick={props.onClose}
              data-testid={`${testId}-close`}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </header>
        <div className="modal-body">{children}</div>
        {footer === null ? null : (
          <footer className="modal-footer">
            {footer ?? (
              <Button variant="primary" onClick={props.onClose}>
                {t('common.closeButton')}
              </Button>
            )}
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}
