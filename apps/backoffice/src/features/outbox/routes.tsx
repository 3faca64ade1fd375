import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * What the site sent players by SMS and e-mail (codes, reset links): kept here when no provider is
 * configured (embedded mode), and as the record when one is.
 */
export const outboxFeature: ConsoleFeature = {
  // Admins only: the messages hold live codes and password-reset links (the server refuses others).
  nav: [
    { path: '/outbox', label: 'outbox:title', icon: 'content', permission: 'administer', group: 'players' },
  ],
  routes: [
    {
      path: 'outbox',
      lazy: async () => ({ Component: (await import('./components/outbox-page')).OutboxPage }),
    },
  ],
};
