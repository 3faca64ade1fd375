import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const ggr = {
  rows: [
    {
      day: '2026-03-01',
      vendor: 'HOUSE',
      category: 'RNG',
      stake: 1000,
      payout: 400,
      validBet: 1000,
      ggr: 600,
      bets: 12,
      players: 3,
    },
    {
      day: '2026-03-02',
      vendor: 'EDGE',
      category: 'LIVE',
      stake: 500,
      payout: 700,
      validBet: 500,
      ggr: -200,
      bets: 4,
      players: 1,
    },
  ],
  totals: { stake: 1500, payout: 1100, validBet: 1500, ggr: 400, bets: 16, players: 4 },
};

describe('reports', () => {
  it('shows the GGR report of the range in the address with its totals row', async () => {
    const { fetchMock } = renderConsole('/reports?report=ggr&from=2026-03-01&to=2026-03-07', {
      role: 'finance',
      answers: { 'GET /ops/reports/ggr': { value: ggr } },
    });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totals).getByText('400.00')).toBeTruthy();
    expect(within(totals).getByText('16')).toBeTruthy();
    expect(within(table).getByText('-200.00')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('from')).toBe('2026-03-01');
    expect(url.searchParams.get('to')).toBe('2026-03-07');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('puts a range error under the field and asks nothing', async () => {
    const { fetchMock } = renderConsole('/reports?report=ggr&from=2026-03-01&to=2026-03-07', {
      role: 'admin',
      answers: { 'GET /ops/reports/ggr': { value: ggr } },
    });
    await screen.findByRole('table');
    const calls = fetchMock.mock.calls.length;
    const to = screen.getByLabelText('To (day, included)');
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2024-01-01' } });
    fireEvent.change(to, { target: { value: '2026-03-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(to.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).toBe('A report covers at most 366 days.');
    fireEvent.change(to, { target: { value: '2023-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(error.textContent).toBe('The last day must not be before the first.'));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('switches to the channel report', async () => {
    renderConsole('/reports?report=channels&from=2026-03-01&to=2026-03-07', {
      answers: {
        'GET /ops/reports/channels': {
          value: {
            rows: [{ day: '2026-03-01', kind: 'DEPOSIT', channel: 'Bank transfer', count: 2, amount: 1500 }],
            totals: { depositCount: 2, deposits: 1500, withdrawalCount: 0, withdrawals: 0 },
          },
        },
      },
    });
    expect(await screen.findByText('Bank transfer')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Deposits and withdrawals by channel' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
