import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * The house sportsbook (issue 19): each book's fixtures with their prices now; admins create,
 * import, score and suspend fixtures, money roles settle and void them (they pay).
 */
export const sportsFeature: ConsoleFeature = {
  nav: [{ path: '/sports', label: 'sports:title', icon: 'games', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'sports',
      lazy: async () => ({ Component: (await import('./components/sports-page')).SportsPage }),
    },
  ],
};
