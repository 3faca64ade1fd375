import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { callsTo, detail, excludedDetail } from './rg-fixtures';

const slow = { timeout: 5000 };
const ADD = '/ops/responsible-gaming/exclusion';
const posts = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, ADD, 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('add self-exclusion', () => {
  it('checks the reason, asks to confirm that it cannot be undone, posts and shows the new detail', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/players/1001', {
      role: 'admin',
      answers: {
        'GET /ops/responsible-gaming/player': { value: detail },
        'POST /ops/responsible-gaming/exclusion': { value: excludedDetail },
      },
    });
    const form = await screen.findByRole('form', { name: 'Add self-exclusion' }, slow);
    expect(within(form).getByText(/It cannot be removed or shortened early, by anyone\./)).toBeTruthy();
    const period = screen.getByTestId('bo-rg-exclusion-period') as HTMLSelectElement;
    expect(Array.from(period.options, (o) => o.textContent)).toEqual([
      '6 months',
      '1 year',
      '5 years',
      'Permanent',
    ]);
    // Too short a reason: stays in the form, nothing is sent.
    fireEvent.change(screen.getByTestId('bo-rg-exclusion-reason'), { target: { value: 'no' } });
    fireEvent.click(screen.getByTestId('bo-rg-exclusion-submit'));
    expect(await within(form).findByText('Too short or too small.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(period, { target: { value: 'PERMANENT' } });
    fireEvent.change(screen.getByTestId('bo-rg-exclusion-reason'), {
      target: { value: '  Asked by phone ' },
    });
    fireEvent.click(screen.getByTestId('bo-rg-exclusion-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the self-exclusion' });
    expect(within(dialog).getByText('Self-exclude demoplayer permanently?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'This cannot be undone early: no one, not the player and not an admin, can remove or shorten a self-exclusion once it is added.',
      ),
    ).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('bo-rg-exclusion-confirm'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toEqual({ memberId: '1001', period: 'PERMANENT', reason: 'Asked by phone' });
    expect(await screen.findByText('demoplayer is self-excluded permanently.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The detail is the server's answer: the new exclusion is listed, in force, with its reason.
    const rows = within(screen.getByRole('region', { name: 'Exclusions of demoplayer' })).getAllByTestId(
      'bo-rg-exclusion-row',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Asked by phone')).toBeTruthy();
    expect(within(rows[0]!).getByText('In force')).toBeTruthy();
    expect((screen.getByTestId('bo-rg-exclusion-reason') as HTMLTextAreaElement).value).toBe('');
  });

  it('says when the end will be, and keeps a refusal in the confirmation', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/players/1001', {
      role: 'admin',
      answers: {
        'GET /ops/responsible-gaming/player': { value: detail },
        'POST /ops/responsible-gaming/exclusion': { errorCode: 'not.found', status: 404 },
      },
    });
    await screen.findByRole('form', { name: 'Add self-exclusion' }, slow);
    fireEvent.change(screen.getByTestId('bo-rg-exclusion-period'), { target: { value: '1Y' } });
    fireEvent.change(screen.getByTestId('bo-rg-exclusion-reason'), { target: { value: 'Problem gambling' } });
    fireEvent.click(screen.getByTestId('bo-rg-exclusion-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the self-exclusion' });
    expect(within(dialog).getByText(/^Self-exclude demoplayer for 1 year, until about .+\?$/)).toBeTruthy();
    expect(within(dialog).getByText('Reason: Problem gambling')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('bo-rg-exclusion-confirm'));
    expect(await within(dialog).findByText('Not found.')).toBeTruthy();
    expect(posts(fetchMock)[0]).toEqual({ memberId: '1001', period: '1Y', reason: 'Problem gambling' });

    // Cancel closes it: nothing more is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(fetchMock)).toHaveLength(1);
  });
});
