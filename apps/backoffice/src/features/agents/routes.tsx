import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Agents (issue 15 item 6): the house's terms for top-level agents and the payout release delay,
 * settlement runs and their payout lines (hold, release), contracts and their history. Everyone reads; `configure` changes
 * terms and holds lines, `moveMoney` releases them.
 */
export const agentsFeature: ConsoleFeature = {
  nav: [{ path: '/agents', label: 'agents:title', icon: 'transfers', permission: 'read', group: 'players' }],
  routes: [
    {
      path: 'agents',
      lazy: async () => ({ Component: (await import('./components/agents-layout')).AgentsLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./components/agent-terms-page')).AgentTermsPage }),
        },
        {
          path: 'settlements',
          lazy: async () => ({
            Component: (await import('./components/settlement-runs-page')).SettlementRunsPage,
          }),
        },
        {
          path: 'contracts',
          lazy: async () => ({ Component: (await import('./components/contracts-page')).ContractsPage }),
        },
        {
          path: 'settlements/:runId',
          lazy: async () => ({ Component: (await import('./components/payout-lines-page')).PayoutLinesPage }),
        },
      ],
    },
  ],
};
