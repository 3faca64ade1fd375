import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { callsTo, defaultMarkers, page } from './rg-fixtures';

const MARKERS = '/ops/responsible-gaming/harm-markers';
const slow = { timeout: 5000 };
const answers = {
  'GET /ops/responsible-gaming/players': page([]),
  'GET /ops/responsible-gaming/harm-markers': { value: defaultMarkers },
  'PUT /ops/responsible-gaming/harm-markers': (body: unknown) => ({ value: body }),
};
const puts = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, MARKERS, 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const threshold = (marker: string) =>
  screen.getByTestId(`bo-rg-marker-threshold-${marker}`) as HTMLInputElement;
const on = (marker: string) => screen.getByTestId(`bo-rg-marker-on-${marker}`) as HTMLInputElement;
const loaded = () => screen.findByTestId('bo-rg-marker-threshold-DEPOSIT_SURGE', {}, slow);

describe('responsible gaming markers of harm', () => {
  it('opens from its tab and shows each marker, what it measures, on, at its threshold', async () => {
    const { router } = renderConsole('/responsible-gaming', { role: 'admin', answers });
    const tab = await screen.findByTestId('bo-rg-markers-tab', {}, slow);
    expect(tab.textContent).toBe('Markers of harm');
    fireEvent.click(tab);
    await waitFor(() => expect(router.state.location.pathname).toBe('/responsible-gaming/markers'));
    await loaded();
    expect(screen.getByTestId('bo-rg-markers-tab').getAttribute('aria-current')).toBe('page');
    const night = screen.getByRole('group', { name: 'Night play' });
    expect(
      within(night).getByText(
        "Counts the nights of the last 7 days, from 00:00 to 06:00 in the site's time zone, on which the player placed a bet.",
      ),
    ).toBeTruthy();
    expect(within(night).getByLabelText('Threshold (nights)')).toBe(threshold('NIGHT_PLAY'));
    expect(within(night).getByText('A whole number from 1 to 7; the default is 3.')).toBeTruthy();
    expect(screen.getByLabelText('On: Deposit surge')).toBe(on('DEPOSIT_SURGE'));
    expect(screen.getByLabelText('Threshold (× the 7 days before)')).toBe(threshold('DEPOSIT_SURGE'));
    expect(
      ['DEPOSIT_SURGE', 'NIGHT_PLAY', 'LIMIT_REFUSALS', 'LIMIT_RAISES'].map((m) => [
        on(m).checked,
        threshold(m).value,
        threshold(m).min,
        threshold(m).max,
      ]),
    ).toEqual([
      [true, '3', '2', '20'],
      [true, '3', '1', '7'],
      [true, '3', '1', '50'],
      [true, '2', '1', '20'],
    ]);
    expect(screen.queryByTestId('bo-rg-markers-saved')).toBeNull();
  });

  it('saves every marker as edited, and says so until the next edit', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/markers', { role: 'admin', answers });
    await loaded();
    fireEvent.click(on('NIGHT_PLAY'));
    fireEvent.change(threshold('DEPOSIT_SURGE'), { target: { value: '5' } });
    fireEvent.change(threshold('LIMIT_RAISES'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('bo-rg-markers-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toEqual({
      markers: [
        { marker: 'DEPOSIT_SURGE', enabled: true, threshold: 5 },
        { marker: 'NIGHT_PLAY', enabled: false, threshold: 3 },
        { marker: 'LIMIT_REFUSALS', enabled: true, threshold: 3 },
        { marker: 'LIMIT_RAISES', enabled: true, threshold: 4 },
      ],
    });
    expect((await screen.findByTestId('bo-rg-markers-saved')).textContent).toBe('Markers of harm saved.');
    expect(on('NIGHT_PLAY').checked).toBe(false);
    fireEvent.change(threshold('LIMIT_REFUSALS'), { target: { value: '6' } });
    await waitFor(() => expect(screen.queryByTestId('bo-rg-markers-saved')).toBeNull());
  });

  it('shows a threshold out of its range or empty under its field and sends nothing', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/markers', { role: 'admin', answers });
    await loaded();
    fireEvent.change(threshold('DEPOSIT_SURGE'), { target: { value: '25' } });
    fireEvent.change(threshold('NIGHT_PLAY'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('bo-rg-markers-save'));
    expect(await screen.findByText('Choose a whole number from 2 to 20.')).toBeTruthy();
    expect(screen.getByText('Choose a whole number from 1 to 7.')).toBeTruthy();
    expect(threshold('DEPOSIT_SURGE').getAttribute('aria-invalid')).toBe('true');
    expect(threshold('LIMIT_RAISES').getAttribute('aria-invalid')).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s refusal in words', async () => {
    renderConsole('/responsible-gaming/markers', {
      role: 'admin',
      answers: {
        ...answers,
        'PUT /ops/responsible-gaming/harm-markers': { errorCode: 'forbidden', status: 403 },
      },
    });
    await loaded();
    fireEvent.click(screen.getByTestId('bo-rg-markers-save'));
    expect(await screen.findByText('Your role may not do this.')).toBeTruthy();
    expect(screen.queryByTestId('bo-rg-markers-saved')).toBeNull();
  });

  it('shows support the markers read-only, without a way to save', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/markers', { role: 'support', answers });
    await loaded();
    expect(screen.getByText('Only an admin can change the markers of harm.')).toBeTruthy();
    expect(on('LIMIT_REFUSALS').matches(':disabled')).toBe(true);
    expect(threshold('NIGHT_PLAY').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('bo-rg-markers-save')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the markers' })).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
