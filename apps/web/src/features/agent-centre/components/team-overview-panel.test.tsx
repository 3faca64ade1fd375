import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamOverviewResponse } from '@bet/contracts/agent/agent-team';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { TeamOverviewPanel } from './team-overview-panel';

const zero = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  validBets: 0,
  payout: 0,
  bonuses: 0,
  playersProfitLoss: 0,
};
const overview = (validBets: number): TeamOverviewResponse => ({
  ...zero,
  deposits: 1234.5,
  validBets,
  playersProfitLoss: -20,
  from: 0,
  to: 86_400_000,
  teamSize: { direct: 3, total: 17 },
  newRegistrations: 2,
  firstDeposits: 1,
  activeMembers: 5,
  trend: [
    { ...zero, day: '2026-11-24', validBets: 10, newRegistrations: 0, firstDeposits: 0, activeMembers: 1 },
    { ...zero, day: '2026-11-25', validBets, newRegistrations: 2, firstDeposits: 1, activeMembers: 5 },
  ],
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamOverviewPanel />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('TeamOverviewPanel', () => {
  it('asks for today first and shows the figures as tiles and a trend', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, { teamOverview: () => overview(88) });
    show();
    expect((await screen.findByTestId('agent-tile-teamSize')).textContent).toContain('3 / 17');
    expect(screen.getByTestId('agent-tile-deposits').textContent).toContain('1,234.50');
    expect(screen.getByTestId('agent-tile-playersProfitLoss').querySelector('.down')).toBeTruthy();
    expect(screen.getByTestId('agent-trend').querySelectorAll('circle')).toHaveLength(2);
    expect(requestsTo(fetchMock, 'teamOverview')[0]!.url.searchParams.get('range')).toBe('today');
  });

  it('asks for the chosen range, and for a custom range only once both days are set', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, { teamOverview: () => overview(1) });
    show();
    await screen.findByTestId('agent-tile-teamSize');
    fireEvent.click(screen.getByTestId('agent-range-lastMonth'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'teamOverview').map((r) => r.url.searchParams.get('range'))).toContain(
        'lastMonth',
      ),
    );
    fireEvent.click(screen.getByTestId('agent-range-custom'));
    fireEvent.change(screen.getByTestId('agent-range-from'), { target: { value: '2026-11-01' } });
    expect(
      requestsTo(fetchMock, 'teamOverview').some((r) => r.url.searchParams.get('range') === 'custom'),
    ).toBe(false);
    fireEvent.change(screen.getByTestId('agent-range-to'), { target: { value: '2026-11-02' } });
    await waitFor(() => {
      const custom = requestsTo(fetchMock, 'teamOverview').find(
        (r) => r.url.searchParams.get('range') === 'custom',
      );
      expect(custom?.url.searchParams.get('to')).toBe(String(Date.parse('2026-11-03')));
    });
  });
});
