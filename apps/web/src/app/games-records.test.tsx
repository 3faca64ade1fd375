import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecord, BettingRecordResponse, PersonalProfitResponse } from '@bet/contracts/games/bets';
import { changeLanguage } from '@/shared/i18n/i18n';
import { dateInputValue } from '@/shared/lib/date-range';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { lanesAnswer, vendorFixture as vendor } from '@/test/games-fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';

const slow = { timeout: 5000 };

const bet = (id: number, overrides: Partial<BetRecord> = {}): BetRecord => ({
  id: `b${id}`,
  vendor: 'HV',
  game: 'Lucky Reels',
  category: 'RNG',
  stake: 10,
  validBet: 10,
  payout: 25,
  winLoss: 15,
  status: 'SETTLED',
  placedAt: Date.UTC(2026, 2, 1, 10, 0),
  settledAt: Date.UTC(2026, 2, 1, 10, 0),
  ...overrides,
});

const betsAnswer = (pageNo: number): BettingRecordResponse => ({
  list:
    pageNo === 1
      ? [
          bet(1),
          bet(2, {
            vendor: 'EVO',
            game: 'Baccarat',
            category: 'LIVE',
            payout: 0,
            winLoss: -50,
            stake: 50,
            validBet: 50,
          }),
        ]
      : [bet(3, { game: 'Page two game' })],
  totalCount: 41,
  totalPages: 3,
  pageNo,
  totals: { stake: 1000, validBet: 980, payout: 850, winLoss: -150, count: 41 },
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  vendorLanes: () =>
    lanesAnswer({
      LIVE: [vendor('EVO', { displayName: 'Evolution' })],
      RNG: [vendor('HV', { displayName: 'House Slots' })],
    }),
  bettingRecord: ({ url }) => betsAnswer(Number(url.searchParams.get('pageNo'))),
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({
    sumBalance: 10,
    balance: [],
    currency: 'PHP',
    currencySymbol: 'P',
  }),
  merchantWallet: () => ({ isSingle: false }),
  ...overrides,
});

async function openCentrePage(page: string, overrides: StubRoutes = {}) {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
  const fetchMock = stubApi(statusFixture(), helpFixture, routes(overrides));
  window.history.pushState({}, '', '/');
  render(<App />);
  fireEvent.click(await screen.findByTestId('shortcut-security', {}, slow));
  const centre = await screen.findByTestId('member-centre', {}, slow);
  fireEvent.click(await within(centre).findByTestId(`centre-menu-${page}`, {}, slow));
  return fetchMock;
}

const query = (fetchMock: ReturnType<typeof stubApi>, route: Parameters<typeof requestsTo>[1]) =>
  requestsTo(fetchMock, route).map(({ url }) => Object.fromEntries(url.searchParams));

/** Local midnight `days` days from today. */
const midnight = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).getTime();
};

