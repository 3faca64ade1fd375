import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Responsible gaming (issue 20): who has limits, a waiting change or an exclusion; the review list
 * the markers of harm fill; one player's limits with their history, exclusions, refusals and
 * reviews; the report of refusals; the markers of harm; the help organisations players see. Every
 * role reads; `playerStatus` adds a self-exclusion, which no one can ever remove or shorten early,
 * and marks a review reviewed; `configure` edits the markers of harm and the help organisations.
 */
export const responsibleGamingFeature: ConsoleFeature = {
  nav: [
    {
      path: '/responsible-gaming',
      label: 'responsible-gaming:title',
      icon: 'care',
      permission: 'read',
      group: 'players',
    },
  ],
  routes: [
    {
      path: 'responsible-gaming',
      lazy: async () => ({ Component: (await import('./components/rg-layout')).RgLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./components/rg-players-page')).RgPlayersPage }),
        },
        {
          path: 'reviews',
          lazy: async () => ({ Component: (await import('./components/rg-reviews-page')).RgReviewsPage }),
        },
        {
          path: 'refusals',
          lazy: async () => ({ Component: (await import('./components/rg-refusals-page')).RgRefusalsPage }),
        },
        {
          path: 'markers',
          lazy: async () => ({
            Component: (await import('./components/rg-harm-markers-page')).RgHarmMarkersPage,
          }),
        },
        {
          path: 'help',
          lazy: async () => ({
            Component: (await import('./components/rg-help-links-page')).RgHelpLinksPage,
          }),
        },
      ],
    },
    {
      path: 'responsible-gaming/players/:memberId',
      lazy: async () => ({ Component: (await import('./components/rg-player-page')).RgPlayerPage }),
    },
  ],
};
