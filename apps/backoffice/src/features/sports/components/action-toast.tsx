import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How long an answer stays on screen unless dismissed. */
const TOAST_MS = 8_000;

/**
 * The answer of the last action, in a corner of the screen: the live region is always there, so
 * each answer is read out politely; it goes after a few seconds or with its close button. A new
 * answer (`id`) restarts the time. `onDismiss` must keep its identity (a state setter, a callback).
 */
export function ActionToast({
  toast,
  onDismiss,
}: {
  toast: { id: number; message: string } | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('sports');
  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = window.setTimeout(onDismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [id, onDismiss]);
  return (
    <div className="sports-toast-region" role="status">
      {toast && (
        <div className="sports-toast notice notice-success">
          <span>{toast.message}</span>
          <button type="button" className="icon-btn" aria-label={t('toast.dismiss')} onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
