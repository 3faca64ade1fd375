import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { useRgHistory } from '../api/rg-history';
import { historyFixture, renderRg } from './rg-fixtures';
import { RgHistorySection } from './rg-history';

/** The section as the page gives it its query. */
function History() {
  return <RgHistorySection history={useRgHistory()} currencySymbol="P" />;
}

const cells = (month: string) =>
  within(screen.getByTestId(`rg-history-${month}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => vi.unstubAllGlobals());

describe('RgHistorySection', () => {
  it('shows every month with its money, the net result signed and coloured, and the time zone', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, { rgHistory: () => historyFixture() });
    renderRg(<History />);
    const section = screen.getByTestId('rg-history');
    expect(within(section).getByRole('heading').textContent).toBe('Account history');
    // Loading: a spinner in the section, which says it is busy.
    expect(within(section).getByRole('status').textContent).toBe('Loading…');
    expect(section.getAttribute('aria-busy')).toBe('true');

    const table = await screen.findByRole('table', {
      name: 'Your deposits, withdrawals, stakes and net result by month',
    });
    expect(requestsTo(fetchMock, 'rgHistory')).toHaveLength(1);
    expect(section.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByTestId('rg-history-time-zone').textContent).toBe(
      "Months follow the site's time zone: Asia/Manila.",
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Deposits', 'Withdrawals', 'Staked', 'Net result']);

    // Twelve months, newest first; months without play are shown with zeros.
    const months = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(months.at(-1)).toBe('December 2025');

    expect(cells('2026-11')).toEqual(['P 1,234.50', 'P 200.00', 'P 860.00', 'Won +P 120.00']);
    expect(screen.getByTestId('rg-history-2026-11-net').textContent).toBe('+P 120.00');
    expect(screen.getByTestId('rg-history-2026-11-net').parentElement!.className).toBe('rg-net is-win');
    expect(cells('2026-10')).toEqual(['P 500.00', 'P 0.00', 'P 300.25', 'Lost −P 35.50']);
    expect(screen.getByTestId('rg-history-2026-10-net').parentElement!.className).toBe('rg-net is-loss');
    expect(cells('2026-09')).toEqual(['P 0.00', 'P 0.00', 'P 0.00', 'P 0.00']);
    expect(screen.getByTestId('rg-history-2026-09-net').parentElement!.className).toBe('rg-net is-even');

    // Each cell carries its column's name for the phone's label–value cards.
    const firstCell = within(screen.getByTestId('rg-history-2026-11')).getAllByRole('cell')[0]!;
    expect(firstCell.getAttribute('data-label')).toBe('Deposits');
    // The table's box is a labelled region the keyboard can reach (and scroll, if it must).
    const region = screen.getByRole('region', {
      name: 'Your deposits, withdrawals, stakes and net result by month',
    });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('names the months and writes the amounts in the chosen language', async () => {
    stubApi(statusFixture(), undefined, { rgHistory: () => historyFixture() });
    await changeLanguage('CN');
    renderRg(<History />);
    expect((await screen.findAllByRole('rowheader'))[0]!.textContent).toBe('2026年11月');
    expect(screen.getByRole('heading').textContent).toBe('账户历史');

    await changeLanguage('TY');
    await waitFor(() => expect(screen.getAllByRole('rowheader')[0]!.textContent).toBe('Nobyembre 2026'));

    await changeLanguage('ID');
    await waitFor(() => expect(screen.getAllByRole('rowheader')[0]!.textContent).toBe('November 2026'));
    expect(cells('2026-11')[0]).toBe('P 1.234,50');
    expect(screen.getByTestId('rg-history-2026-10-net').textContent).toBe('−P 35,50');
  });

  it('shows the failure with a retry that reads the history again', async () => {
    let answer: () => ReturnType<typeof historyFixture> | Response = () => apiFail(503, 'system.busy');
    const fetchMock = stubApi(statusFixture(), undefined, { rgHistory: () => answer() });
    renderRg(<History />);
    const error = await screen.findByTestId('rg-history-error');
    expect(within(error).getByRole('alert').textContent).toBe(
      'The system is busy. Please try again shortly.',
    );
    expect(screen.queryByRole('table')).toBeNull();

    answer = () => historyFixture();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('rg-history-error')).toBeNull();
    expect(requestsTo(fetchMock, 'rgHistory')).toHaveLength(2);
  });
});
