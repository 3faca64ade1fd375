import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { i18n } from '@/shared/i18n/i18n';
import { LotteryTrend } from './trend-chart';

const draw = (issue: string, game: string, result: string[] | null): LotteryDraw => ({
  game,
  issue,
  status: result ? 'SETTLED' : 'VOID',
  closeAt: 0,
  drawAt: 0,
  commit: null,
  seed: null,
  result,
  source: 'HOUSE',
});

function stub(draws: LotteryDraw[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      if (url.pathname === '/hv/lottery/draws')
        return new Response(JSON.stringify({ ok: true, value: { draws, totalCount: draws.length } }));
      if (url.pathname === '/hv/lottery/vn-numbers') {
        const numbers = Array.from({ length: 100 }, (_, n) => ({
          number: String(n).padStart(2, '0'),
          hits: n === 7 ? 9 : n % 3,
          missing: n === 42 ? 30 : 1,
        }));
        return new Response(JSON.stringify({ ok: true, value: { numbers } }));
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return urls;
}

const show = (game: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LotteryTrend game={game} />
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('LotteryTrend', () => {
  it('draws one row per drawn issue with the drawn face as a ball, per die, and the hot faces', async () => {
    const urls = stub([
      draw('20261125-0003', 'FASTDICE', ['6', '1', '2']),
      draw('20261125-0002', 'FASTDICE', null),
      draw('20261125-0001', 'FASTDICE', ['6', '3', '2']),
    ]);
    show('FASTDICE');
    const grid = await screen.findByTestId('trend-grid');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual(['0003', '0001']);
    expect(
      within(rows[0]!)
        .getAllByTestId('trend-hit')
        .map((cell) => cell.textContent),
    ).toEqual(['6']);
    expect(screen.getByTestId('trend-hot').textContent).toMatch(/^6/);
    expect(urls[0]!.searchParams.get('pageSize')).toBe('30');

    // the second die
    fireEvent.click(screen.getByTestId('trend-column-1'));
    expect(
      within(screen.getByTestId('trend-grid'))
        .getAllByTestId('trend-hit')
        .map((c) => c.textContent),
    ).toEqual(['1', '3']);
    fireEvent.click(screen.getByTestId('trend-span-100'));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('pageSize')).toBe('100'));
  });

  it('a VN game trends the đề head and tail and shows the 00–99 numbers', async () => {
    const special = (n: string) => [n, ...Array(26).fill('1111')];
    stub([draw('20261125', 'VN_NORTH', special('12345')), draw('20261124', 'VN_NORTH', special('99907'))]);
    show('VN_NORTH');
    const grid = await screen.findByTestId('trend-grid');
    expect(
      within(grid)
        .getAllByTestId('trend-hit')
        .map((c) => c.textContent),
    ).toEqual(['4', '0']);
    fireEvent.click(screen.getByTestId('trend-column-1'));
    expect(
      within(screen.getByTestId('trend-grid'))
        .getAllByTestId('trend-hit')
        .map((c) => c.textContent),
    ).toEqual(['5', '7']);
    const numbers = await screen.findByTestId('vn-numbers');
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(100);
    expect(within(numbers).getByTestId('vn-hot').textContent).toMatch(/^07/);
    expect(within(numbers).getByTestId('vn-number-07').className).toContain('lr-heat-4');
  });
});
