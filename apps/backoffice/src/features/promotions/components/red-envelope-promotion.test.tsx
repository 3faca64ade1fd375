import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, depositBonus, rainPromotion, withRainAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': withRainAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 11 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');
const result = () => screen.getByTestId('preview-result').textContent;
const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
const options = (el: HTMLSelectElement) => Array.from(el.options).map((o) => [o.value, o.textContent]);
const times = () =>
  screen.getAllByTestId(/^rain-time-\d+$/).map((input) => (input as HTMLInputElement).value);
const facts = () => screen.getByTestId('rain-facts').textContent;
const timesError = () => screen.getByTestId('rain-times-error').textContent;
const fillTexts = () => {
  type('promotion-title-EN', 'Lucky rain');
  type('promotion-summary-EN', 'Grab an envelope');
  type('promotion-rules-EN', 'One per rain.');
};

describe('red-envelope rain promotion', () => {
  it('creates one from the defaults with its times and envelopes, daily on the envelope art', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    expect(options(select('promotion-kind'))).toContainEqual(['RED_ENVELOPE', 'Red-envelope rain']);
    const art = screen.getByLabelText('Card art') as HTMLSelectElement;
    expect(options(art)).toContainEqual(['envelope', 'Red envelope']);
    type('promotion-kind', 'RED_ENVELOPE');
    // It rains every day: no other repeat is offered.
    await waitFor(() => expect(select('promotion-repeat').value).toBe('DAILY'));
    expect(options(select('promotion-repeat'))).toEqual([['DAILY', 'Daily']]);
    expect(art.value).toBe('envelope');
    expect(screen.queryByTestId('promotion-claim-days')).toBeNull();
    expect(screen.getByText('Turnover (× the envelope)')).toBeTruthy();

    expect(times()).toEqual(['12:00', '20:00']);
    expect(facts()).toBe('Average envelope: 10.002 rains a dayMost paid a day: 4,000.00');
    expect(screen.getByTestId('preview-headline').textContent).toBe('2,000 in red envelopes every rain');
    expect(result()).toBe(
      'Every day at 12:00 and 20:00, for 10 minutes: 2,000.00 split into 200 envelopes (at least 1.00, 10.00 on average), one per player, turnover 1×.',
    );

    // A new time takes the next whole hour that overlaps no rain.
    fireEvent.click(screen.getByTestId('rain-time-add'));
    expect(times()).toEqual(['12:00', '20:00', '21:00']);
    fireEvent.change(screen.getByLabelText('Rain 3 time'), { target: { value: '08:30' } });
    type('rain-minutes', '15');
    type('rain-envelopes', '500');
    type('rain-budget', '5000');
    type('rain-min-amount', '2.5');
    type('promotion-turnover', '0');
    expect(facts()).toBe('Average envelope: 10.003 rains a dayMost paid a day: 15,000.00');
    expect(result()).toBe(
      'Every day at 08:30, 12:00 and 20:00, for 15 minutes: 5,000.00 split into 500 envelopes (at least 2.50, 10.00 on average), one per player, no turnover.',
    );
    fillTexts();
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = bodyOf(posts(fetchMock)[0]) as { art: string; repeat: string; rules: unknown };
    expect(body).toMatchObject({ art: 'envelope', repeat: 'DAILY' });
    expect(body.rules).toEqual({
      kind: 'RED_ENVELOPE',
      times: ['12:00', '20:00', '08:30'],
      minutes: 15,
      envelopes: 500,
      rainBudget: 5000,
      minAmount: 2.5,
      turnoverMultiple: 0,
    });
  });

  it('puts the default art and repeat back when the operator leaves the rain', async () => {
    renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    type('promotion-kind', 'RED_ENVELOPE');
    await waitFor(() =>
      expect((screen.getByLabelText('Card art') as HTMLSelectElement).value).toBe('envelope'),
    );
    type('promotion-kind', 'DEPOSIT_BONUS');
    await waitFor(() => expect(select('promotion-repeat').value).toBe('ONCE'));
    expect((screen.getByLabelText('Card art') as HTMLSelectElement).value).toBe('welcome');
    expect(screen.queryByTestId('rain-times')).toBeNull();
  });

  it('loads a saved rain and saves it back', async () => {
    const { fetchMock } = renderConsole(`/promotions/${rainPromotion.id}`, { role: 'admin', answers });
    expect((await screen.findByTestId('promotion-kind-fixed', {}, slow)).textContent).toBe(
      'Red-envelope rain',
    );
    expect(times()).toEqual(['20:00', '12:00']);
    expect((screen.getByTestId('rain-minutes') as HTMLInputElement).value).toBe('10');
    expect((screen.getByTestId('rain-envelopes') as HTMLInputElement).value).toBe('200');
    expect((screen.getByTestId('rain-budget') as HTMLInputElement).value).toBe('2000');
    expect((screen.getByTestId('rain-min-amount') as HTMLInputElement).value).toBe('1');
    expect(select('promotion-repeat').value).toBe('DAILY');
    expect(result()).toBe(
      'Every day at 12:00 and 20:00, for 10 minutes: 2,000.00 split into 200 envelopes (at least 1.00, 10.00 on average), one per player, turnover 1×.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove rain 1' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Rain 1 time')));
    // The last time cannot be removed: a rain needs one.
    expect((screen.getByRole('button', { name: 'Remove rain 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      id: rainPromotion.id,
      repeat: 'DAILY',
      art: 'envelope',
      rules: { ...rainPromotion.rules, times: ['12:00'] },
    });
  });

  it('shows overlapping rains at once and blocks the save', async () => {
    const { fetchMock } = renderConsole(`/promotions/${rainPromotion.id}`, { role: 'admin', answers });
    const second = await screen.findByLabelText('Rain 2 time', {}, slow);
    fireEvent.change(second, { target: { value: '20:05' } });
    expect(timesError()).toBe('Rains overlap: the 20:00 rain falls for 10 minutes, into the 20:05 one.');
    expect(result()).toBe(
      'Enter valid times, minutes, envelopes, a budget per rain and a least amount to see what a rain pays.',
    );
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(screen.getByTestId('promotion-save').getAttribute('aria-busy')).toBeNull());
    expect(posts(fetchMock)).toHaveLength(0);

    // Across midnight: the 23:55 rain still falls at 00:02.
    fireEvent.change(screen.getByLabelText('Rain 1 time'), { target: { value: '23:55' } });
    fireEvent.change(second, { target: { value: '00:02' } });
    expect(timesError()).toBe('Rains overlap: the 23:55 rain falls for 10 minutes, into the 00:02 one.');
    // Shorter rains fit; the same time twice never does.
    type('rain-minutes', '5');
    expect(timesError()).toBe('');
    fireEvent.change(second, { target: { value: '23:55' } });
    expect(timesError()).toBe('23:55 is listed twice: each time once.');
    fireEvent.change(second, { target: { value: '' } });
    expect(within(screen.getByTestId('rain-time-row-1')).getByText('Enter a time (hh:mm).')).toBeTruthy();
    fireEvent.change(second, { target: { value: '12:00' } });

    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({ rules: { times: ['23:55', '12:00'], minutes: 5 } });
  });

  it("shows a budget below the envelopes' minimums at once and blocks the save", async () => {
    const { fetchMock } = renderConsole(`/promotions/${rainPromotion.id}`, { role: 'admin', answers });
    const budget = (await screen.findByTestId('rain-budget', {}, slow)) as HTMLInputElement;
    fireEvent.change(budget, { target: { value: '150' } });
    const sentence = "Too small for the envelopes' least amounts: at least 200.00 (200 × 1.00).";
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(budget.getAttribute('aria-invalid')).toBe('true');
    expect(facts()).toBe('Average envelope: —2 rains a dayMost paid a day: —');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(screen.getByTestId('promotion-save').getAttribute('aria-busy')).toBeNull());
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(posts(fetchMock)).toHaveLength(0);

    // Fewer envelopes: 100 × 1.00 fits in 150.
    type('rain-envelopes', '100');
    await waitFor(() => expect(screen.queryByText(sentence)).toBeNull());
    expect(facts()).toBe('Average envelope: 1.502 rains a dayMost paid a day: 300.00');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });

  it('spells its terms out in the list', async () => {
    renderConsole('/promotions', { role: 'admin', answers });
    const row = (await screen.findByRole('link', { name: 'Lucky rain' }, slow)).closest('tr')!;
    const words = within(row).getByTestId(`promotion-words-${rainPromotion.id}`);
    expect(words.textContent).toBe(
      'Rains at 12:00 and 20:00 for 10 minutes: 2,000.00 in 200 envelopes of at least 1.00, turnover 1×',
    );
    expect(words.previousElementSibling?.textContent).toBe('Red-envelope rain');
    expect(within(row).getByText('Red envelope')).toBeTruthy();
  });
});
