import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Agents (issue 15 item 6): the house's terms for top-level agents and the payout release delay,
 * contracts and their history. Everyone reads; `configure` changes terms. The settlement pages
 * (runs, payout lines with hold and release) were built against the contract (commit b64d599480b372952c3a61601a70d1b3be861a55)
 * and return when the server settles periods.
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
          path: 'contracts',
          lazy: async () => ({ Component: (await import('./components/contracts-page')).ContractsPage }),
        },
      ],
    },
  ],
};
