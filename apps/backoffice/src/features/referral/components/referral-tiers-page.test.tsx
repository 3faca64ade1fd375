import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, tiers, tiersAnswer } from './referral-fixtures';

const answers = {
  'GET /ops/referral/tiers': tiersAnswer,
  'PUT /ops/referral/tiers': (body: unknown) => ({ value: body }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const puts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/referral/tiers', 'PUT');
/** The error under a cell (its `aria-describedby`). */
const errorOf = (testId: string) => {
  const id = screen.getByTestId(testId).getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};

describe('referral tiers page', () => {
  it('shows the tiers and saves the body the contract expects', async () => {
    const { fetchMock } = renderConsole('/referral', { role: 'admin', answers });
    const deposit = await screen.findByLabelText('Deposits needed, tier 2', {}, slow);
    expect((deposit as HTMLInputElement).value).toBe('500');
    expect(screen.getByTestId('referral-intro').textContent).toBe(
      "A player who registered with a referrer's link earns the referrer each tier's reward once, when the player's own deposits and valid bets since registering reach its figures. Paid by the scheduler within a minute; refused when the two accounts share a bank account, ID number, browser or registration IP.",
    );
    expect(valueOf('referral-reward-3')).toBe('188');
    expect(valueOf('referral-turnoverMultiple-1')).toBe('1');
    // The sub-pages, the current one marked.
    const sections = screen.getByRole('navigation', { name: 'Referral pages' });
    expect(within(sections).getByRole('link', { name: 'Tiers' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Rewards' }).getAttribute('href')).toBe(
      '/referral/rewards',
    );

    type('referral-betRequired-1', '250.5');
    type('referral-reward-2', '60');
    type('referral-turnoverMultiple-3', '0');
    fireEvent.click(screen.getByTestId('referral-save'));

    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      tiers: [
        { tier: 1, depositRequired: 100, betRequired: 250.5, reward: 20, turnoverMultiple: 1 },
        { tier: 2, depositRequired: 500, betRequired: 2_000, reward: 60, turnoverMultiple: 3 },
        { tier: 3, depositRequired: 2_000, betRequired: 10_000, reward: 188, turnoverMultiple: 0 },
      ],
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // Registered in the menu, next to VIP.
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links[links.indexOf('VIP') + 1]).toBe('Referral');
    expect(within(menu).getByRole('link', { name: 'Referral' }).getAttribute('href')).toBe('/referral');
  });

  it('shows a tier easier than the one before in that cell, and sends nothing', async () => {
    const { fetchMock } = renderConsole('/referral', { role: 'admin', answers });
    await screen.findByTestId('referral-betRequired-3', {}, slow);
    type('referral-betRequired-3', '1999.99');
    fireEvent.click(screen.getByTestId('referral-save'));

    await waitFor(() =>
      expect(errorOf('referral-betRequired-3')).toBe('At least 2,000.00: not below the tier before.'),
    );
    expect(screen.getByTestId('referral-betRequired-3').getAttribute('aria-invalid')).toBe('true');
    // Only that cell: the deposits of tier 3 and the bets of tier 2 are fine.
    expect(screen.getByTestId('referral-depositRequired-3').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('referral-betRequired-2').getAttribute('aria-invalid')).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);

    // Tier 1 needs a deposit or a bet figure.
    type('referral-betRequired-3', '10000');
    type('referral-depositRequired-1', '0');
    fireEvent.click(screen.getByTestId('referral-save'));
    await waitFor(() =>
      expect(errorOf('referral-depositRequired-1')).toBe('Tier 1 needs deposits or valid bets above 0.'),
    );
    expect(screen.getByTestId('referral-betRequired-3').getAttribute('aria-invalid')).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('refuses a reward of 0 and a turnover that is not a whole number, and sends nothing', async () => {
    const { fetchMock } = renderConsole('/referral', { role: 'admin', answers });
    await screen.findByTestId('referral-reward-2', {}, slow);
    type('referral-reward-2', '0');
    type('referral-turnoverMultiple-1', '1.5');
    type('referral-depositRequired-3', '');
    fireEvent.click(screen.getByTestId('referral-save'));

    await waitFor(() =>
      expect(errorOf('referral-reward-2')).toBe(
        'Enter an amount above 0 with at most 2 decimals, at most 100,000,000.00.',
      ),
    );
    expect(errorOf('referral-turnoverMultiple-1')).toBe('Enter a whole number from 0 to 100.');
    expect(errorOf('referral-depositRequired-3')).toBe('This field is required.');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('adds a tier with the figures of the last one and removes the last tier', async () => {
    const { fetchMock } = renderConsole('/referral', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Add tier 4' }, slow));
    expect(valueOf('referral-depositRequired-4')).toBe('2000');
    expect(valueOf('referral-betRequired-4')).toBe('10000');
    expect(valueOf('referral-reward-4')).toBe('188');
    expect(valueOf('referral-turnoverMultiple-4')).toBe('5');
    type('referral-depositRequired-4', '8000');
    type('referral-reward-4', '388');
    fireEvent.click(screen.getByTestId('referral-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      tiers: [
        ...tiers,
        { tier: 4, depositRequired: 8_000, betRequired: 10_000, reward: 388, turnoverMultiple: 5 },
      ],
    });

    // Up to tier 5: then the button says the table is full.
    fireEvent.click(screen.getByRole('button', { name: 'Add tier 5' }));
    expect(screen.getByTestId('referral-reward-5')).toBeTruthy();
    expect(screen.getByTestId('referral-add').matches(':disabled')).toBe(true);
    expect(screen.getByText('At most 5 tiers.')).toBeTruthy();

    // The last tier goes, one at a time, down to none: referral rewards off.
    for (let tier = 5; tier >= 1; tier--) {
      fireEvent.click(screen.getByRole('button', { name: `Remove tier ${tier}` }));
      expect(screen.queryByTestId(`referral-tier-${tier}`)).toBeNull();
    }
    expect(screen.queryByTestId('referral-remove')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add tier 1' }));
    expect(screen.getByText('No tiers.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('referral-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(bodyOf(puts(fetchMock)[1])).toEqual({ tiers: [] });
  });

  it('starts a site without tiers with none, and a first tier needs its figures and reward', async () => {
    const { fetchMock } = renderConsole('/referral', {
      role: 'admin',
      answers: { ...answers, 'GET /ops/referral/tiers': { value: { tiers: [] } } },
    });
    expect(await screen.findByText(/No referral tiers yet/, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add tier 1' }));
    expect(valueOf('referral-depositRequired-1')).toBe('0');
    expect(valueOf('referral-reward-1')).toBe('');
    fireEvent.click(screen.getByTestId('referral-save'));
    await waitFor(() => expect(errorOf('referral-reward-1')).toBe('This field is required.'));
    // The cross-tier rules are the contract's, checked once every cell holds a valid figure.
    type('referral-reward-1', '10');
    fireEvent.click(screen.getByTestId('referral-save'));
    await waitFor(() =>
      expect(errorOf('referral-depositRequired-1')).toBe('Tier 1 needs deposits or valid bets above 0.'),
    );
    expect(puts(fetchMock)).toHaveLength(0);

    type('referral-betRequired-1', '1000');
    fireEvent.click(screen.getByTestId('referral-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      tiers: [{ tier: 1, depositRequired: 0, betRequired: 1_000, reward: 10, turnoverMultiple: 0 }],
    });
  });

  it('puts the server’s field errors under their cells', async () => {
    renderConsole('/referral', {
      role: 'admin',
      answers: {
        ...answers,
        'PUT /ops/referral/tiers': {
          errorCode: 'request.param.err',
          value: { fields: [{ path: 'tiers.1.depositRequired', code: 'custom' }] },
        },
      },
    });
    fireEvent.click(await screen.findByTestId('referral-save', {}, slow));
    await waitFor(() =>
      expect(errorOf('referral-depositRequired-2')).toBe('At least 100.00: not below the tier before.'),
    );
    expect(screen.getByText('Some fields are not valid. Check the highlighted fields.')).toBeTruthy();
  });

  it('shows support the tiers read-only, without the buttons', async () => {
    renderConsole('/referral', { role: 'support', answers });
    const reward = await screen.findByTestId('referral-reward-2', {}, slow);
    expect((reward as HTMLInputElement).value).toBe('50');
    // The whole form's fieldset is disabled: every input with it.
    expect(reward.matches(':disabled')).toBe(true);
    expect(screen.getByTestId('referral-depositRequired-1').matches(':disabled')).toBe(true);
    expect(screen.getByText('Only an admin can change the referral tiers.')).toBeTruthy();
    expect(screen.queryByTestId('referral-save')).toBeNull();
    expect(screen.queryByTestId('referral-add')).toBeNull();
    expect(screen.queryByTestId('referral-remove')).toBeNull();
  });
});
