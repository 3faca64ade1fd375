import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * The house lottery (issue 16 item 5): terms per play type and schedules (admins change them),
 * draws with this site's profit and loss, voiding a draw and hand-entered results approved by a
 * second operator (money roles).
 */
export const lotteryFeature: ConsoleFeature = {
  nav: [{ path: '/lottery', label: 'lottery:title', icon: 'games', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'lottery',
      lazy: async () => ({ Component: (await import('./components/lottery-layout')).LotteryLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./components/terms-section')).TermsSection }),
        },
        {
          path: 'schedules',
          lazy: async () => ({
            Component: (await import('./components/schedules-section')).SchedulesSection,
          }),
        },
        {
          path: 'draws',
          lazy: async () => ({ Component: (await import('./components/draws-section')).DrawsSection }),
        },
        {
          path: 'results',
          lazy: async () => ({
            Component: (await import('./components/results-section')).ResultsSection,
          }),
        },
      ],
    },
  ],
};
