import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Agents (issue 15 item 6): the house's terms for top-level agents and the payout release delay.
 * Everyone reads; `configure` changes.
 */
export const agentsFeature: ConsoleFeature = {
  nav: [{ path: '/agents', label: 'agents:title', icon: 'transfers', permission: 'read', group: 'players' }],
  routes: [
    {
      path: 'agents',
      lazy: async () => ({ Component: (await import('./components/agent-terms-page')).AgentTermsPage }),
    },
  ],
};
