import type { ConsoleFeature } from '@/shared/console-feature';

/** Money reports (issue 13 item 9): admin and finance (`reports`); support does not see them. */
export const reportsFeature: ConsoleFeature = {
  nav: [
    { path: '/reports', label: 'reports:nav', icon: 'reports', permission: 'reports', group: 'overview' },
  ],
  routes: [
    {
      path: 'reports',
      lazy: async () => ({ Component: (await import('./components/reports-page')).ReportsPage }),
    },
  ],
};
