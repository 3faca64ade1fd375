import type { ConsoleFeature } from '@/shared/console-feature';

/** Operators (admin): accounts, roles, disabling, two-factor reset. */
export const operatorsFeature: ConsoleFeature = {
  nav: [
    {
      path: '/operators',
      label: 'operators:title',
      icon: 'operators',
      permission: 'administer',
      group: 'admin',
    },
  ],
  routes: [
    {
      path: 'operators',
      lazy: async () => ({ Component: (await import('./components/operators-page')).OperatorsPage }),
    },
  ],
};
