import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, depositBonus, signUpPromotion, withSignUpAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': withSignUpAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');
const result = () => screen.getByTestId('preview-result').textContent;
const repeatOptions = () =>
  Array.from((screen.getByTestId('promotion-repeat') as HTMLSelectElement).options).map((o) => o.value);
const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('sign-up promotion', () => {
  it('creates one with its amount, turnover and requirements, once per player', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    // From cashback (weekly), so the switch has a repeat to put back.
    type('promotion-kind', 'CASHBACK');
    await waitFor(() => expect(repeatOptions()).toEqual(['DAILY', 'WEEKLY']));
    type('promotion-kind', 'SIGN_UP');
    // Only once is offered, and the repeat is back on it.
    await waitFor(() => expect(repeatOptions()).toEqual(['ONCE']));
    expect((screen.getByTestId('promotion-repeat') as HTMLSelectElement).value).toBe('ONCE');
    expect(screen.queryByTestId('promotion-percent')).toBeNull();
    expect(screen.getByLabelText('Days after registering to request')).toBeTruthy();
    expect(screen.getByTestId('promotion-sign-up-players').textContent).toBe(
      'A sign-up bonus is only for players registered since its start.',
    );
    expect(screen.queryByLabelText('New players only (registered after the start)')).toBeNull();
    expect(screen.getByTestId('preview-result').textContent).toBe(
      'Enter the bonus amount and the days to see what a new player gets.',
    );

    type('promotion-amount', '88');
    type('promotion-turnover', '3');
    fireEvent.click(screen.getByLabelText('Mobile number'));
    fireEvent.click(screen.getByLabelText('Bank card'));
    type('promotion-title-EN', 'Welcome gift');
    type('promotion-summary-EN', '88 for joining');
    type('promotion-rules-EN', 'Once per player.');
    expect(screen.getByTestId('preview-headline').textContent).toBe('Sign-up bonus 88');
    expect(result()).toBe(
      'A player registered since the start who joins within 7 days and has a mobile number and a bank card gets 88.00, turnover 3×.',
    );
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = bodyOf(posts(fetchMock)[0]) as { repeat: string; claimDays: number; rules: unknown };
    expect(body).toMatchObject({ repeat: 'ONCE', claimDays: 7 });
    // Only the sign-up bonus's rules go, its requirements in the contract's order.
    expect(body.rules).toEqual({
      kind: 'SIGN_UP',
      amount: 88,
      turnoverMultiple: 3,
      requires: ['MOBILE', 'BANK_CARD'],
    });
  });

  it('refuses an amount of 0 under its field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/promotions/7', { role: 'admin', answers });
    await screen.findByTestId('promotion-amount', {}, slow);
    type('promotion-amount', '0');
    fireEvent.click(screen.getByTestId('promotion-save'));
    expect(await screen.findByText('Enter an amount above 0.')).toBeTruthy();
    expect(screen.getByTestId('promotion-amount').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('edits a saved one from its requirements, and previews each change', async () => {
    const { fetchMock } = renderConsole('/promotions/7', { role: 'admin', answers });
    expect((await screen.findByTestId('promotion-kind-fixed', {}, slow)).textContent).toBe('Sign-up bonus');
    expect(checkbox('promotion-requires-MOBILE').checked).toBe(true);
    expect(checkbox('promotion-requires-BANK_CARD').checked).toBe(true);
    expect(screen.getByText('Mobile number required')).toBeTruthy();
    expect(screen.getByText('Join within 7 days of registering')).toBeTruthy();
    expect(result()).toBe(
      'A player registered since the start who joins within 7 days and has a mobile number and a bank card gets 88.00, turnover 3×.',
    );

    fireEvent.click(checkbox('promotion-requires-BANK_CARD'));
    type('promotion-claim-days', '1');
    expect(result()).toBe(
      'A player registered since the start who joins within 1 day and has a mobile number gets 88.00, turnover 3×.',
    );
    fireEvent.click(checkbox('promotion-requires-MOBILE'));
    fireEvent.click(checkbox('promotion-requires-BANK_CARD'));
    type('promotion-turnover', '0');
    type('promotion-amount', '12.5');
    expect(result()).toBe(
      'A player registered since the start who joins within 1 day and has a bank card gets 12.50, no turnover.',
    );
    fireEvent.click(checkbox('promotion-requires-BANK_CARD'));
    expect(result()).toBe(
      'A player registered since the start who joins within 1 day gets 12.50, no turnover.',
    );
    fireEvent.click(checkbox('promotion-requires-MOBILE'));

    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      id: 7,
      repeat: 'ONCE',
      claimDays: 1,
      rules: { kind: 'SIGN_UP', amount: 12.5, turnoverMultiple: 0, requires: ['MOBILE'] },
    });
  });

  it('spells its terms out in the list', async () => {
    renderConsole('/promotions', { role: 'admin', answers });
    const row = (await screen.findByRole('link', { name: 'Welcome gift' }, slow)).closest('tr')!;
    const words = within(row).getByTestId(`promotion-words-${signUpPromotion.id}`);
    expect(words.textContent).toBe(
      '88.00 to players registered since the start who join within 7 days, with a mobile number and a bank card, turnover 3×',
    );
    expect(words.previousElementSibling?.textContent).toBe('Sign-up bonus');
  });
});
