import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamBetRow, TeamBetsResponse } from '@bet/contracts/agent/agent-team';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { TeamBettingPanel } from './team-betting-panel';

const bet = (id: string, username: string, status: TeamBetRow['status'], winLoss: number): TeamBetRow => ({
  id,
  username,
  vendor: 'PG',
  game: 'Fortune Ox',
  category: 'RNG',
  stake: 10,
  validBet: 10,
  payout: 10 + winLoss,
  winLoss,
  status,
  placedAt: Date.UTC(2026, 10, 20, 12),
  settledAt: status === 'SETTLED' ? Date.UTC(2026, 10, 20, 12, 1) : null,
});
const answer = (member: string | null): TeamBetsResponse => ({
  list: member
    ? [bet('b1', member, 'SETTLED', 15)]
    : [bet('b1', 'playerA', 'SETTLED', 15), bet('b2', 'playerB', 'RUNNING', 0)],
  totals: { count: 1, stake: 10, validBet: 10, payout: 25, winLoss: 15 },
  totalCount: 2,
  totalPages: 1,
  pageNo: 1,
});

afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamBettingPanel />
    </QueryClientProvider>,
  );

describe('TeamBettingPanel', () => {
  it('lists the bets with their result and the totals, and applies the filters on submit', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      teamBets: ({ url }) => answer(url.searchParams.get('member')),
    });
    renderPanel();
    expect((await screen.findByTestId('agent-bet-b1')).textContent).toContain('15.00');
    expect(screen.getByTestId('agent-bet-b2').textContent).toContain('Running');
    expect(screen.getByTestId('agent-bets-total').textContent).toContain('25.00');
    fireEvent.change(screen.getByLabelText('Member username'), { target: { value: 'playerA' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'LIVE' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByTestId('agent-bets-submit'));
    await waitFor(() => expect(screen.queryByTestId('agent-bet-b2')).toBeNull());
    const sent = requestsTo(fetchMock, 'teamBets').at(-1)!.url.searchParams;
    expect(sent.get('member')).toBe('playerA');
    expect(sent.get('category')).toBe('LIVE');
    expect(sent.get('from')).toBe(String(Date.parse('2026-11-01')));
    expect(sent.get('to')).toBe(String(Date.parse('2026-11-03')));
  });

  it('refuses a range with one day and sends nothing new', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, { teamBets: () => answer(null) });
    renderPanel();
    await screen.findByTestId('agent-bet-b1');
    const before = requestsTo(fetchMock, 'teamBets').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('agent-bets-submit'));
    expect(screen.getByTestId('agent-bets-problem').textContent).toContain('Choose both days');
    expect(requestsTo(fetchMock, 'teamBets')).toHaveLength(before);
  });
});
