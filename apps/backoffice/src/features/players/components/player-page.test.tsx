import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { answers } from './player-fixtures';

describe('player page', () => {
  it('shows support the balances and history, without the money buttons', async () => {
    renderConsole('/players/demoplayer', { role: 'support', answers });
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    expect(screen.getAllByText('5,100.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'End sessions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Credit bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('shows finance the money buttons only', async () => {
    renderConsole('/players/demoplayer', { role: 'finance', answers });
    expect(await screen.findByRole('button', { name: 'Adjust balance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End sessions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('asks a reason before locking, and sends it', async () => {
    const { fetchMock } = renderConsole('/players/demoplayer', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/players/lock': { value: { username: 'demoplayer', sessionsEnded: 1 } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock', hidden: true }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason (written to the audit log)'), {
      target: { value: 'fraud check' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock', hidden: true }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      username: 'demoplayer',
      locked: true,
      reason: 'fraud check',
    });
  });

  it('refuses an adjustment without an amount and calls nothing', async () => {
    const { fetchMock } = renderConsole('/players/demoplayer', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Reason (written to the audit log)'), {
      target: { value: 'goodwill' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance', hidden: true }));
    await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
