import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceOutcome } from '@/shared/lib/open-customer-service';
import { openSupportWindow } from '@/shared/lib/support-window';
import { getCustomerServicePaths } from '../api/customer-service';

// The warning dialog (and the modal under it) loads only when there is something to say, and the
// address rules after the click: the footer and the closed pages carry just the window opening.
const ConfirmDialog = lazy(() =>
  import('@/shared/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Contact Us: `open` (call it in the click handler) opens the support window on the member's
 * line; `dialog` (render it) is the warning shown when that failed — "invalid URL, contact
 * customer service" (spec §8) — or the browser blocked the window.
 */
export function useCustomerService(rankLevel: number | null) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Exclude<CustomerServiceOutcome, 'opened'> | null>(null);
  const open = () => {
    // Within the click, before anything is awaited, so pop-up blockers let the window through.
    const popup = openSupportWindow(t('customerService.connecting'));
    if (!popup) {
      setProblem('blocked');
      return;
    }
    void import('@/shared/lib/open-customer-service')
      .then(
        (m) => m.sendSupportWindow(popup, rankLevel, getCustomerServicePaths),
        () => {
          popup.close();
          return 'failed' as const;
        },
      )
      .then((outcome) => setProblem(outcome === 'opened' ? null : outcome));
  };
  const dialog =
    problem === null ? null : (
      <Suspense fallback={null}>
        <ConfirmDialog
          open
          title={t('customerService.title')}
          onConfirm={() => setProblem(null)}
          testId="customer-service-failed"
        >
          {problem === 'blocked' ? t('customerService.blocked') : t('error.invalid.url')}
        </ConfirmDialog>
      </Suspense>
    );
  return { open, dialog };
}
