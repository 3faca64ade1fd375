import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * The inbox (issue 14): private messages to one player, a filtered group or everyone, with the
 * recipient count before sending, and the sent list with reads. Writing to players is
 * `playerAccess` (support and admins), on the server and in the menu.
 */
export const inboxFeature: ConsoleFeature = {
  nav: [
    { path: '/inbox', label: 'inbox:nav', icon: 'content', permission: 'playerAccess', group: 'players' },
  ],
  routes: [
    {
      path: 'inbox',
      lazy: async () => ({ Component: (await import('./components/inbox-page')).InboxPage }),
    },
  ],
};
