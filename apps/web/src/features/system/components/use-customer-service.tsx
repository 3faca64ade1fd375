import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService, type CustomerServiceOutcome } from '@/shared/lib/open-customer-service';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { getCustomerServicePaths } from '../api/customer-service';

/**
 * Contact Us: `open` (call it in the click handler) opens the support window on the member's
 * line; `dialog` (render it) is the warning shown when that failed — "invalid URL, contact
 * customer service" (spec §8) — or the browser blocked the window.
 */
export function useCustomerService(rankLevel: number | null) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Exclude<CustomerServiceOutcome, 'opened'> | null>(null);
  const open = () => {
    void openCustomerService(
      rankLevel,
      { connecting: t('customerService.connecting') },
      getCustomerServicePaths,
    ).then((outcome) => setProblem(outcome === 'opened' ? null : outcome));
  };
  const dialog = (
    <ConfirmDialog
      open={problem !== null}
      title={t('customerService.title')}
      onConfirm={() => setProblem(null)}
      testId="customer-service-failed"
    >
      {problem === 'blocked' ? t('customerService.blocked') : t('error.invalid.url')}
    </ConfirmDialog>
  );
  return { open, dialog };
}
