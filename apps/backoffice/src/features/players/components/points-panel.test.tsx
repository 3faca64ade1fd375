import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { answers, points } from './player-fixtures';

const slow = { timeout: 5000 };
type Calls = { mock: { calls: unknown[][] } };
/** The addresses of the points calls made, as search params. */
const pointsQueries = (fetchMock: Calls) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/ops/players/points')
    .map((url) => url.searchParams);
const adjustments = (fetchMock: Calls) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/ops/players/points/adjust') as Array<
    [string, RequestInit]
  >;
const panel = () => screen.getByRole('region', { name: 'Points' });

describe('player points panel', () => {
  it('shows the balance and the points ledger, and filters it by type', async () => {
    const { fetchMock } = renderConsole('/players/demoplayer', { role: 'support', answers });
    expect(await screen.findByText('Lucky Sevens', {}, slow)).toBeTruthy();
    const region = panel();
    expect(within(region).getByText('1,234.50')).toBeTruthy();
    const redeem = within(region).getByText('Cash 50').closest('tr')!;
    expect(within(redeem).getByText('-5,000.00')).toBeTruthy();
    expect(within(redeem).getByText('Redeemed')).toBeTruthy();
    expect(within(region).getByText('148.14')).toBeTruthy();
    expect(pointsQueries(fetchMock)[0]!.get('username')).toBe('demoplayer');
    expect(pointsQueries(fetchMock)[0]!.get('type')).toBeNull();

    fireEvent.change(within(region).getByLabelText('Type'), { target: { value: 'ADJUST' } });
    await waitFor(() => expect(pointsQueries(fetchMock).at(-1)!.get('type')).toBe('ADJUST'));
    expect(pointsQueries(fetchMock).at(-1)!.get('pageNo')).toBe('1');
    // The records' tab and page in the address stay as they were.
    expect(screen.getByRole('tab', { name: 'Account record' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adjusts the points with a reason and reads the panel again', async () => {
    let balance = points.points;
    const { fetchMock } = renderConsole('/players/demoplayer', {
      role: 'finance',
      answers: {
        ...answers,
        'GET /ops/players/points': () => ({ value: { ...points, points: balance } }),
        'POST /ops/players/points/adjust': (body: unknown) => {
          balance += (body as { points: number }).points;
          return { value: { points: balance } };
        },
      },
    });
    await screen.findByText('Lucky Sevens', {}, slow);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points' });
    expect(
      within(dialog).getByText(
        'Adds points to demoplayer or takes them away (never below zero). Balance: 1,234.50 points.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Points (negative to take)'), {
      target: { value: '-34.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(adjustments(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (written to the audit log)'), {
      target: { value: 'Points of a voided bet' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await waitFor(() => expect(adjustments(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(adjustments(fetchMock)[0]![1].body)) as Record<string, unknown>;
    expect(body).toEqual({
      username: 'demoplayer',
      points: -34.5,
      reason: 'Points of a voided bet',
      requestId: expect.any(String),
    });
    expect(await screen.findByText('Points adjusted: demoplayer now has 1,200.00 points.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The panel reads the balance again.
    await waitFor(() => expect(within(panel()).getAllByText('1,200.00').length).toBeGreaterThan(0));
    expect(pointsQueries(fetchMock).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses 0 points or three decimals and sends nothing', async () => {
    const { fetchMock } = renderConsole('/players/demoplayer', { role: 'admin', answers });
    await screen.findByText('Lucky Sevens', {}, slow);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points' });
    const reason = within(dialog).getByLabelText('Reason (written to the audit log)');
    fireEvent.change(reason, { target: { value: 'goodwill' } });
    const sentence = 'Enter points other than 0 with at most 2 decimals, at most 1,000,000,000 either way.';
    for (const value of ['0', '1.005']) {
      fireEvent.change(within(dialog).getByLabelText('Points (negative to take)'), { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
      expect(await within(dialog).findByText(sentence)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByLabelText('Points (negative to take)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(adjustments(fetchMock)).toHaveLength(0);
  });

  it('translates a refused adjustment', async () => {
    renderConsole('/players/demoplayer', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/players/points/adjust': { errorCode: 'points.not.enough', status: 409 },
      },
    });
    await screen.findByText('Lucky Sevens', {}, slow);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points' });
    fireEvent.change(within(dialog).getByLabelText('Points (negative to take)'), {
      target: { value: '-99999' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (written to the audit log)'), {
      target: { value: 'clawback' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('The player does not have that many points.')).toBeTruthy();
  });

  it('shows support the points without the adjust button', async () => {
    renderConsole('/players/demoplayer', { role: 'support', answers });
    await screen.findByText('Lucky Sevens', {}, slow);
    expect(within(panel()).getByText('1,234.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull();
  });
});
