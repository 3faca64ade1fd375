import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import {
  balanceFixture,
  configFixture,
  entryFixture,
  mallItem,
  pageOf,
  redemptionFixture,
  renderPoints,
} from './points-fixtures';
import { PointsMallPage } from './points-mall-page';

const onLogin = vi.fn();
const page = () => <PointsMallPage currencySymbol="P" onLogin={onLogin} onOpenSecurityCentre={vi.fn()} />;

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });
const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  pointsRewards: () => ({ list: [mallItem(1)] }),
  pointsConfig: () => configFixture(),
  pointsBalance: () => balanceFixture(),
  ...overrides,
});
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (td) => td.textContent);

describe('the tabs', () => {
  it('are an accessible tab list kept in ?tab=, moved by the arrow keys', async () => {
    stubApi(statusFixture(), undefined, routes());
    renderPoints(page(), '/pointMall?tab=rules');
    const tablist = screen.getByRole('tablist', { name: 'Points mall sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Mall', 'Redeem history', 'Points details', 'Rules']);
    const rules = screen.getByRole('tab', { name: 'Rules' });
    expect(rules.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(rules.id);
    await screen.findByTestId('points-rules');

    fireEvent.keyDown(rules, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Mall' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mall' }));
    expect(screen.getByTestId('address').textContent).toBe('/pointMall');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByTestId('address').textContent).toBe('/pointMall?tab=rules');
    fireEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    expect(screen.getByTestId('address').textContent).toBe('/pointMall?tab=details');
  });

  it('ask a visitor to log in for the redeem history and the points details', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, routes());
    renderPoints(page(), '/pointMall?tab=history');
    const prompt = screen.getByTestId('points-history-login');
    expect(prompt.textContent).toContain('Log in to see your redeem history.');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    fireEvent.click(within(screen.getByTestId('points-details-login')).getByRole('button'));
    expect(onLogin).toHaveBeenCalledTimes(2);
    expect(requestsTo(fetchMock, 'pointsRedeemed')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'pointsTransactions')).toHaveLength(0);
  });
});

describe('the redeem history', () => {
  it('lists the redemptions with their state in words, pages and filters by state', async () => {
    member();
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes({
        pointsRedeemed: ({ url }) => {
          const pageNo = Number(url.searchParams.get('pageNo'));
          if (url.searchParams.get('status') === 'REJECTED')
            return pageOf([redemptionFixture(7, { status: 'REJECTED', remark: 'Address incomplete' })]);
          return pageNo === 2
            ? pageOf([redemptionFixture(3, { itemName: 'Headphones' })], 2, 2)
            : pageOf(
                [
                  redemptionFixture(12, {
                    kind: 'GOODS',
                    itemName: 'Team jersey',
                    quantity: 2,
                    points: 40000,
                    amount: 0,
                    status: 'PROCESS',
                    shippingRef: 'LBC-5521',
                  }),
                  redemptionFixture(11, {
                    kind: 'CONVERT',
                    itemId: null,
                    itemName: null,
                    points: 450,
                    amount: 4.5,
                  }),
                ],
                1,
                2,
              );
        },
      }),
    );
    renderPoints(page(), '/pointMall?tab=history');
    const table = await screen.findByTestId('points-history-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Item', 'Qty', 'Points', 'Amount', 'Status', 'Remark', 'Shipping ref.']);
    const goods = cells(screen.getByTestId('points-history-row-12'));
    expect(goods[0]).toMatch(/2026/);
    expect(goods.slice(1)).toEqual(['Team jersey', '2', '40,000', '—', 'In process', '—', 'LBC-5521']);
    expect(cells(screen.getByTestId('points-history-row-11')).slice(1, 6)).toEqual([
      'Converted to cash',
      '1',
      '450',
      'P 4.50',
      'Approved',
    ]);
    expect(
      screen.getByTestId('points-history-row-11').querySelector('.points-state svg[aria-hidden="true"]'),
    ).not.toBeNull();
    expect(requestsTo(fetchMock, 'pointsRedeemed')[0]!.url.search).toBe('?pageNo=1&pageSize=10');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByTestId('points-history-row-3');
    expect(requestsTo(fetchMock, 'pointsRedeemed').at(-1)!.url.searchParams.get('pageNo')).toBe('2');

    fireEvent.change(screen.getByTestId('points-history-status'), { target: { value: 'REJECTED' } });
    await screen.findByTestId('points-history-row-7');
    expect(cells(screen.getByTestId('points-history-row-7')).slice(5, 7)).toEqual([
      'Rejected',
      'Address incomplete',
    ]);
    expect(requestsTo(fetchMock, 'pointsRedeemed').at(-1)!.url.search).toBe(
      '?pageNo=1&pageSize=10&status=REJECTED',
    );
    expect(
      Array.from((screen.getByTestId('points-history-status') as HTMLSelectElement).options, (o) => o.text),
    ).toEqual(['All statuses', 'In process', 'Approved', 'Rejected']);
  });

  it('says so when there is none', async () => {
    member();
    stubApi(statusFixture(), undefined, routes({ pointsRedeemed: () => pageOf([]) }));
    renderPoints(page(), '/pointMall?tab=history');
    expect(await screen.findByText('No redemptions yet.')).toBeTruthy();
  });
});

