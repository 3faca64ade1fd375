import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { i18n } from '@/shared/i18n/i18n';
import { LotteryResults } from './results-list';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const COMMIT = '954d5a49fd70d9b8bcdb35d252267829957f7ef7fa6c74f88419bdc5e82209f4';

const draw = (overrides: Partial<LotteryDraw>): LotteryDraw => ({
  game: 'FASTDICE',
  issue: '20261125-0001',
  status: 'SETTLED',
  closeAt: Date.UTC(2026, 10, 25, 0, 0, 50),
  drawAt: Date.UTC(2026, 10, 25, 0, 1),
  commit: COMMIT,
  seed: SEED,
  result: ['1', '5', '4'],
  source: 'HOUSE',
  ...overrides,
});

/** Stubs the house lottery's draws (its own `{ ok, value }` envelope); records the queries. */
function stubDraws(draws: LotteryDraw[], totalCount = draws.length) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/hv/lottery/draws') return new Response('{}', { status: 404 });
      queries.push(url.searchParams);
      return new Response(JSON.stringify({ ok: true, value: { draws, totalCount } }));
    }),
  );
  return queries;
}

const show = (game: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LotteryResults game={game} />
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('LotteryResults', () => {
  it('shows dice with their sum, the house draw badge, a void draw, and filters by day', async () => {
    const queries = stubDraws(
      [draw({}), draw({ issue: '20261125-0000', status: 'VOID', result: null, seed: null })],
      25,
    );
    show('FASTDICE');
    const rows = await screen.findAllByTestId('result-row');
    expect(rows).toHaveLength(2);
    const dice = within(rows[0]!).getByTestId('draw-dice');
    expect(dice.getAttribute('aria-label')).toBe('Drawn numbers');
    expect(
      within(dice)
        .getAllByRole('listitem')
        .map((die) => die.textContent),
    ).toEqual(['1', '5', '4']);
    expect(dice.querySelectorAll('.lr-die-5 .lr-pip')).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('= 10');
    expect(rows[0]!.textContent).toContain('House draw');
    expect(within(rows[0]!).getByTestId('result-verify').getAttribute('href')).toBe(
      '/lottery?verify=FASTDICE%3A20261125-0001',
    );
    expect(within(rows[1]!).getByTestId('result-void')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('result-verify')).toBeNull();
    // 25 draws at 10 a page
    expect(screen.getByTestId('results-pager-page-3')).toBeTruthy();
    expect(queries[0]!.get('pageSize')).toBe('10');
    expect(queries[0]!.get('drawn')).toBe('true');

    fireEvent.change(screen.getByTestId('results-date'), { target: { value: '2026-11-24' } });
    await waitFor(() => expect(queries.at(-1)!.get('date')).toBe('2026-11-24'));
    expect(queries.at(-1)!.get('pageNo')).toBe('1');
  });

  it('shows the race as car chips in finishing order', async () => {
    const order = ['10', '09', '01', '07', '05', '04', '02', '03', '06', '08'];
    stubDraws([draw({ game: 'RACE10', result: order })]);
    show('RACE10');
    const cars = await screen.findByTestId('draw-cars');
    expect(
      within(cars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(order);
    expect(cars.firstElementChild!.classList.contains('lr-car-10')).toBe(true);
  });

  it('prints a VN North result as a prize table, the special prize (ĐB) first', async () => {
    const result =
      '29512 81015 53678 94434 31622 49720 52968 44624 63420 21797 0609 7743 6431 0298 6158 4821 4871 5284 7409 1524 497 785 003 71 65 44 49'.split(
        ' ',
      );
    stubDraws([draw({ game: 'VN_NORTH', issue: '20261125', result })]);
    show('VN_NORTH');
    const table = await screen.findByTestId('vn-prize-table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual([
      'ĐB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
    ]);
    expect(rows[0]!.textContent).toContain('29512');
    expect(within(rows[3]!).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(rows[7]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['71', '65', '44', '49']);
  });

  it('prints a VN South result from ĐB down to G8 although it is drawn last', async () => {
    const result =
      '47 864 3883 2323 5828 3618 50260 35077 86532 99765 84879 91458 21093 22172 95247 05298 38271 716428'.split(
        ' ',
      );
    stubDraws([draw({ game: 'VN_SOUTH', issue: '20261125', result })]);
    show('VN_SOUTH');
    const rows = within(await screen.findByTestId('vn-prize-table')).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[0]!.textContent).toContain('716428');
    expect(rows[8]!.textContent).toContain('G847');
    expect(rows[4]!.querySelectorAll('li')).toHaveLength(7);
  });

  it('prints a 4D result: three prizes, ten starters, ten consolation', async () => {
    const result = Array.from({ length: 23 }, (_, i) => String(1000 + i));
    stubDraws([draw({ game: 'SEA_4D', issue: '20261125', result })]);
    show('SEA_4D');
    const table = await screen.findByTestId('sea-prize-table');
    expect(within(table).getByTestId('tier-P1').textContent).toContain('1st prize1000');
    expect(within(table).getByTestId('tier-P3').textContent).toContain('1002');
    expect(within(within(table).getByTestId('tier-STARTER')).getAllByRole('listitem')).toHaveLength(10);
    expect(within(table).getByTestId('tier-CONSOLATION').textContent).toContain('1022');
  });

  it('verifies a draw in the browser from its row', async () => {
    stubDraws([draw({}), draw({ issue: '20261125-0002', result: ['6', '6', '6'] })]);
    show('FASTDICE');
    const rows = await screen.findAllByTestId('result-row');
    fireEvent.click(within(rows[0]!).getByTestId('result-verify'));
    const verdict = await screen.findByTestId('verify-verdict');
    await waitFor(() => expect(verdict.getAttribute('data-verdict')).toBe('match'));
    expect(screen.getByTestId('verify-step-3').textContent).toContain(COMMIT);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('verify-verdict')).toBeNull());

    // The same seed cannot give 6 6 6 for another issue: mismatch.
    fireEvent.click(within(rows[1]!).getByTestId('result-verify'));
    await waitFor(() =>
      expect(screen.getByTestId('verify-verdict').getAttribute('data-verdict')).toBe('mismatch'),
    );
  });
});
