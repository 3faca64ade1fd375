import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { betMission, bodyOf, callsTo, missionsAnswer } from './mission-fixtures';

const answers = {
  'GET /ops/missions': missionsAnswer,
  'POST /ops/missions': (body: unknown) => ({ value: { ...betMission, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/missions', 'POST');

/** Opens the editor of a new mission. */
async function openNew(role = 'admin', given = answers) {
  const view = renderConsole('/missions', { role, answers: given });
  fireEvent.click(await screen.findByTestId('mission-new', {}, slow));
  const dialog = await screen.findByRole('dialog', { name: 'New mission' });
  return { ...view, dialog };
}

describe('mission form', () => {
  it('refuses a login-days target of 8 on a weekly mission and sends nothing', async () => {
    const { fetchMock, dialog } = await openNew();
    type('mission-task', 'LOGIN_DAYS');
    type('mission-period', 'WEEKLY');
    // A count now, with the period's maximum shown; no category for log-ins.
    expect(within(dialog).getByLabelText('Days to log in')).toBe(screen.getByTestId('mission-target'));
    expect(within(dialog).getByText('One a day: at most 7 in this period.')).toBeTruthy();
    expect(screen.queryByTestId('mission-category')).toBeNull();
    type('mission-target', '8');
    type('mission-reward', '20');
    fireEvent.click(screen.getByTestId('mission-save'));

    expect(await within(dialog).findByText('Enter a whole number from 1 to 7.')).toBeTruthy();
    expect(screen.getByTestId('mission-target').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);

    // A daily log-in mission asks for one day at most.
    type('mission-period', 'DAILY');
    expect(await within(dialog).findByText('Enter a whole number from 1 to 1.')).toBeTruthy();
    expect(within(dialog).getByText('One a day: at most 1 in this period.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('refuses a category on a deposits mission, then saves it with any category', async () => {
    const { fetchMock, dialog, router } = await openNew();
    type('mission-category', 'RNG');
    type('mission-task', 'DEPOSITS');
    type('mission-target', '2');
    type('mission-reward', '50');
    expect(screen.getByTestId('mission-preview').textContent).toBe(
      'Deposit 2 times — reward 50.00, turnover ×1',
    );
    fireEvent.click(screen.getByTestId('mission-save'));

    expect(
      await within(dialog).findByText('Only bet missions count a category: choose Any category.'),
    ).toBeTruthy();
    expect(screen.getByTestId('mission-category').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);

    type('mission-category', '');
    await waitFor(() => expect(screen.queryByTestId('mission-category')).toBeNull());
    fireEvent.click(screen.getByTestId('mission-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toEqual({
      task: 'DEPOSITS',
      category: null,
      period: 'DAILY',
      target: 2,
      reward: 50,
      turnoverMultiple: 1,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/missions');
  });

  it('sends a valid bet mission as the contract asks and previews the player’s line', async () => {
    const { fetchMock, dialog } = await openNew();
    const preview = screen.getByTestId('mission-preview');
    expect(preview.textContent).toBe('Bet … on any game — reward …, turnover ×1');
    expect(within(dialog).getByText('Players will see, each day')).toBeTruthy();
    type('mission-category', 'RNG');
    type('mission-target', '500');
    type('mission-reward', '20');
    expect(preview.textContent).toBe('Bet 500.00 on RNG — reward 20.00, turnover ×1');
    type('mission-turnover', '3');
    type('mission-period', 'WEEKLY');
    expect(preview.textContent).toBe('Bet 500.00 on RNG — reward 20.00, turnover ×3');
    expect(within(dialog).getByText('Players will see, each week')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mission-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toEqual({
      task: 'BET',
      category: 'RNG',
      period: 'WEEKLY',
      target: 500,
      reward: 20,
      turnoverMultiple: 3,
      sort: 0,
    });
  });

  it('refuses a bet target or reward with three decimals', async () => {
    const { fetchMock, dialog } = await openNew();
    type('mission-target', '10.005');
    type('mission-reward', '1.001');
    fireEvent.click(screen.getByTestId('mission-save'));
    expect(
      await within(dialog).findByText(
        'Enter an amount above 0 with at most 2 decimals, at most 1,000,000,000.00.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('At most 2 decimals.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('edits a saved mission with its id and translates the server’s refusal', async () => {
    const { fetchMock } = renderConsole('/missions', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/missions': { errorCode: 'mission.not.found', status: 404 },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Log in on 5 days (weekly)' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Log in on 5 days' });
    expect((screen.getByTestId('mission-target') as HTMLInputElement).value).toBe('5');
    expect((screen.getByTestId('mission-period') as HTMLSelectElement).value).toBe('WEEKLY');
    type('mission-reward', '15');
    fireEvent.click(screen.getByTestId('mission-save'));

    expect(await within(dialog).findByText('This mission does not exist (any more).')).toBeTruthy();
    expect(bodyOf(posts(fetchMock)[0])).toEqual({
      id: 4,
      task: 'LOGIN_DAYS',
      category: null,
      period: 'WEEKLY',
      target: 5,
      reward: 15,
      turnoverMultiple: 1,
      sort: 3,
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    const { dialog } = await openNew('admin', {
      ...answers,
      'POST /ops/missions': {
        errorCode: 'request.param.err',
        value: { fields: [{ path: 'target', code: 'too_big' }] },
      } as never,
    });
    type('mission-target', '500');
    type('mission-reward', '20');
    fireEvent.click(screen.getByTestId('mission-save'));
    expect(
      await within(dialog).findByText(
        'Enter an amount above 0 with at most 2 decimals, at most 1,000,000,000.00.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('mission-target').getAttribute('aria-invalid')).toBe('true');
  });
});
