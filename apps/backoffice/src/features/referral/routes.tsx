import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Referral (issue 18 item 5): the tiers a referrer is rewarded by, and the rewards paid or
 * refused. Every role reads; `configure` saves the tiers.
 */
export const referralFeature: ConsoleFeature = {
  nav: [{ path: '/referral', label: 'referral:nav', icon: 'referral', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'referral',
      lazy: async () => ({ Component: (await import('./components/referral-layout')).ReferralLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./components/referral-tiers-page')).ReferralTiersPage,
          }),
        },
        {
          path: 'rewards',
          lazy: async () => ({
            Component: (await import('./components/referral-rewards-page')).ReferralRewardsPage,
          }),
        },
      ],
    },
  ],
};
