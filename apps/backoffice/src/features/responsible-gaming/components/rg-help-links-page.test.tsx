import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { callsTo, page } from './rg-fixtures';

const HELP = '/ops/responsible-gaming/help-links';
const slow = { timeout: 5000 };
const gamcare = { name: 'GamCare', url: 'https://www.gamcare.org.uk' };
const begambleaware = { name: 'BeGambleAware', url: 'https://www.begambleaware.org' };
const answers = {
  'GET /ops/responsible-gaming/players': page([]),
  'GET /ops/responsible-gaming/help-links': { value: { links: [gamcare, begambleaware] } },
  'PUT /ops/responsible-gaming/help-links': (body: unknown) => ({ value: body }),
};
const puts = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, HELP, 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
const shown = () =>
  screen
    .getAllByTestId('bo-rg-help-row')
    .map((_, i) => [value(`bo-rg-help-name-${i}`), value(`bo-rg-help-url-${i}`)]);

describe('responsible gaming help organisations', () => {
  it('opens from its tab and shows the list in order, with where players see it', async () => {
    const { router } = renderConsole('/responsible-gaming', { role: 'admin', answers });
    const tab = await screen.findByTestId('bo-rg-help-tab', {}, slow);
    expect(tab.textContent).toBe('Help organisations');
    fireEvent.click(tab);
    await waitFor(() => expect(router.state.location.pathname).toBe('/responsible-gaming/help'));
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    expect(screen.getByTestId('bo-rg-help-tab').getAttribute('aria-current')).toBe('page');
    expect(shown()).toEqual([
      ['GamCare', 'https://www.gamcare.org.uk'],
      ['BeGambleAware', 'https://www.begambleaware.org'],
    ]);
    expect(screen.getByTestId('bo-rg-help-page').textContent).toContain(
      "on their responsible-gaming page and behind the Responsible Gaming link in the site's footer",
    );
    expect(screen.getByLabelText('Name of organisation 2')).toBe(screen.getByTestId('bo-rg-help-name-1'));
    expect((screen.getByTestId('bo-rg-help-up-0') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('bo-rg-help-down-1') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('bo-rg-help-saved')).toBeNull();
  });

  it('edits, adds, removes and reorders, then saves the list as edited, in order', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/help', { role: 'admin', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    type('bo-rg-help-name-0', '  GamCare UK ');
    fireEvent.click(screen.getByTestId('bo-rg-help-add'));
    expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(3);
    type('bo-rg-help-name-2', 'Gamblers Anonymous');
    type('bo-rg-help-url-2', 'https://www.gamblersanonymous.org.uk');
    // The new one goes first, the second one is removed.
    fireEvent.click(screen.getByTestId('bo-rg-help-up-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Move organisation 2 up' }));
    expect(shown().map(([name]) => name)).toEqual(['Gamblers Anonymous', '  GamCare UK ', 'BeGambleAware']);
    fireEvent.click(screen.getByTestId('bo-rg-help-remove-2'));
    expect(shown()).toEqual([
      ['Gamblers Anonymous', 'https://www.gamblersanonymous.org.uk'],
      ['  GamCare UK ', 'https://www.gamcare.org.uk'],
    ]);

    fireEvent.click(screen.getByTestId('bo-rg-help-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toEqual({
      links: [
        { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org.uk' },
        { name: 'GamCare UK', url: 'https://www.gamcare.org.uk' },
      ],
    });
    expect((await screen.findByTestId('bo-rg-help-saved')).textContent).toBe('Help organisations saved.');
    // The form holds the list as saved; a new edit takes the confirmation away.
    expect(value('bo-rg-help-name-1')).toBe('GamCare UK');
    type('bo-rg-help-name-1', 'GamCare');
    await waitFor(() => expect(screen.queryByTestId('bo-rg-help-saved')).toBeNull());
  });

  it('adds at most 8 organisations', async () => {
    renderConsole('/responsible-gaming/help', { role: 'admin', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    const add = screen.getByTestId('bo-rg-help-add') as HTMLButtonElement;
    for (let i = 0; i < 6; i++) fireEvent.click(add);
    expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(8);
    expect(add.disabled).toBe(true);
    expect(screen.getByText('The list holds at most 8 organisations.')).toBeTruthy();
  });

  it('shows a bad address or name under its field and sends nothing', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/help', { role: 'admin', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    type('bo-rg-help-url-0', 'http://www.gamcare.org.uk');
    type('bo-rg-help-url-1', 'begambleaware');
    type('bo-rg-help-name-1', 'B');
    fireEvent.click(screen.getByTestId('bo-rg-help-save'));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(screen.getByText('The format is not valid.')).toBeTruthy();
    expect(screen.getByText('Too short or too small.')).toBeTruthy();
    expect(screen.getByTestId('bo-rg-help-url-0').getAttribute('aria-invalid')).toBe('true');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s refusal in words', async () => {
    renderConsole('/responsible-gaming/help', {
      role: 'admin',
      answers: {
        ...answers,
        'PUT /ops/responsible-gaming/help-links': { errorCode: 'forbidden', status: 403 },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    fireEvent.click(screen.getByTestId('bo-rg-help-save'));
    expect(await screen.findByText('Your role may not do this.')).toBeTruthy();
    expect(screen.queryByTestId('bo-rg-help-saved')).toBeNull();
  });

  it('puts the server’s field errors under their fields', async () => {
    renderConsole('/responsible-gaming/help', {
      role: 'admin',
      answers: {
        ...answers,
        'PUT /ops/responsible-gaming/help-links': {
          errorCode: 'request.param.err',
          value: { fields: [{ path: 'links.1.url', code: 'too_big' }] },
        },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    fireEvent.click(screen.getByTestId('bo-rg-help-save'));
    expect(await screen.findByText('Too long or too large.')).toBeTruthy();
    expect(screen.getByTestId('bo-rg-help-url-1').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows support the list read-only, without a way to save', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/help', { role: 'support', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-help-row')).toHaveLength(2), slow);
    expect(screen.getByText('Only an admin can change the help organisations.')).toBeTruthy();
    expect((screen.getByTestId('bo-rg-help-name-0') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect((screen.getByTestId('bo-rg-help-url-1') as HTMLInputElement).matches(':disabled')).toBe(true);
    for (const testId of ['bo-rg-help-save', 'bo-rg-help-add', 'bo-rg-help-remove-0', 'bo-rg-help-up-1'])
      expect(screen.queryByTestId(testId)).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('says when no organisation is listed', async () => {
    renderConsole('/responsible-gaming/help', {
      role: 'admin',
      answers: { ...answers, 'GET /ops/responsible-gaming/help-links': { value: { links: [] } } },
    });
    expect(await screen.findByText('No organisation is listed: players see none.', {}, slow)).toBeTruthy();
    expect(screen.queryAllByTestId('bo-rg-help-row')).toHaveLength(0);
  });
});
