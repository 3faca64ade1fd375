import type { ConsoleFeature } from '@/shared/console-feature';

/** Games (issue 13 item 7): vendors, the catalogue's games, house-game limits; admins change them. */
export const gamesFeature: ConsoleFeature = {
  nav: [{ path: '/games', label: 'games:title', icon: 'games', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'games',
      lazy: async () => ({ Component: (await import('./components/games-layout')).GamesLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./components/vendors-section')).VendorsSection }),
        },
        {
          path: 'list',
          lazy: async () => ({ Component: (await import('./components/games-section')).GamesSection }),
        },
        {
          path: 'house',
          lazy: async () => ({ Component: (await import('./components/house-section')).HouseSection }),
        },
      ],
    },
  ],
};
