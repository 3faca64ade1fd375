import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { betMission, bodyOf, callsTo, missionsAnswer } from './mission-fixtures';

const answers = {
  'GET /ops/missions': missionsAnswer,
  'POST /ops/missions/status': (body: unknown) => ({ value: { ...betMission, ...(body as object) } }),
};
const slow = { timeout: 5000 };
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('missions page', () => {
  it('lists each mission in words with this period’s figures, what it paid and the total paid', async () => {
    renderConsole('/missions', { role: 'admin', answers });
    await screen.findByRole('rowheader', { name: 'Bet 500.00 on RNG' }, slow);

    const bet = rowOf('Bet 500.00 on RNG');
    for (const text of ['Daily', '20.00', '×1', '1,250', '310', '295', '12,345.67'])
      expect(within(bet).getByText(text)).toBeTruthy();
    expect(within(rowOf('Bet 10,000.00 on any game')).getByText('150.50')).toBeTruthy();
    const deposits = rowOf('Deposit 2 times');
    expect(within(deposits).getByText('×0')).toBeTruthy();
    expect(within(deposits).getByText('Weekly')).toBeTruthy();
    expect(within(rowOf('Log in on 5 days')).getByText('1,000.00')).toBeTruthy();

    // 12,345.67 + 0.10 + 0.20 + 1,000.00, added in cents (no 13,345.970000000001).
    const total = rowOf('Total paid');
    expect(within(total).getByTestId('missions-total-paid').textContent).toBe('13,345.97');
    expect(screen.getByRole('columnheader', { name: 'This period' }).getAttribute('colspan')).toBe('3');
    expect(screen.getByTestId('missions-count').textContent).toBe('4 of 50 missions');
    // Registered in the menu, beside the promotions.
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Missions' }).getAttribute('href')).toBe('/missions');
  });

  it('pauses and resumes a mission with its switch', async () => {
    const { fetchMock } = renderConsole('/missions', { role: 'admin', answers });
    const active = await screen.findByRole('switch', { name: 'Bet 500.00 on RNG (daily) is active' }, slow);
    expect(active.getAttribute('aria-checked')).toBe('true');
    const paused = screen.getByRole('switch', { name: 'Deposit 2 times (weekly) is active' });
    expect(paused.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(active);
    await waitFor(() => expect(callsTo(fetchMock, '/ops/missions/status', 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/ops/missions/status', 'POST')[0])).toEqual({
      id: 1,
      status: 'PAUSED',
    });
    fireEvent.click(paused);
    await waitFor(() => expect(callsTo(fetchMock, '/ops/missions/status', 'POST')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/ops/missions/status', 'POST')[1])).toEqual({
      id: 3,
      status: 'ACTIVE',
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // The list is read again after each change.
    await waitFor(() => expect(callsTo(fetchMock, '/ops/missions').length).toBeGreaterThanOrEqual(2));
  });

  it('translates a refused switch', async () => {
    renderConsole('/missions', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/missions/status': { errorCode: 'mission.not.found', status: 404 },
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Bet 500.00 on RNG (daily) is active' }, slow));
    expect(await screen.findByText('This mission does not exist (any more).')).toBeTruthy();
  });

  it('shows a read-only role the table and figures without any button', async () => {
    renderConsole('/missions', { role: 'support', answers });
    const bet = (await screen.findByRole('rowheader', { name: 'Bet 500.00 on RNG' }, slow)).closest('tr')!;
    expect(within(bet).getByText('Active')).toBeTruthy();
    expect(within(bet).getByText('12,345.67')).toBeTruthy();
    expect(within(rowOf('Deposit 2 times')).getByText('Paused')).toBeTruthy();
    expect(screen.getByTestId('missions-total-paid').textContent).toBe('13,345.97');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('mission-new')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
