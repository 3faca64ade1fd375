import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * What the site sent players by SMS and e-mail (codes, reset links): support reads it when no
 * provider is configured (embedded mode keeps the messages here) and as the record when one is.
 */
export const outboxFeature: ConsoleFeature = {
  nav: [{ path: '/outbox', label: 'outbox:title', icon: 'content', permission: 'read', group: 'players' }],
  routes: [
    {
      path: 'outbox',
      lazy: async () => ({ Component: (await import('./components/outbox-page')).OutboxPage }),
    },
  ],
};
