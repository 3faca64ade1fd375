import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerVipResponse } from '@bet/contracts/operator/operator-vip';
import { formatDateTime } from '@/shared/lib/format';
import { renderConsole } from '@/test/render-console';
import { answers, vip } from './player-fixtures';

const slow = { timeout: 5000 };
type Calls = { mock: { calls: unknown[][] } };
const calls = (fetchMock: Calls, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === path &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  ) as Array<[string, RequestInit | undefined]>;
const sets = (fetchMock: Calls) =>
  calls(fetchMock, '/ops/players/vip', 'POST').map(
    ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
  );
const panel = () => screen.getByRole('region', { name: 'VIP' });
/** The panel once the player's VIP answer is shown. */
const loaded = async () => {
  await waitFor(() => expect(within(panel()).getByText('Moved from the partner brand')).toBeTruthy(), slow);
  return panel();
};

describe('player VIP panel', () => {
  it('shows the level, the figures over the period, the relegation notice and the history', async () => {
    renderConsole('/players/demoplayer', { role: 'support', answers });
    await screen.findByRole('region', { name: 'VIP' }, slow);
    const region = await loaded();
    const standing = within(region).getByRole('region', { name: 'VIP standing of demoplayer' });
    expect(within(standing).getByText('Silver')).toBeTruthy();
    expect(within(standing).getByText('Level 2')).toBeTruthy();
    expect(within(standing).getByText('4,250.50')).toBeTruthy();
    expect(within(standing).getByText('31,000.00')).toBeTruthy();
    // The period is the merchant's, from the levels' table.
    expect(await within(standing).findByText('Deposits, last 90 days')).toBeTruthy();
    expect(within(standing).getByText('Valid bets, last 90 days')).toBeTruthy();
    expect(
      within(region).getByText(
        `Below the figures of Silver since ${formatDateTime(vip.below!.since)}: moves down on ${formatDateTime(vip.below!.relegationAt)} unless they reach them again.`,
      ),
    ).toBeTruthy();

    const history = within(region).getByRole('region', { name: 'VIP history — demoplayer' });
    const rows = (within(history).getAllByRole('row') as HTMLTableRowElement[]).slice(1);
    expect(rows.map((r) => Array.from(r.cells, (c) => c.textContent))).toEqual([
      [formatDateTime(vip.history[0]!.at), '1 → 2', 'Promoted', '58.00', '—', '—'],
      [
        formatDateTime(vip.history[1]!.at),
        '0 → 1',
        'Set by an operator',
        '0.00',
        'Moved from the partner brand',
        'admin1',
      ],
    ]);
    expect(within(region).queryByRole('button', { name: 'Set level' })).toBeNull();
  });

  it('sets a level with a reason and one request id per opening, and reads the panel again', async () => {
    let current: PlayerVipResponse = vip;
    let refuse = true;
    const { fetchMock } = renderConsole('/players/demoplayer', {
      role: 'admin',
      answers: {
        ...answers,
        'GET /ops/players/vip': () => ({ value: current }),
        'POST /ops/players/vip': (body: unknown) => {
          if (refuse) return { errorCode: 'vip.level.unknown', status: 404 };
          const { level } = body as { level: number };
          current = {
            ...vip,
            level,
            name: 'Platinum',
            below: null,
            history: [
              {
                at: Date.UTC(2026, 0, 22),
                from: 2,
                to: level,
                reason: 'OPERATOR',
                bonus: 0,
                note: 'Brand ambassador',
                by: 'admin1',
              },
              ...vip.history,
            ],
          };
          return { value: current };
        },
      },
    });
    const region = await loaded();
    fireEvent.click(within(region).getByRole('button', { name: 'Set level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set VIP level' });
    expect(
      within(dialog).getByText(
        'Sets the level of demoplayer by hand (now Silver, level 2). No upgrade bonus is paid; the audit log keeps your reason.',
      ),
    ).toBeTruthy();
    const select = (await within(dialog).findByLabelText('New level')) as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.textContent)).toEqual([
      '0 — VIP0',
      '1 — Bronze',
      '2 — Silver',
      '3 — Gold',
      '4 — Platinum',
      '5 — Diamond',
    ]);
    expect(select.value).toBe('2');
    fireEvent.change(select, { target: { value: '4' } });
    const reason = within(dialog).getByLabelText('Reason (written to the audit log)');
    fireEvent.change(reason, { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set level' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(sets(fetchMock)).toHaveLength(0);

    // Refused: the sentence stays in the dialog; the retry is the same change (same request id).
    fireEvent.change(reason, { target: { value: 'Brand ambassador' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set level' }));
    expect(
      await within(dialog).findByText(
        "This VIP level does not exist (any more): choose one of the site's levels.",
      ),
    ).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set level' }));
    await waitFor(() => expect(sets(fetchMock)).toHaveLength(2));
    const [first, second] = sets(fetchMock);
    expect(second).toEqual({
      username: 'demoplayer',
      level: 4,
      reason: 'Brand ambassador',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(second!.requestId).toBe(first!.requestId);

    expect(await screen.findByText('VIP level set: demoplayer is now Platinum (level 4).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The panel reads again: the new level, no relegation notice, the operator's change on top.
    await waitFor(() => expect(within(panel()).getByText('Level 4')).toBeTruthy());
    expect(within(panel()).queryByText(/moves down on/)).toBeNull();
    expect(within(panel()).getByText('Brand ambassador')).toBeTruthy();
    expect(calls(fetchMock, '/ops/players/vip').length).toBeGreaterThanOrEqual(2);

    // A new opening is a new change: a new request id.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Set level' }));
    const again = await screen.findByRole('dialog', { name: 'Set VIP level' });
    fireEvent.change(await within(again).findByLabelText('New level'), { target: { value: '1' } });
    fireEvent.change(within(again).getByLabelText('Reason (written to the audit log)'), {
      target: { value: 'Back to Bronze' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Set level' }));
    await waitFor(() => expect(sets(fetchMock)).toHaveLength(3));
    expect(sets(fetchMock)[2]!.level).toBe(1);
    expect(sets(fetchMock)[2]!.requestId).not.toBe(first!.requestId);
  });

  it('shows the set button to admins only (playerStatus)', async () => {
    for (const role of ['finance', 'support']) {
      const view = renderConsole('/players/demoplayer', { role, answers });
      await loaded();
      expect(within(panel()).queryByRole('button', { name: 'Set level' })).toBeNull();
      view.unmount();
    }
    renderConsole('/players/demoplayer', { role: 'admin', answers });
    await loaded();
    expect(within(panel()).getByRole('button', { name: 'Set level' })).toBeTruthy();
  });
});
