import type { ConsoleFeature } from '@/shared/console-feature';
import { useDepositsBadge, useVendorTransfersBadge, useWithdrawalsBadge } from './lib/queue-badges';

/**
 * The money queues (issue 13 item 5): deposits, withdrawals and vendor transfers waiting for a
 * clerk. Every role reads them (with a live count in the menu); admin and finance decide.
 */
export const queuesFeature: ConsoleFeature = {
  nav: [
    {
      path: '/deposits',
      label: 'queues:nav.deposits',
      icon: 'deposits',
      permission: 'read',
      group: 'money',
      useBadge: useDepositsBadge,
    },
    {
      path: '/withdrawals',
      label: 'queues:nav.withdrawals',
      icon: 'withdrawals',
      permission: 'read',
      group: 'money',
      useBadge: useWithdrawalsBadge,
    },
    {
      path: '/vendor-transfers',
      label: 'queues:nav.vendorTransfers',
      icon: 'transfers',
      permission: 'read',
      group: 'money',
      useBadge: useVendorTransfersBadge,
    },
  ],
  routes: [
    {
      path: 'deposits',
      lazy: async () => ({ Component: (await import('./components/deposits-page')).DepositsPage }),
    },
    {
      path: 'withdrawals',
      lazy: async () => ({ Component: (await import('./components/withdrawals-page')).WithdrawalsPage }),
    },
    {
      path: 'vendor-transfers',
      lazy: async () => ({
        Component: (await import('./components/vendor-transfers-page')).VendorTransfersPage,
      }),
    },
  ],
};
