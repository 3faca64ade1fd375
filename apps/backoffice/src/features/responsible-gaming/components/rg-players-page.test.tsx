import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/format';
import { renderConsole } from '@/test/render-console';
import { callsTo, detail, excludedRow, limitedRow, page, permanentRow, queryOf } from './rg-fixtures';

const PLAYERS = '/ops/responsible-gaming/players';
const slow = { timeout: 5000 };
const answers = {
  'GET /ops/responsible-gaming/players': page([limitedRow, excludedRow, permanentRow], 45),
  'GET /ops/responsible-gaming/player': { value: detail },
};
const cells = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells, (c) => c.textContent);

describe('responsible gaming players', () => {
  it('lists the players with their limits, waiting changes, exclusion and last change', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming', { role: 'support', answers });
    const row = await screen.findByTestId('bo-rg-row-demoplayer', {}, slow);
    expect(screen.getByTestId('bo-rg-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    expect(cells(row)).toEqual(['demoplayer', '3', '1', '—', formatDateTime(limitedRow.lastChangeAt)]);
    expect(cells(screen.getByTestId('bo-rg-row-mayumi07'))).toEqual([
      'mayumi07',
      '0',
      '0',
      `Self-exclusionuntil ${formatDateTime(excludedRow.exclusion!.endsAt)}`,
      '—',
    ]);
    expect(cells(screen.getByTestId('bo-rg-row-bituin88'))[3]).toBe('Self-exclusionPermanent');
    expect(screen.getByText('45 rows')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    // Every role reads it: the menu shows it to support, right after Players.
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels.indexOf('Responsible gaming')).toBe(labels.indexOf('Players') + 1);
    expect(within(menu).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    const query = queryOf(fetchMock, PLAYERS, 0);
    expect(query.get('filter')).toBe('ALL');
    expect(query.get('username')).toBeNull();
    expect(query.get('pageNo')).toBe('1');
  });

  it('filters at once, searches a username, keeps both in the URL and pages', async () => {
    const { fetchMock, router } = renderConsole('/responsible-gaming', { role: 'admin', answers });
    await screen.findByTestId('bo-rg-row-demoplayer', {}, slow);
    const filter = screen.getByTestId('bo-rg-filter') as HTMLSelectElement;
    expect(Array.from(filter.options, (o) => o.textContent)).toEqual(['All', 'With limits', 'Excluded now']);
    fireEvent.change(filter, { target: { value: 'EXCLUDED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?filter=EXCLUDED'));
    await waitFor(() => expect(callsTo(fetchMock, PLAYERS).length).toBe(2));
    expect(queryOf(fetchMock, PLAYERS, 1).get('filter')).toBe('EXCLUDED');

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' mayumi07 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=EXCLUDED&username=mayumi07'));
    await waitFor(() => expect(callsTo(fetchMock, PLAYERS).length).toBe(3));
    expect(queryOf(fetchMock, PLAYERS, 2).get('username')).toBe('mayumi07');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(fetchMock, PLAYERS, 3).get('pageNo')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filter.value).toBe('ALL');
  });

  it('opens the player’s detail from a row, and goes back to the same list', async () => {
    const { router } = renderConsole('/responsible-gaming?filter=LIMITS', { role: 'support', answers });
    fireEvent.click(await screen.findByTestId('bo-rg-row-demoplayer', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/responsible-gaming/players/1001'));
    expect(await screen.findByTestId('bo-rg-detail', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=LIMITS'));
    expect(router.state.location.pathname).toBe('/responsible-gaming');
  });

  it('says when no player matches', async () => {
    renderConsole('/responsible-gaming', {
      answers: { 'GET /ops/responsible-gaming/players': page([]) },
    });
    expect(await screen.findByText('No player matches these filters.', {}, slow)).toBeTruthy();
  });

  it('shows a refused list with its sentence', async () => {
    renderConsole('/responsible-gaming', {
      answers: { 'GET /ops/responsible-gaming/players': { errorCode: 'request.param.err' } },
    });
    expect(
      await screen.findByText('Some fields are not valid. Check the highlighted fields.', {}, slow),
    ).toBeTruthy();
  });
});
