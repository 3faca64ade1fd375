import type { ConsoleFeature } from '@/shared/console-feature';

/** Players (issue 13 item 4): the search and one player's page; every role reads them. */
export const playersFeature: ConsoleFeature = {
  nav: [{ path: '/players', label: 'players:title', icon: 'players', permission: 'read', group: 'players' }],
  routes: [
    {
      path: 'players',
      lazy: async () => ({ Component: (await import('./components/players-page')).PlayersPage }),
    },
    {
      path: 'players/:username',
      lazy: async () => ({ Component: (await import('./components/player-page')).PlayerPage }),
    },
  ],
};
