import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, depositBonus, rafflePromotion, withRaffleAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': withRaffleAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 13 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');
const result = () => screen.getByTestId('preview-result').textContent;
const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
const options = (el: HTMLSelectElement) => Array.from(el.options).map((o) => [o.value, o.textContent]);
const input = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const rows = () => screen.getAllByTestId(/^rank-row-/);
const ranks = () => rows().map((row) => within(row).getByRole('rowheader').textContent);
const totals = () => screen.getAllByTestId(/^rank-total-/).map((cell) => cell.textContent);
const perDraw = () => screen.getByTestId('raffle-per-draw').textContent;
const listError = () => screen.getByTestId('raffle-prizes-error').textContent;
const saveSettled = () =>
  waitFor(() => expect(screen.getByTestId('promotion-save').getAttribute('aria-busy')).toBeNull());

describe('prize draw promotion', () => {
  it('creates one from the defaults with its entries and ranked prizes, daily on the raffle art', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    expect(options(select('promotion-kind'))).toContainEqual(['RAFFLE', 'Prize draw']);
    const art = screen.getByLabelText('Card art') as HTMLSelectElement;
    expect(options(art)).toContainEqual(['raffle', 'Prize draw']);
    type('promotion-kind', 'RAFFLE');
    // A draw is held after each day or week: once is not offered; it starts daily.
    await waitFor(() => expect(select('promotion-repeat').value).toBe('DAILY'));
    expect(options(select('promotion-repeat'))).toEqual([
      ['DAILY', 'Daily'],
      ['WEEKLY', 'Weekly'],
    ]);
    expect(art.value).toBe('raffle');
    expect(screen.queryByTestId('promotion-claim-days')).toBeNull();
    expect(screen.queryByTestId('prize-table')).toBeNull();
    expect(screen.getByText('Turnover (× the prize won)')).toBeTruthy();

    // The default draw: 500 to one, 200 to two, 50 to five.
    expect(select('raffle-entry-basis').value).toBe('DEPOSIT');
    expect([input('raffle-entry-step'), input('raffle-entries-max')]).toEqual(['100', '10']);
    expect(ranks()).toEqual(['1st prize', '2nd prize', '3rd prize']);
    expect(totals()).toEqual(['500.00', '400.00', '250.00']);
    expect(perDraw()).toBe('8 winners: a draw pays at most 1,150.00.');
    expect(screen.getByTestId('preview-headline').textContent).toBe('Win up to 500 in the draw');
    expect(result()).toBe(
      'Every 100.00 deposited after joining is one entry (at most 10 a day). After each day, 8 winners are drawn: 1st 500.00, 2nd 200.00 ×2, 3rd 50.00 ×5 — at most 1,150.00 a draw, turnover 1×.',
    );

    type('raffle-entry-basis', 'VALID_BET');
    type('raffle-entry-step', '250');
    type('raffle-entries-max', '20');
    type('promotion-turnover', '0');
    type('promotion-repeat', 'WEEKLY');
    // A 4th prize comes in as 1.00 to one winner, then pays 10.00 to ten.
    fireEvent.click(screen.getByTestId('rank-add'));
    expect(ranks()).toEqual(['1st prize', '2nd prize', '3rd prize', '4th prize']);
    expect(totals()[3]).toBe('1.00');
    change('4th prize amount', '10');
    change('4th prize winners', '10');
    change('1st prize amount', '1000');
    expect(totals()).toEqual(['1,000.00', '400.00', '250.00', '100.00']);
    expect(perDraw()).toBe('18 winners: a draw pays at most 1,750.00.');
    expect(result()).toBe(
      'Every 250.00 of valid bets after joining is one entry (at most 20 a week). After each week, 18 winners are drawn: 1st 1,000.00, 2nd 200.00 ×2, 3rd 50.00 ×5, 4th 10.00 ×10 — at most 1,750.00 a draw, no turnover.',
    );
    type('promotion-title-EN', 'Weekly draw');
    type('promotion-summary-EN', 'Bet and win');
    type('promotion-rules-EN', 'Drawn every Monday.');
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = bodyOf(posts(fetchMock)[0]) as { art: string; repeat: string; rules: unknown };
    expect(body).toMatchObject({ art: 'raffle', repeat: 'WEEKLY' });
    expect(body.rules).toEqual({
      kind: 'RAFFLE',
      basis: 'VALID_BET',
      ticketStep: 250,
      ticketsMax: 20,
      turnoverMultiple: 0,
      prizes: [
        { amount: 1000, winners: 1 },
        { amount: 200, winners: 2 },
        { amount: 50, winners: 5 },
        { amount: 10, winners: 10 },
      ],
    });
  });

  it('loads a saved draw with its values and saves it back', async () => {
    const { fetchMock } = renderConsole(`/promotions/${rafflePromotion.id}`, { role: 'admin', answers });
    expect((await screen.findByTestId('promotion-kind-fixed', {}, slow)).textContent).toBe('Prize draw');
    expect(select('raffle-entry-basis').value).toBe('VALID_BET');
    expect([input('raffle-entry-step'), input('raffle-entries-max'), input('promotion-turnover')]).toEqual([
      '500',
      '20',
      '2',
    ]);
    expect(select('promotion-repeat').value).toBe('WEEKLY');
    expect(options(select('promotion-repeat')).map(([value]) => value)).toEqual(['DAILY', 'WEEKLY']);
    expect(ranks()).toEqual(['1st prize', '2nd prize']);
    expect([input('rank-amount-1'), input('rank-winners-1')]).toEqual(['250', '2']);
    expect(perDraw()).toBe('3 winners: a draw pays at most 1,500.00.');
    expect(result()).toBe(
      'Every 500.00 of valid bets after joining is one entry (at most 20 a week). After each week, 3 winners are drawn: 1st 1,000.00, 2nd 250.00 ×2 — at most 1,500.00 a draw, turnover 2×.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove the 1st prize' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('1st prize amount')));
    // The last prize cannot be removed: a draw needs one.
    expect((screen.getByRole('button', { name: 'Remove the 1st prize' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      id: rafflePromotion.id,
      repeat: 'WEEKLY',
      art: 'raffle',
      rules: { ...rafflePromotion.rules, prizes: [{ amount: 250, winners: 2 }] },
    });
  });

  it('marks a prize with no winner, then too many winners in all, and blocks the save', async () => {
    const { fetchMock } = renderConsole(`/promotions/${rafflePromotion.id}`, { role: 'admin', answers });
    const winners = (await screen.findByLabelText('2nd prize winners', {}, slow)) as HTMLInputElement;
    fireEvent.change(winners, { target: { value: '0' } });
    // At once, as typed: the rank's sentence under its winners, read with the input.
    const sentence = 'A whole number of winners from 1 to 100.';
    expect(within(rows()[1]!).getByText(sentence)).toBeTruthy();
    expect(winners.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(winners.getAttribute('aria-describedby')!)?.textContent).toBe(sentence);
    expect(totals()).toEqual(['1,000.00', '—']);
    expect(perDraw()).toBe('Correct every prize to see what a draw pays.');
    expect(result()).toBe(
      'Enter the entry amount, the most entries and valid prizes to see what a draw pays.',
    );
    fireEvent.click(screen.getByTestId('promotion-save'));
    await saveSettled();
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(posts(fetchMock)).toHaveLength(0);

    // Every rank valid, but 1 + 100 winners: the list is refused as a whole.
    fireEvent.change(winners, { target: { value: '100' } });
    await waitFor(() => expect(screen.queryByText(sentence)).toBeNull());
    expect(listError()).toBe('At most 100 winners a draw: these prizes have 101.');
    expect(perDraw()).toBe('101 winners: a draw pays at most 26,000.00.');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await saveSettled();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(winners, { target: { value: '99' } });
    expect(listError()).toBe('');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      rules: { prizes: [{ winners: 1 }, { winners: 99 }] },
    });
  });

  it('keeps between 1 and 10 prizes', async () => {
    renderConsole(`/promotions/${rafflePromotion.id}`, { role: 'admin', answers });
    await screen.findByTestId('raffle-prizes', {}, slow);
    const add = screen.getByTestId('rank-add') as HTMLButtonElement;
    for (let n = rows().length; n < 10; n++) fireEvent.click(add);
    expect(rows()).toHaveLength(10);
    expect(ranks().slice(-3)).toEqual(['8th prize', '9th prize', '10th prize']);
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the 10th prize' }));
    expect(add.disabled).toBe(false);
  });

  it('spells its terms out in the list', async () => {
    renderConsole('/promotions', { role: 'admin', answers });
    const row = (await screen.findByRole('link', { name: 'Weekly draw' }, slow)).closest('tr')!;
    const words = within(row).getByTestId(`promotion-words-${rafflePromotion.id}`);
    expect(words.textContent).toBe(
      'An entry per 500.00 of valid bets, up to 20 a week; 3 winners drawn weekly, top prize 1,000.00, 1,500.00 a draw, turnover 2×',
    );
    expect(words.previousElementSibling?.textContent).toBe('Prize draw');
    expect(within(row).getAllByText('Prize draw')).toHaveLength(2);
  });
});
