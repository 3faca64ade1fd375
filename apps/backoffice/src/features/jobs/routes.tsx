import type { ConsoleFeature } from '@/shared/console-feature';

/** Background jobs (issue 12's scheduler): every role reads them, admins run one now. */
export const jobsFeature: ConsoleFeature = {
  nav: [{ path: '/jobs', label: 'jobs:title', icon: 'jobs', permission: 'read', group: 'admin' }],
  routes: [
    { path: 'jobs', lazy: async () => ({ Component: (await import('./components/jobs-page')).JobsPage }) },
  ],
};
