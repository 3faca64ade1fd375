import type { ConsoleFeature } from '@/shared/console-feature';

/** The audit log (admin): filters in the URL, CSV export. */
export const auditFeature: ConsoleFeature = {
  nav: [{ path: '/audit', label: 'audit:title', icon: 'audit', permission: 'administer', group: 'admin' }],
  routes: [
    { path: 'audit', lazy: async () => ({ Component: (await import('./components/audit-page')).AuditPage }) },
  ],
};
