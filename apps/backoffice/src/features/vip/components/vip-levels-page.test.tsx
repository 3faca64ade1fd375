import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, savedBody, vipTable } from './vip-fixtures';

const answers = {
  'GET /ops/vip/levels': { value: vipTable },
  'PUT /ops/vip/levels': (body: unknown) => ({ value: { ...vipTable, ...(body as object) } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const puts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/vip/levels', 'PUT');
/** The error under a cell (its `aria-describedby`). */
const errorOf = (testId: string) => {
  const id = screen.getByTestId(testId).getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};

describe('VIP levels page', () => {
  it('shows the levels with their players and VIP service, and saves the body the contract expects', async () => {
    const { fetchMock } = renderConsole('/vip', { role: 'admin', answers });
    const name = await screen.findByLabelText('Name, level 1', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Bronze');
    expect(screen.getByTestId('vip-intro').textContent).toBe(
      'A player reaches a level when deposits and valid bets over the last 90 days both reach its figures; below them, they keep it for the grace days, then move down.',
    );
    expect(screen.getByTestId('vip-players-0').textContent).toBe('1,204');
    expect(screen.getByTestId('vip-service-4').textContent).toBe('No');
    expect(screen.getByTestId('vip-service-5').textContent).toBe('Yes');
    // Level 0 needs nothing: no inputs for its thresholds.
    expect(screen.getByTestId('vip-depositRequired-0').textContent).toBe('None');
    expect(screen.queryByLabelText('Deposits needed, level 0')).toBeNull();
    // Level 5 has no limit of its own: the switch is on and there is no amount to type.
    expect((screen.getByTestId('vip-unlimited-5') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('vip-dailyWithdrawalLimit-5')).toBeNull();

    type('vip-period-days', '60');
    expect(screen.getByTestId('vip-intro').textContent).toContain('over the last 60 days');
    type('vip-grace-days', '0');
    type('vip-name-1', ' Bronze Star ');
    type('vip-monthlyBonus-2', '30.5');
    type('vip-rebatePercent-3', '0.75');
    fireEvent.click(screen.getByLabelText('Unlimited daily withdrawals, level 4'));
    fireEvent.click(screen.getByLabelText('Unlimited daily withdrawals, level 5'));
    type('vip-dailyWithdrawalLimit-5', '2000000');
    fireEvent.click(screen.getByTestId('vip-save'));

    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const levels = savedBody.levels.map((l) => ({ ...l }));
    levels[1]!.name = 'Bronze Star';
    levels[2]!.monthlyBonus = 30.5;
    levels[3]!.rebatePercent = 0.75;
    levels[4]!.dailyWithdrawalLimit = null;
    levels[5]!.dailyWithdrawalLimit = 2_000_000;
    expect(bodyOf(puts(fetchMock)[0])).toEqual({ periodDays: 60, graceDays: 0, levels });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // Registered in the menu, next to Points.
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links[links.indexOf('Points') + 1]).toBe('VIP');
    expect(within(menu).getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/vip');
  });

  it('shows a threshold below the level under it in that cell, and sends nothing', async () => {
    const { fetchMock } = renderConsole('/vip', { role: 'admin', answers });
    await screen.findByTestId('vip-betRequired-3', {}, slow);
    type('vip-betRequired-3', '20000');
    type('vip-name-2', 'bronze');
    fireEvent.click(screen.getByTestId('vip-save'));

    await waitFor(() =>
      expect(errorOf('vip-betRequired-3')).toBe('At least 25,000.00: not below the level under it.'),
    );
    expect(screen.getByTestId('vip-betRequired-3').getAttribute('aria-invalid')).toBe('true');
    // Only that cell: the deposits of level 3 and the bets of level 4 are fine.
    expect(screen.getByTestId('vip-depositRequired-3').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('vip-betRequired-4').getAttribute('aria-invalid')).toBeNull();
    // Names must differ: the row that repeats one says so.
    expect(errorOf('vip-name-2')).toBe('Another level has this name.');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('refuses an empty name, a rebate over 3 % and a limit of 0, and sends nothing', async () => {
    const { fetchMock } = renderConsole('/vip', { role: 'admin', answers });
    await screen.findByTestId('vip-name-1', {}, slow);
    type('vip-name-1', '');
    type('vip-rebatePercent-2', '3.5');
    type('vip-dailyWithdrawalLimit-3', '0');
    type('vip-period-days', '400');
    fireEvent.click(screen.getByTestId('vip-save'));

    await waitFor(() => expect(errorOf('vip-name-1')).toBe('This field is required.'));
    expect(errorOf('vip-rebatePercent-2')).toBe('Enter a percent from 0 to 3 with at most 2 decimals.');
    expect(errorOf('vip-dailyWithdrawalLimit-3')).toBe(
      'Enter an amount above 0 with at most 2 decimals, or switch on Unlimited.',
    );
    expect(screen.getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('adds a level with the figures of the top one and removes the top level, never level 0', async () => {
    const { fetchMock } = renderConsole('/vip', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Add level 6' }, slow));
    expect((screen.getByTestId('vip-name-6') as HTMLInputElement).value).toBe('VIP6');
    expect((screen.getByTestId('vip-depositRequired-6') as HTMLInputElement).value).toBe('100000');
    expect((screen.getByTestId('vip-betRequired-6') as HTMLInputElement).value).toBe('800000');
    expect((screen.getByTestId('vip-upgradeBonus-6') as HTMLInputElement).value).toBe('0');
    expect((screen.getByTestId('vip-unlimited-6') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('vip-service-6').textContent).toBe('Yes');
    expect(screen.getByTestId('vip-players-6').textContent).toBe('—');
    type('vip-name-6', 'Black');
    type('vip-depositRequired-6', '250000');
    fireEvent.click(screen.getByTestId('vip-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      ...savedBody,
      levels: [
        ...savedBody.levels,
        {
          level: 6,
          name: 'Black',
          depositRequired: 250_000,
          betRequired: 800_000,
          upgradeBonus: 0,
          monthlyBonus: 0,
          birthdayBonus: 0,
          rebatePercent: 0,
          dailyWithdrawalLimit: null,
        },
      ],
    });

    // Up to VIP10: then the button says the table is full.
    for (let level = 7; level <= 10; level++)
      fireEvent.click(screen.getByRole('button', { name: `Add level ${level}` }));
    expect(screen.getByTestId('vip-name-10')).toBeTruthy();
    expect(screen.getByTestId('vip-add').matches(':disabled')).toBe(true);
    expect(screen.getByText('At most 11 levels (0 to 10).')).toBeTruthy();

    // The top level goes, one at a time, down to level 0 alone.
    for (let level = 10; level >= 1; level--) {
      fireEvent.click(screen.getByRole('button', { name: `Remove level ${level}` }));
      expect(screen.queryByTestId(`vip-name-${level}`)).toBeNull();
    }
    expect(screen.getByTestId('vip-name-0')).toBeTruthy();
    expect(screen.queryByTestId('vip-remove')).toBeNull();
    fireEvent.click(screen.getByTestId('vip-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(bodyOf(puts(fetchMock)[1])).toEqual({ ...savedBody, levels: [savedBody.levels[0]] });
  });

  it('starts a site without levels with level 0 alone', async () => {
    const { fetchMock } = renderConsole('/vip', {
      role: 'admin',
      answers: {
        ...answers,
        'GET /ops/vip/levels': { value: { periodDays: 90, graceDays: 30, levels: [] } },
      },
    });
    expect(await screen.findByText(/No VIP levels yet/, {}, slow)).toBeTruthy();
    expect((screen.getByTestId('vip-name-0') as HTMLInputElement).value).toBe('VIP0');
    expect(screen.getByTestId('vip-players-0').textContent).toBe('—');
    fireEvent.click(screen.getByRole('button', { name: 'Add level 1' }));
    type('vip-depositRequired-1', '500');
    type('vip-betRequired-1', '2000');
    fireEvent.click(screen.getByTestId('vip-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const free = {
      depositRequired: 0,
      betRequired: 0,
      upgradeBonus: 0,
      monthlyBonus: 0,
      birthdayBonus: 0,
      rebatePercent: 0,
      dailyWithdrawalLimit: null,
    };
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      periodDays: 90,
      graceDays: 30,
      levels: [
        { level: 0, name: 'VIP0', ...free },
        { level: 1, name: 'VIP1', ...free, depositRequired: 500, betRequired: 2000 },
      ],
    });
  });

  it('puts the server’s field errors under their cells', async () => {
    renderConsole('/vip', {
      role: 'admin',
      answers: {
        ...answers,
        'PUT /ops/vip/levels': {
          errorCode: 'request.param.err',
          value: { fields: [{ path: 'levels.2.depositRequired', code: 'custom' }] },
        },
      },
    });
    fireEvent.click(await screen.findByTestId('vip-save', {}, slow));
    await waitFor(() =>
      expect(errorOf('vip-depositRequired-2')).toBe('At least 1,000.00: not below the level under it.'),
    );
    expect(screen.getByText('Some fields are not valid. Check the highlighted fields.')).toBeTruthy();
  });

  it('shows support the table read-only, without the buttons', async () => {
    renderConsole('/vip', { role: 'support', answers });
    const name = await screen.findByTestId('vip-name-3', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Gold');
    // The whole form's fieldset is disabled: every input with it.
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByTestId('vip-period-days').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('vip-unlimited-5').matches(':disabled')).toBe(true);
    expect(screen.getByText('Only an admin can change the VIP levels.')).toBeTruthy();
    expect(screen.getByTestId('vip-players-1').textContent).toBe('310');
    expect(screen.queryByTestId('vip-save')).toBeNull();
    expect(screen.queryByTestId('vip-add')).toBeNull();
    expect(screen.queryByTestId('vip-remove')).toBeNull();
  });
});
