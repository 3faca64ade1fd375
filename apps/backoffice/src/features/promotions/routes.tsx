import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Promotions (issue 17): the list with budgets and counters, the editor with its live preview, the
 * queue of flagged claims, bonus-code batches and the cost report. Every role reads; `configure`
 * writes and makes codes; deciding a flagged claim pays money (`moveMoney`); the cost report is a
 * money report (`reports`).
 */
export const promotionsFeature: ConsoleFeature = {
  nav: [{ path: '/promotions', label: 'promotions:nav', icon: 'content', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'promotions',
      lazy: async () => ({ Component: (await import('./components/promotions-layout')).PromotionsLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./components/promotions-list-page')).PromotionsListPage,
          }),
        },
        {
          path: 'claims',
          lazy: async () => ({ Component: (await import('./components/claims-page')).ClaimsPage }),
        },
        {
          path: 'report',
          lazy: async () => ({ Component: (await import('./components/cost-report-page')).CostReportPage }),
        },
        {
          path: 'new',
          lazy: async () => ({
            Component: (await import('./components/promotion-editor-page')).PromotionEditorPage,
          }),
        },
        {
          path: ':id',
          lazy: async () => ({
            Component: (await import('./components/promotion-editor-page')).PromotionEditorPage,
          }),
        },
        {
          path: ':id/codes',
          lazy: async () => ({ Component: (await import('./components/bonus-codes-page')).BonusCodesPage }),
        },
      ],
    },
  ],
};
