import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamProfitResponse, TeamProfitRow } from '@bet/contracts/agent/agent-team';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { UserProfitPanel } from './user-profit-panel';

const figures = {
  deposits: 0,
  withdrawals: 0,
  bets: 100,
  validBets: 90,
  payout: 80,
  bonuses: 0,
  salaries: 0,
  playersProfitLoss: -20,
};
const row = (username: string, scope: 'self' | 'team', isAgent: boolean): TeamProfitRow => ({
  ...figures,
  username,
  scope,
  isAgent,
});
const answer = (parent: string | null): TeamProfitResponse => ({
  list: parent ? [row(parent, 'self', true)] : [row('demoagent', 'self', true), row('agentA', 'team', true)],
  total: { ...figures, bets: 200, playersProfitLoss: -40 },
  totalCount: 2,
  totalPages: 1,
  pageNo: 1,
  breadcrumb: [{ username: 'demoagent', depth: 0 }, ...(parent ? [{ username: parent, depth: 1 }] : [])],
});

afterEach(() => vi.unstubAllGlobals());

describe('UserProfitPanel', () => {
  it('shows self, each line and the sum, and opens an agent line', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      teamProfit: ({ url }) => answer(url.searchParams.get('parent')),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UserProfitPanel />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('agent-profit-row-demoagent')).textContent).toContain('(self)');
    expect(screen.getByTestId('agent-profit-total').textContent).toContain('200.00');
    fireEvent.click(screen.getByRole('button', { name: 'agentA' }));
    await screen.findByTestId('agent-profit-row-agentA');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'teamProfit').at(-1)!.url.searchParams.get('parent')).toBe('agentA'),
    );
  });
});
