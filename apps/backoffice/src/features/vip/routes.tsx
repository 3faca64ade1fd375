import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * VIP ranks (issue 18 item 5): the levels, what reaches them and their benefits. Every role reads;
 * `configure` saves the table (a player's level is set on the player page, with `playerStatus`).
 */
export const vipFeature: ConsoleFeature = {
  nav: [{ path: '/vip', label: 'vip:nav', icon: 'vip', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'vip',
      lazy: async () => ({ Component: (await import('./components/vip-levels-page')).VipLevelsPage }),
    },
  ],
};
