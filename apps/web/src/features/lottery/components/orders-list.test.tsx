import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdersResponse } from '@bet/contracts/lottery/bets';
import { i18n } from '@/shared/i18n/i18n';
import { LotteryOrders } from './orders-list';

const session = vi.hoisted(() => ({ token: 'lottery-token' as string | null, status: 'ready' }));
vi.mock('../model/lottery-session', () => ({ useLotterySession: () => ({ ...session }) }));

type Order = OrdersResponse['orders'][number];
const FUTURE = Date.now() + 3_600_000;
const order = (overrides: Partial<Order>): Order => ({
  id: 'o1',
  game: 'LUCKY5D',
  issue: '20261125-0100',
  playType: 'DIGIT_1',
  content: '1,2,3',
  units: 3,
  unitPrice: 2,
  multiple: 5,
  stake: 30,
  payout: 0,
  status: 'PENDING',
  createdAt: Date.UTC(2026, 10, 25, 1),
  settledAt: null,
  chase: null,
  draw: {
    game: 'LUCKY5D',
    issue: '20261125-0100',
    status: 'OPEN',
    closeAt: FUTURE,
    drawAt: FUTURE + 10_000,
    commit: 'c'.repeat(64),
    seed: null,
    result: null,
    source: 'HOUSE',
  },
  ...overrides,
});

const ok = (value: unknown) => new Response(JSON.stringify({ ok: true, value }));

function stubOrders(orders: Order[], totalCount = orders.length) {
  const calls: { url: URL; method: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ url, method, headers: new Headers(init?.headers) });
      if (url.pathname === '/hv/lottery/orders') return ok({ orders, totalCount });
      const cancelled = /^\/hv\/lottery\/orders\/(.+)\/cancel$/.exec(url.pathname);
      if (cancelled && method === 'POST') {
        const { draw: _draw, ...rest } = orders.find((o) => o.id === cancelled[1])!;
        return ok({ order: { ...rest, status: 'CANCELLED' }, balance: 100 });
      }
      return new Response(JSON.stringify({ ok: false, error: 'not.found' }), { status: 404 });
    }),
  );
  return calls;
}

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LotteryOrders />
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('LotteryOrders', () => {
  beforeEach(() => {
    session.token = 'lottery-token';
    session.status = 'ready';
  });

  it('lists orders with stake, payout, status and chase progress; filters by status and game', async () => {
    const calls = stubOrders(
      [
        order({}),
        order({
          id: 'o2',
          status: 'WON',
          payout: 58.5,
          chase: { id: 'c1', index: 3, of: 10, stopOnWin: true },
          draw: {
            ...order({}).draw!,
            status: 'SETTLED',
            result: ['1', '0', '0', '0', '0'],
            seed: 'a'.repeat(64),
          },
        }),
      ],
      25,
    );
    show();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('order-units').textContent).toBe('3 × 2.00 × 5');
    expect(rows[0]!.textContent).toContain('30.00');
    expect(within(rows[0]!).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(rows[1]!).getByTestId('order-payout').textContent).toBe('58.50');
    expect(within(rows[1]!).getByTestId('order-chase').textContent).toContain('3 / 10');
    expect(within(rows[1]!).getByTestId('order-chase').textContent).toContain('Stops on win');
    expect(within(rows[1]!).getByTestId('draw-balls')).toBeTruthy();
    // only the pending order of an open draw can be cancelled
    expect(within(rows[0]!).queryByTestId('order-cancel')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('order-cancel')).toBeNull();
    expect(screen.getByTestId('orders-pager-page-3')).toBeTruthy();
    expect(calls[0]!.headers.get('x-game-session')).toBe('lottery-token');

    fireEvent.change(screen.getByTestId('orders-status'), { target: { value: 'WON' } });
    fireEvent.change(screen.getByTestId('orders-game'), { target: { value: 'VN_NORTH' } });
    await waitFor(() => {
      const last = calls.at(-1)!.url.searchParams;
      expect([last.get('status'), last.get('game'), last.get('pageNo')]).toEqual(['WON', 'VN_NORTH', '1']);
    });
  });

  it('cancels a pending order after confirming, then reloads the list', async () => {
    const calls = stubOrders([order({})]);
    show();
    fireEvent.click(await screen.findByTestId('order-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await screen.findByTestId('orders-cancelled');
    const cancel = calls.find((c) => c.method === 'POST')!;
    expect(cancel.url.pathname).toBe('/hv/lottery/orders/o1/cancel');
    expect(calls.filter((c) => c.url.pathname === '/hv/lottery/orders').length).toBeGreaterThan(1);
  });

  it('does not offer to cancel once the draw has closed', async () => {
    stubOrders([order({ draw: { ...order({}).draw!, status: 'CLOSED' } })]);
    show();
    const row = await screen.findByTestId('order-row');
    expect(within(row).queryByTestId('order-cancel')).toBeNull();
  });

  it('asks a guest to log in instead of listing', () => {
    session.token = null;
    session.status = 'guest';
    const calls = stubOrders([]);
    show();
    expect(screen.getByTestId('lottery-login')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
