import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, settings } from './points-fixtures';

const answers = {
  'GET /ops/points/settings': { value: settings },
  'PUT /ops/points/settings': (body: unknown) => ({ value: body }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const puts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/points/settings', 'PUT');
/** The hint under a field (its `aria-describedby`). */
const hintOf = (testId: string) =>
  screen
    .getByTestId(testId)
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');

describe('points settings', () => {
  it('shows each multiplier as points per 1.00, live, and saves the body the contract expects', async () => {
    const { fetchMock } = renderConsole('/points', { role: 'admin', answers });
    const live = await screen.findByLabelText('Live casino (%)', {}, slow);
    expect((live as HTMLInputElement).value).toBe('70');
    expect(hintOf('points-multiplier-LIVE')).toBe('0.70 points per 1.00');
    expect(hintOf('points-multiplier-RNG')).toBe('1.20 points per 1.00');
    expect(hintOf('points-deposit-percent')).toBe('0.01 points per 1.00 deposited');
    expect(hintOf('points-ratio')).toBe('100 points buy 1.00; players convert in steps of 1 point.');

    type('points-multiplier-LIVE', '85');
    expect(hintOf('points-multiplier-LIVE')).toBe('0.85 points per 1.00');
    type('points-multiplier-ELOTT', '0');
    type('points-deposit-percent', '150');
    expect(hintOf('points-deposit-percent')).toBe('1.50 points per 1.00 deposited');
    type('points-ratio', '40');
    expect(hintOf('points-ratio')).toBe('40 points buy 1.00; players convert in steps of 2 points.');
    type('points-convert-min', '500');
    fireEvent.click(screen.getByTestId('points-convert'));
    fireEvent.click(screen.getByTestId('points-save'));

    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      ratio: 40,
      convertEnabled: false,
      convertMin: 500,
      depositPercent: 150,
      multipliers: [
        { category: 'LIVE', percent: 85 },
        { category: 'RNG', percent: 120 },
        { category: 'SPORTS', percent: 100 },
        { category: 'ESPORTS', percent: 100 },
        { category: 'FISH', percent: 120 },
        { category: 'PVP', percent: 100 },
        { category: 'ELOTT', percent: 0 },
        { category: 'LOTT', percent: 50 },
      ],
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // Registered in the menu, with its three pages.
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Points' }).getAttribute('href')).toBe('/points');
    const pages = screen.getByRole('navigation', { name: 'Points pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/points', '/points/items', '/points/redemptions']);
  });

  it('refuses a fraction of a percent, a ratio of 0 and an empty minimum, and sends nothing', async () => {
    const { fetchMock } = renderConsole('/points', { role: 'admin', answers });
    await screen.findByTestId('points-multiplier-PVP', {}, slow);
    type('points-multiplier-PVP', '12.5');
    expect(hintOf('points-multiplier-PVP')).toContain('… points per 1.00');
    type('points-ratio', '0');
    type('points-convert-min', '');
    fireEvent.click(screen.getByTestId('points-save'));

    expect(await screen.findByText('Enter a whole percent from 0 to 1,000.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of points from 1 to 100,000.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByTestId('points-multiplier-PVP').getAttribute('aria-invalid')).toBe('true');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields', async () => {
    renderConsole('/points', {
      role: 'admin',
      answers: {
        ...answers,
        'PUT /ops/points/settings': {
          errorCode: 'request.param.err',
          value: { fields: [{ path: 'multipliers.3.percent', code: 'too_big' }] },
        },
      },
    });
    await screen.findByTestId('points-save', {}, slow);
    fireEvent.click(screen.getByTestId('points-save'));
    expect(await screen.findByText('Enter a whole percent from 0 to 1,000.')).toBeTruthy();
    expect(screen.getByTestId('points-multiplier-ESPORTS').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows support the rules read-only, without the save button', async () => {
    renderConsole('/points', { role: 'support', answers });
    const ratio = await screen.findByTestId('points-ratio', {}, slow);
    expect((ratio as HTMLInputElement).value).toBe('100');
    // The whole form's fieldset is disabled: every input with it.
    expect(ratio.matches(':disabled')).toBe(true);
    expect(screen.getByTestId('points-multiplier-LIVE').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('points-convert').matches(':disabled')).toBe(true);
    expect(screen.getByText('Only an admin can change these settings.')).toBeTruthy();
    expect(screen.queryByTestId('points-save')).toBeNull();
  });
});