describe('the points details', () => {
  it('lists the ledger signed, by type and dates, a page at a time', async () => {
    member();
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes({
        pointsTransactions: ({ url }) =>
          url.searchParams.get('pageNo') === '2'
            ? pageOf([entryFixture(1, { type: 'DEPOSIT', points: 500, reference: 'Deposit' })], 2, 2)
            : pageOf(
                [entryFixture(3, { type: 'REDEEM', points: -1000, reference: 'P 10 cash' }), entryFixture(2)],
                1,
                2,
              ),
      }),
    );
    renderPoints(page(), '/pointMall?tab=details');
    const table = await screen.findByTestId('points-details-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Type', 'Reference', 'Points']);
    expect(cells(screen.getByTestId('points-details-row-3')).slice(1)).toEqual([
      'Redeem',
      'P 10 cash',
      'Spent −1,000',
    ]);
    expect(cells(screen.getByTestId('points-details-row-2')).slice(1)).toEqual([
      'Slots',
      'Lucky Fortune',
      'Earned +148.14',
    ]);
    expect(screen.getByTestId('points-details-row-3-points').querySelector('.points-debit')).not.toBeNull();

    // The last 30 days at first: from a local midnight to the end of today.
    const first = requestsTo(fetchMock, 'pointsTransactions')[0]!.url.searchParams;
    const from = Number(first.get('from'));
    const to = Number(first.get('to'));
    expect(new Date(from).getHours()).toBe(0);
    expect(Math.round((to - from) / 86_400_000)).toBe(30);
    expect(first.get('type')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByTestId('points-details-row-1');

    fireEvent.change(screen.getByTestId('points-details-type'), { target: { value: 'SLOTS' } });
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'pointsTransactions').at(-1)!.url.searchParams.get('type')).toBe('SLOTS'),
    );
    expect(requestsTo(fetchMock, 'pointsTransactions').at(-1)!.url.searchParams.get('pageNo')).toBe('1');
    expect(
      Array.from((screen.getByTestId('points-details-type') as HTMLSelectElement).options, (o) => o.text),
    ).toEqual([
      'All types',
      'Live Casino',
      'Lottery',
      'Card Games',
      'Slots',
      'Sports',
      'Deposit',
      'Redeem',
      'Refund',
      'Adjustment',
    ]);

    // A start after the end is not asked for.
    const calls = requestsTo(fetchMock, 'pointsTransactions').length;
    fireEvent.change(screen.getByTestId('points-details-from'), { target: { value: '2099-01-01' } });
    expect((await screen.findByTestId('points-details-range')).textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect(requestsTo(fetchMock, 'pointsTransactions')).toHaveLength(calls);
  });
});

describe('the rules', () => {
  it('shows the multipliers, the deposit points, the ratio, the minimum and step, and that points never expire', async () => {
    stubApi(statusFixture(), undefined, routes());
    renderPoints(page(), '/pointMall?tab=rules');
    const rules = await screen.findByTestId('points-rules');
    expect(cells(screen.getByTestId('points-rules-LIVE'))).toEqual(['0.70 points per 1.00']);
    expect(screen.getByTestId('points-rules-LIVE').querySelector('th')!.textContent).toBe('Live Casino');
    expect(cells(screen.getByTestId('points-rules-RNG'))).toEqual(['1.20 points per 1.00']);
    expect(screen.getByTestId('points-rules-deposit').textContent).toBe(
      '1.00 points for every P 1.00 deposited.',
    );
    expect(screen.getByTestId('points-rules-ratio').textContent).toBe('100 points = P 1.00');
    expect(screen.getByTestId('points-rules-min').textContent).toBe('Minimum: 500 points');
    expect(screen.getByTestId('points-rules-step').textContent).toBe('In steps of 1 point');
    expect(within(rules).getByText('Points never expire.')).toBeTruthy();
  });
});
