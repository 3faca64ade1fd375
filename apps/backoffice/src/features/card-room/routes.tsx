import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * The house card room (issue 19, decision 0059): fixed-limit hold'em of the house vendor (HPVP).
 * Every role reads the house book, each room now and the last real-money hands with their seeds;
 * the rooms' stakes and on/off are set in Games › House games.
 */
export const cardRoomFeature: ConsoleFeature = {
  nav: [{ path: '/card-room', label: 'card-room:title', icon: 'games', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'card-room',
      lazy: async () => ({ Component: (await import('./components/card-room-page')).CardRoomPage }),
    },
  ],
};
