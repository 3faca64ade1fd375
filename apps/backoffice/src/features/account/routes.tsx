import type { ConsoleFeature } from '@/shared/console-feature';

/** The operator's own account: sign-in is outside the shell (router); "My account" here. */
export const accountFeature: ConsoleFeature = {
  nav: [
    { path: '/account', label: 'account:page.title', icon: 'account', permission: 'read', group: 'admin' },
  ],
  routes: [
    {
      path: 'account',
      lazy: async () => ({ Component: (await import('./components/account-page')).AccountPage }),
    },
  ],
};
