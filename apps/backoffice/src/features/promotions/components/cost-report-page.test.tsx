import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { callsTo } from './promotion-fixtures';

const report = {
  rows: [
    {
      promotionId: 3,
      title: 'Welcome bonus',
      kind: 'DEPOSIT_BONUS',
      claims: 12,
      players: 10,
      amount: 5000,
      turnoverRequired: 50_000,
      playersGgr: 8000,
    },
    {
      promotionId: 4,
      title: 'Summer code',
      kind: 'BONUS_CODE',
      claims: 3,
      players: 3,
      amount: 150,
      turnoverRequired: 150,
      playersGgr: -50,
    },
    {
      promotionId: 5,
      title: 'Slots cashback',
      kind: 'CASHBACK',
      claims: 7,
      players: 6,
      amount: 100,
      turnoverRequired: 0,
      playersGgr: 300,
    },
  ],
  // Two players were paid by two promotions: 17 distinct, not 19.
  totals: { claims: 22, players: 17, amount: 5250 },
};
const empty = { rows: [], totals: { claims: 0, players: 0, amount: 0 } };
const slow = { timeout: 5000 };
const asked = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, '/ops/promotions/report').map(([url]) => {
    const params = new URL(url, 'http://x').searchParams;
    return `${params.get('from')}..${params.get('to')}`;
  });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('promotion cost report', () => {
  // Only the clock is fixed (the default range counts back from today); timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 30, 15, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the last 30 days and shows each promotion with its cost per player and net', async () => {
    const { fetchMock } = renderConsole('/promotions/report', {
      role: 'finance',
      answers: { 'GET /ops/promotions/report': { value: report } },
    });
    const table = await screen.findByRole('table', {}, slow);
    expect(asked(fetchMock)).toEqual(['2026-03-01..2026-03-30']);
    expect(screen.getByRole('link', { name: 'Cost report' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Promotion cost, 2026-03-01 to 2026-03-30' })).toBeTruthy();

    const welcome = rowOf('Welcome bonus');
    expect(within(welcome).getByText('Deposit bonus')).toBeTruthy();
    expect(within(welcome).getByText('500.00')).toBeTruthy();
    expect(within(welcome).getByText('50,000.00')).toBeTruthy();
    expect(within(welcome).getByText('3,000.00').className).not.toContain('promo-cost-loss');
    expect(within(rowOf('Slots cashback')).getByText('16.67')).toBeTruthy();

    // GGR −50 for a cost of 150: a loss of 200, marked as one.
    const code = rowOf('Summer code');
    expect(within(code).getByText('Bonus code')).toBeTruthy();
    expect(within(code).getByText('-50.00')).toBeTruthy();
    expect(within(code).getByText('-200.00').className).toBe('promo-cost-loss');

    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    const cells = within(totals)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Claims, players (distinct), cost, cost per distinct player, turnover, GGR and net summed.
    expect(cells).toEqual(['22', '17', '5,250.00', '308.82', '50,150.00', '8,250.00', '3,000.00']);
  });

  it('says when no reward was paid in the range', async () => {
    renderConsole('/promotions/report?from=2026-01-01&to=2026-01-31', {
      answers: { 'GET /ops/promotions/report': { value: empty } },
    });
    expect(await screen.findByText('No rewards paid in these days', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks again when the range changes', async () => {
    const { fetchMock } = renderConsole('/promotions/report', {
      answers: { 'GET /ops/promotions/report': { value: report } },
    });
    await screen.findByRole('table', {}, slow);
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To (day, included)'), { target: { value: '2026-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(asked(fetchMock)).toEqual(['2026-03-01..2026-03-30', '2026-02-01..2026-02-28']),
    );
    expect(
      await screen.findByRole('heading', { name: 'Promotion cost, 2026-02-01 to 2026-02-28' }),
    ).toBeTruthy();
  });

  it('puts a refused range under the field and asks nothing', async () => {
    const { fetchMock } = renderConsole('/promotions/report?from=2026-03-10&to=2026-03-01', {
      answers: { 'GET /ops/promotions/report': { value: report } },
    });
    const to = await screen.findByLabelText('To (day, included)', {}, slow);
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(to.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).toBe('Choose a range of at most 366 days, the last day not before the first.');
    expect(asked(fetchMock)).toEqual([]);
  });

  it('tells a role without reports that it may not, and does not link it', async () => {
    renderConsole('/promotions/report', {
      role: 'support',
      answers: {
        'GET /ops/promotions': { value: { list: [] } },
        'GET /ops/promotions/report': { errorCode: 'forbidden', status: 403 },
      },
    });
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe('Your role may not do this.');
    expect(screen.getByRole('link', { name: 'Claims' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cost report' })).toBeNull();
  });
});
