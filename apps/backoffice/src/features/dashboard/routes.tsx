import type { ConsoleFeature } from '@/shared/console-feature';

/** The console's home (index route): today's and the last 30 days' figures; every role reads it. */
export const dashboardFeature: ConsoleFeature = {
  nav: [{ path: '/', label: 'dashboard:nav', icon: 'dashboard', permission: 'read', group: 'overview' }],
  routes: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./components/dashboard-page')).DashboardPage }),
    },
  ],
};
