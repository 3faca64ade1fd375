import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/format';
import { renderConsole } from '@/test/render-console';
import { callsTo, depositRefusal, excludedRow, page, queryOf, sessionRefusal } from './rg-fixtures';

const REFUSALS = '/ops/responsible-gaming/refusals';
const slow = { timeout: 5000 };
const answers = {
  'GET /ops/responsible-gaming/players': page([excludedRow]),
  'GET /ops/responsible-gaming/refusals': page([sessionRefusal, depositRefusal]),
};

describe('responsible gaming refusals report', () => {
  it('opens from its tab and lists each refusal: time, player, limit, action, amount', async () => {
    const { fetchMock, router } = renderConsole('/responsible-gaming', { role: 'finance', answers });
    await screen.findByTestId('bo-rg-row-mayumi07', {}, slow);
    const tab = screen.getByTestId('bo-rg-refusals-tab');
    expect(tab.textContent).toBe('Refusals report');
    fireEvent.click(tab);
    await waitFor(() => expect(router.state.location.pathname).toBe('/responsible-gaming/refusals'));
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-refusal-row')).toHaveLength(2));
    // The page is laid anew on a new path: the tab is found again.
    expect(screen.getByTestId('bo-rg-refusals-tab').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('bo-rg-players-tab').getAttribute('aria-current')).toBeNull();
    const [session, deposit] = screen.getAllByTestId('bo-rg-refusal-row') as HTMLTableRowElement[];
    expect(Array.from(deposit!.cells, (c) => c.textContent)).toEqual([
      formatDateTime(depositRefusal.at),
      'demoplayer',
      'Daily deposit limit',
      'Deposit',
      '1,500.00',
    ]);
    expect(Array.from(session!.cells, (c) => c.textContent)).toEqual([
      formatDateTime(sessionRefusal.at),
      'bituin88',
      'Session time limit',
      'Game launch',
      '—',
    ]);
    expect(within(session!).getByRole('link', { name: 'bituin88' }).getAttribute('href')).toBe(
      '/responsible-gaming/players/1003',
    );
    expect(queryOf(fetchMock, REFUSALS, 0).get('kind')).toBeNull();
  });

  it('filters by limit kind at once and keeps it in the URL', async () => {
    const { fetchMock, router } = renderConsole('/responsible-gaming/refusals', { answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-refusal-row')).toHaveLength(2), slow);
    const kind = screen.getByLabelText('Limit') as HTMLSelectElement;
    expect(Array.from(kind.options, (o) => o.textContent)).toEqual([
      'All limits',
      'Deposit',
      'Net loss',
      'Wager',
      'Session time',
    ]);
    fireEvent.change(kind, { target: { value: 'SESSION' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=SESSION'));
    await waitFor(() => expect(callsTo(fetchMock, REFUSALS).length).toBe(2));
    expect(queryOf(fetchMock, REFUSALS, 1).get('kind')).toBe('SESSION');
  });

  it('says when no refusal matches', async () => {
    renderConsole('/responsible-gaming/refusals?kind=WAGER', {
      answers: { 'GET /ops/responsible-gaming/refusals': page([]) },
    });
    expect(await screen.findByText('No refusal matches this filter.', {}, slow)).toBeTruthy();
    expect((screen.getByLabelText('Limit') as HTMLSelectElement).value).toBe('WAGER');
  });
});
