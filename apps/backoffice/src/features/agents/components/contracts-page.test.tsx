import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const contract = {
  id: 12,
  kind: 'DAILY_WAGE',
  state: 'TERMINATED',
  upline: 'topagent',
  downline: 'subagent',
  terms: { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 1000, activeMembers: 3, rate: 1.25 }] },
  maxRate: 1.25,
  offeredAt: Date.UTC(2026, 10, 1),
  decidedAt: Date.UTC(2026, 10, 2),
  endsAt: Date.UTC(2026, 10, 26),
};
const history = {
  contract,
  history: [
    { state: 'PENDING', at: Date.UTC(2026, 10, 1), by: 'topagent', note: null },
    { state: 'ACTIVE', at: Date.UTC(2026, 10, 2), by: 'subagent', note: null },
    { state: 'TERMINATED', at: Date.UTC(2026, 10, 25), by: 'topagent', note: 'moved line' },
  ],
};

describe('contracts page', () => {
  it('filters by kind, state and username and opens a contract history', async () => {
    const { fetchMock } = renderConsole('/agents/contracts', {
      answers: {
        'GET /ops/agents/contracts': { value: { list: [contract], totalCount: 1, totalPages: 1, pageNo: 1 } },
        'GET /ops/agents/contracts/history': { value: history },
      },
    });
    expect(await screen.findByText('subagent')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'ACTIVE' } });
    fireEvent.change(screen.getByLabelText('Upline or downline username'), {
      target: { value: ' topagent ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => {
          const u = String(url);
          return u.includes('state=ACTIVE') && u.includes('username=topagent');
        }),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the history of contract 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('moved line')).toBeTruthy();
    expect(
      within(dialog).getByText('Daily wage from topagent to subagent, highest rate 1.25 %.'),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('/contracts/history'));
    expect(String(asked![0])).toContain('contractId=12');
  });
});