beforeEach(async () => {
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('betting record', () => {
  it('asks the last 7 days first and lists the bets with win/loss colours and the totals of every page', async () => {
    const fetchMock = await openCentrePage('personalHistoryCopy');
    const table = await screen.findByTestId('bets-table', {}, slow);
    expect(query(fetchMock, 'bettingRecord')[0]).toEqual({
      pageNo: '1',
      pageSize: '20',
      from: String(midnight(-6)),
      to: String(midnight(1)),
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Game', 'Provider', 'Category', 'Stake', 'Valid bet', 'Payout', 'Win/loss', 'Status']);
    const rows = within(table).getAllByTestId('bet-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual([
      'Lucky Reels',
      'House Slots',
      'Slots',
      '10.00',
      '10.00',
      '25.00',
      'Win +15.00',
      'Settled',
    ]);
    expect(cells(rows[1]!).slice(1)).toEqual([
      'Baccarat',
      'Evolution',
      'Live Casino',
      '50.00',
      '50.00',
      '0.00',
      'Loss −50.00',
      'Settled',
    ]);
    expect(rows[0]!.querySelector('.win-loss')!.getAttribute('data-tone')).toBe('win');
    expect(rows[1]!.querySelector('.win-loss')!.getAttribute('data-tone')).toBe('loss');

    const totals = screen.getByTestId('bets-totals');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Totals of 41 bets');
    expect(screen.getByTestId('total-stake').textContent).toBe('1,000.00');
    expect(screen.getByTestId('total-validBet').textContent).toBe('980.00');
    expect(screen.getByTestId('total-payout').textContent).toBe('850.00');
    expect(screen.getByTestId('total-winLoss').textContent).toBe('Loss −150.00');
  });

  it('pages, and filters by category and then by that category’s vendors', async () => {
    const fetchMock = await openCentrePage('personalHistoryCopy');
    await screen.findByTestId('bets-table', {}, slow);
    fireEvent.click(screen.getByTestId('bets-pager-next'));
    expect(await screen.findByText('Page two game')).toBeTruthy();
    expect(query(fetchMock, 'bettingRecord').at(-1)).toMatchObject({ pageNo: '2' });

    fireEvent.change(screen.getByTestId('bets-category'), { target: { value: 'RNG' } });
    await waitFor(() =>
      expect(query(fetchMock, 'bettingRecord').at(-1)).toMatchObject({ pageNo: '1', category: 'RNG' }),
    );
    const vendorOptions = within(screen.getByTestId('bets-vendor'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(vendorOptions).toEqual(['All providers', 'House Slots']);
    fireEvent.change(screen.getByTestId('bets-vendor'), { target: { value: 'HV' } });
    await waitFor(() =>
      expect(query(fetchMock, 'bettingRecord').at(-1)).toMatchObject({
        category: 'RNG',
        vendor: 'HV',
      }),
    );
  });

  it('explains a range that cannot be asked instead of asking it', async () => {
    const fetchMock = await openCentrePage('personalHistoryCopy');
    await screen.findByTestId('bets-table', {}, slow);
    const calls = requestsTo(fetchMock, 'bettingRecord').length;
    fireEvent.change(screen.getByTestId('bets-from'), {
      target: { value: dateInputValue(new Date(midnight(3))) },
    });
    expect((await screen.findByTestId('bets-range-error')).textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect(requestsTo(fetchMock, 'bettingRecord')).toHaveLength(calls);
  });
});

describe('personal profit and loss', () => {
  const day = (offset: number) => dateInputValue(new Date(midnight(offset)));
  const profit = (): PersonalProfitResponse => ({
    byDay: [
      { day: day(-5), stake: 100, validBet: 100, payout: 180, winLoss: 80, count: 4 },
      { day: day(-2), stake: 200, validBet: 200, payout: 80, winLoss: -120, count: 6 },
    ],
    byCategory: [
      { category: 'RNG', stake: 250, validBet: 250, payout: 240, winLoss: -10, count: 8 },
      { category: 'LIVE', stake: 50, validBet: 50, payout: 20, winLoss: -30, count: 2 },
    ],
    totals: { stake: 300, validBet: 300, payout: 260, winLoss: -40, count: 10 },
  });

  it('shows the totals, a bar per day of the range (wins up, losses down) with a table, and the categories', async () => {
    const fetchMock = await openCentrePage('personalProfit', { personalProfit: () => profit() });
    const chart = await screen.findByTestId('profit-chart', {}, slow);
    expect(query(fetchMock, 'personalProfit')[0]).toEqual({
      from: String(midnight(-6)),
      to: String(midnight(1)),
    });
    expect(screen.getByTestId('profit-total-winLoss').textContent).toBe('Loss −40.00');

    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((bar) => [bar.getAttribute('data-testid'), bar.getAttribute('data-tone')])).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((offset) => [
        `profit-bar-${day(offset)}`,
        offset === -5 ? 'win' : offset === -2 ? 'loss' : 'even',
      ]),
    );
    const win = chart.querySelector(`[data-testid="profit-bar-${day(-5)}"]`)!;
    const loss = chart.querySelector(`[data-testid="profit-bar-${day(-2)}"]`)!;
    // Scale 200 (80 up, 120 down): the zero line at 80/200 of the height, bars proportional.
    expect(Number(win.getAttribute('height')) / Number(loss.getAttribute('height'))).toBeCloseTo(80 / 120);
    expect(Number(win.getAttribute('y')) + Number(win.getAttribute('height'))).toBeCloseTo(
      Number(loss.getAttribute('y')),
    );
    // Screen readers get a summary, and anyone the table.
    const svg = within(chart).getByRole('img');
    expect(svg.textContent).toContain('Win/loss per day');
    expect(svg.textContent).toContain(`Best day: ${day(-5)} +80.00`);
    const dayTable = screen.getByTestId('profit-day-table');
    expect(within(dayTable).getAllByRole('row')).toHaveLength(8);

    const categories = screen.getByTestId('profit-category-table');
    expect(
      within(categories)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Slots', 'Live Casino']);
  });
});
