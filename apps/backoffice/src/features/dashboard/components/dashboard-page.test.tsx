import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const day = (date: string, figures: Partial<Record<string, number>> = {}) => ({
  day: date,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bonuses: 0,
  stake: 0,
  payout: 0,
  ggr: 0,
  newPlayers: 0,
  activePlayers: 0,
  ...figures,
});
const days = Array.from({ length: 28 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, '0')}`));
const dashboard = {
  timeZone: 'Asia/Manila',
  today: '2026-03-30',
  rolledUpAt: '2026-03-30T04:00:00.000Z',
  days: [
    ...days,
    day('2026-03-29', { deposits: 800, ggr: 120.5, newPlayers: 2 }),
    day('2026-03-30', {
      deposits: 1234.5,
      withdrawals: 300,
      bonuses: 25,
      ggr: -42,
      newPlayers: 7,
      activePlayers: 19,
    }),
  ],
  ggrByVendor: [{ name: 'HOUSE', stake: 1000, ggr: 78.5, todayGgr: -42 }],
  ggrByCategory: [{ name: 'RNG', stake: 1000, ggr: 78.5, todayGgr: -42 }],
  pending: {
    deposits: { count: 3, oldestAt: new Date(Date.now() - 2 * 3_600_000).toISOString() },
    withdrawals: { count: 0, oldestAt: null },
    vendorTransfers: { count: 1, oldestAt: new Date(Date.now() - 5 * 60_000).toISOString() },
  },
};

describe('dashboard', () => {
  it("shows today's tiles against yesterday and the pending queues linking to their pages", async () => {
    renderConsole('/', { role: 'support', answers: { 'GET /ops/dashboard': { value: dashboard } } });
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 5000 });
    const deposits = within(today).getByText('Deposits').parentElement!;
    expect(within(deposits).getByText('1,234.50')).toBeTruthy();
    expect(within(deposits).getByText('Yesterday: 800.00')).toBeTruthy();
    const ggr = within(today).getByText('GGR (stakes − wins)').parentElement!;
    expect(within(ggr).getByText('-42.00')).toBeTruthy();
    expect(ggr.className).toContain('stat-bad');
    expect(within(today).getByText('7')).toBeTruthy();

    const pending = screen.getByRole('region', { name: 'Waiting for an operator' });
    const depositsQueue = within(pending).getByRole('link', { name: /Pending deposits/ });
    expect(depositsQueue.getAttribute('href')).toBe('/deposits?status=PENDING');
    expect(within(depositsQueue).getByText('Oldest waits 2 h')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: /Pending withdrawals/ }).textContent).toContain(
      'Nothing waiting',
    );
    expect(
      within(pending)
        .getByRole('link', { name: /vendor transfers/ })
        .getAttribute('href'),
    ).toBe('/vendor-transfers');
    expect(screen.getByText(/2026-03-30 \(Asia\/Manila\)/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'GGR by vendor, last 30 days' })).toBeTruthy();
  });

  it('says why when the figures cannot be read', async () => {
    renderConsole('/', { answers: { 'GET /ops/dashboard': { errorCode: 'forbidden', status: 403 } } });
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
