import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Points and the points mall (issue 18): the earning rules, the mall's items and the redeem queue.
 * Every role reads; `configure` changes the rules and the items; `moveMoney` approves or rejects a
 * redemption (a player's points are adjusted on the player page, also with `moveMoney`).
 */
export const pointsFeature: ConsoleFeature = {
  nav: [{ path: '/points', label: 'points:nav', icon: 'points', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'points',
      lazy: async () => ({ Component: (await import('./components/points-layout')).PointsLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./components/points-settings-page')).PointsSettingsPage,
          }),
        },
        {
          path: 'items',
          lazy: async () => ({ Component: (await import('./components/mall-items-page')).MallItemsPage }),
        },
        {
          path: 'redemptions',
          lazy: async () => ({
            Component: (await import('./components/redemptions-page')).RedemptionsPage,
          }),
        },
      ],
    },
  ],
};
