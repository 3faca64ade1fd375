import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, depositBonus, wheelPromotion, withWheelAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': withWheelAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');
const result = () => screen.getByTestId('preview-result').textContent;
const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
const repeatOptions = () => Array.from(select('promotion-repeat').options).map((o) => o.value);
const probabilities = () => screen.getAllByTestId(/^prize-probability-/).map((cell) => cell.textContent);
const expected = () => screen.getByTestId('prize-expected').textContent;
const rows = () => screen.getAllByTestId(/^prize-row-/);

describe('lucky wheel promotion', () => {
  it('creates one from the defaults with its tickets and prize table, daily', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    type('promotion-kind', 'LUCKY_WHEEL');
    // Every repeat is offered; the wheel starts daily, on the wheel's art.
    await waitFor(() => expect(select('promotion-repeat').value).toBe('DAILY'));
    expect(repeatOptions()).toEqual(['ONCE', 'DAILY', 'WEEKLY']);
    expect((screen.getByLabelText('Card art') as HTMLSelectElement).value).toBe('wheel');
    expect(screen.queryByTestId('promotion-percent')).toBeNull();
    expect(screen.queryByTestId('promotion-claim-days')).toBeNull();

    // The default table: seven segments, 2.75 expected per spin.
    expect(rows()).toHaveLength(7);
    expect(probabilities()).toEqual(['40%', '25%', '15%', '10%', '6%', '3%', '1%']);
    expect(expected()).toBe('Expected prize per spin: 2.75. Weights total 100.');
    expect(screen.getByTestId('preview-headline').textContent).toBe('Spin to win up to 50');
    expect(result()).toBe(
      'Every 100.00 deposited earns a ticket, up to 5 a day; a spin pays up to 50.00 (2.75 expected), turnover 1×.',
    );

    type('promotion-ticket-basis', 'VALID_BET');
    type('promotion-ticket-step', '500');
    type('promotion-tickets-max', '3');
    type('promotion-turnover', '2');
    // The last segment out, a new one in: it starts as no prize of weight 1, then gets 100.
    fireEvent.click(screen.getByRole('button', { name: 'Remove prize 7' }));
    fireEvent.click(screen.getByTestId('prize-add'));
    fireEvent.change(screen.getByLabelText('Prize 7 amount'), { target: { value: '100' } });
    expect((screen.getByLabelText('Prize 7 weight') as HTMLInputElement).value).toBe('1');
    type('promotion-repeat', 'WEEKLY');
    expect(result()).toBe(
      'Every 500.00 of valid bets earns a ticket, up to 3 a week; a spin pays up to 100.00 (3.25 expected), turnover 2×.',
    );
    type('promotion-title-EN', 'Weekly wheel');
    type('promotion-summary-EN', 'Bet and spin');
    type('promotion-rules-EN', 'Three spins a week.');
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = bodyOf(posts(fetchMock)[0]) as { art: string; repeat: string; rules: unknown };
    expect(body).toMatchObject({ art: 'wheel', repeat: 'WEEKLY' });
    expect(body.rules).toEqual({
      kind: 'LUCKY_WHEEL',
      basis: 'VALID_BET',
      ticketStep: 500,
      ticketsMax: 3,
      turnoverMultiple: 2,
      prizes: [
        { amount: 0, weight: 40 },
        { amount: 1, weight: 25 },
        { amount: 2, weight: 15 },
        { amount: 5, weight: 10 },
        { amount: 10, weight: 6 },
        { amount: 20, weight: 3 },
        { amount: 100, weight: 1 },
      ],
    });
  });

  it('loads a saved wheel and updates probabilities and the expected prize as weights change', async () => {
    const { fetchMock } = renderConsole('/promotions/8', { role: 'admin', answers });
    expect((await screen.findByTestId('promotion-kind-fixed', {}, slow)).textContent).toBe('Lucky wheel');
    expect(select('promotion-ticket-basis').value).toBe('DEPOSIT');
    expect(probabilities()).toEqual(['39%', '48%', '10%', '3%']);
    expect(expected()).toBe('Expected prize per spin: 3.46. Weights total 100.');
    expect(result()).toBe(
      'Every 100.00 deposited earns a ticket, up to 5 a day; a spin pays up to 50.00 (3.46 expected), turnover 1×.',
    );

    fireEvent.change(screen.getByLabelText('Prize 1 weight'), { target: { value: '139' } });
    expect(probabilities()).toEqual(['69.5%', '24%', '5%', '1.5%']);
    expect(expected()).toBe('Expected prize per spin: 1.73. Weights total 200.');
    // 7 / 197 = 3.553299…%: four decimals at most; 316 / 197 = 1.604… is rounded down.
    fireEvent.change(screen.getByLabelText('Prize 3 weight'), { target: { value: '7' } });
    expect(probabilities()[2]).toBe('3.5533%');
    expect(expected()).toBe('Expected prize per spin: 1.60. Weights total 197.');
    expect(result()).toBe(
      'Every 100.00 deposited earns a ticket, up to 5 a day; a spin pays up to 50.00 (1.60 expected), turnover 1×.',
    );

    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      id: 8,
      rules: {
        kind: 'LUCKY_WHEEL',
        prizes: [
          { amount: 0, weight: 139 },
          { amount: 2, weight: 48 },
          { amount: 10, weight: 7 },
          { amount: 50, weight: 3 },
        ],
      },
    });
  });

  it('marks an invalid row and blocks the save', async () => {
    const { fetchMock } = renderConsole('/promotions/8', { role: 'admin', answers });
    const weight = (await screen.findByLabelText('Prize 2 weight', {}, slow)) as HTMLInputElement;
    fireEvent.change(weight, { target: { value: '0' } });
    // At once, as typed: the row's sentence under its weight, read with the input.
    const row = rows()[1]!;
    expect(within(row).getByText('Enter a whole number of at least 1.')).toBeTruthy();
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(weight.getAttribute('aria-describedby')!);
    expect(describedBy?.textContent).toBe('Enter a whole number of at least 1.');
    expect(probabilities()).toEqual(['—', '—', '—', '—']);
    expect(expected()).toBe('Correct every row to see the expected prize per spin.');
    expect(result()).toBe(
      'Enter the ticket amount, the most tickets and a valid prize table to see what a spin pays.',
    );
    fireEvent.change(screen.getByLabelText('Prize 4 amount'), { target: { value: '12.345' } });

    fireEvent.click(screen.getByTestId('promotion-save'));
    expect(await within(rows()[3]!).findByText('At most 2 decimals.')).toBeTruthy();
    expect(within(row).getByText('Enter a whole number of at least 1.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    // Fixed, the rows' sentences go; a table that pays nothing is refused as a whole.
    fireEvent.change(weight, { target: { value: '48' } });
    fireEvent.change(screen.getByLabelText('Prize 4 amount'), { target: { value: '50' } });
    await waitFor(() => expect(screen.queryByText('At most 2 decimals.')).toBeNull());
    expect(screen.queryByText('Enter a whole number of at least 1.')).toBeNull();
    for (const n of [2, 3, 4])
      fireEvent.change(screen.getByLabelText(`Prize ${n} amount`), { target: { value: '0' } });
    expect(screen.getByTestId('prize-table-errors').textContent).toBe(
      'At least one prize must pay more than 0.',
    );
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(screen.getByTestId('promotion-save').getAttribute('aria-busy')).toBeNull());
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('keeps between 2 and 12 prizes', async () => {
    renderConsole('/promotions/8', { role: 'admin', answers });
    await screen.findByTestId('prize-table', {}, slow);
    const add = screen.getByTestId('prize-add') as HTMLButtonElement;
    for (let n = rows().length; n < 12; n++) fireEvent.click(add);
    expect(rows()).toHaveLength(12);
    expect(add.disabled).toBe(true);
    // Removing a row puts the focus on the one that took its place.
    fireEvent.click(screen.getByRole('button', { name: 'Remove prize 5' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Prize 5 amount')));
    expect(add.disabled).toBe(false);
    while (rows().length > 2) fireEvent.click(screen.getByRole('button', { name: 'Remove prize 1' }));
    expect((screen.getByRole('button', { name: 'Remove prize 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('spells its terms out in the list', async () => {
    renderConsole('/promotions', { role: 'admin', answers });
    const row = (await screen.findByRole('link', { name: 'Daily wheel' }, slow)).closest('tr')!;
    const words = within(row).getByTestId(`promotion-words-${wheelPromotion.id}`);
    expect(words.textContent).toBe(
      'A ticket per 100.00 deposited, up to 5 a day; 4 prizes up to 50.00 (3.46 expected), turnover 1×',
    );
    expect(words.previousElementSibling?.textContent).toBe('Lucky wheel');
    expect(within(row).getByText('Wheel')).toBeTruthy();
  });
});
