import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, cashItem, itemsAnswer } from './points-fixtures';

const answers = {
  'GET /ops/points/items': itemsAnswer,
  'POST /ops/points/items': (body: unknown) => ({ value: { ...cashItem, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/points/items', 'POST');

/** Opens the editor of a new item. */
async function openNew(given: typeof answers | Record<string, unknown> = answers) {
  const view = renderConsole('/points/items', { role: 'admin', answers: given as typeof answers });
  fireEvent.click(await screen.findByTestId('mall-item-new', {}, slow));
  const dialog = await screen.findByRole('dialog', { name: 'New item' });
  return { ...view, dialog };
}

describe('mall item form', () => {
  it('asks cash for an amount above 0 and shows no turnover, then sends it as the contract asks', async () => {
    const { fetchMock, dialog } = await openNew();
    expect(screen.queryByTestId('mall-turnover')).toBeNull();
    expect(within(dialog).getByLabelText('Cash paid')).toBe(screen.getByTestId('mall-amount'));
    type('mall-name', 'Cash 20');
    type('mall-points', '2000');
    fireEvent.click(screen.getByTestId('mall-save'));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(screen.getByTestId('mall-amount').getAttribute('aria-invalid')).toBe('true');

    type('mall-amount', '0');
    fireEvent.click(screen.getByTestId('mall-save'));
    expect(await within(dialog).findByText('Cash and bonus items pay an amount above 0.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    type('mall-amount', '20');
    fireEvent.click(screen.getByTestId('mall-image-bonus'));
    fireEvent.click(screen.getByTestId('mall-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toEqual({
      kind: 'CASH',
      name: 'Cash 20',
      description: '',
      image: 'bonus',
      points: 2000,
      amount: 20,
      turnoverMultiple: 0,
      stock: null,
      perPlayerLimit: null,
      requirement: null,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('shows turnover for a bonus only and no amount for goods, sent as 0', async () => {
    const { fetchMock, dialog } = await openNew();
    type('mall-kind', 'BONUS');
    expect(within(dialog).getByLabelText('Bonus paid')).toBeTruthy();
    expect((screen.getByTestId('mall-turnover') as HTMLInputElement).value).toBe('1');
    type('mall-turnover', '101');
    type('mall-amount', '100');
    type('mall-name', 'Bonus 100');
    type('mall-points', '8000.5');
    fireEvent.click(screen.getByTestId('mall-save'));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    // Goods: neither an amount nor turnover; a typed one is not sent.
    type('mall-kind', 'GOODS');
    await waitFor(() => expect(screen.queryByTestId('mall-turnover')).toBeNull());
    expect(screen.queryByTestId('mall-amount')).toBeNull();
    type('mall-name', 'Jersey');
    fireEvent.click(screen.getByTestId('mall-image-jersey'));
    fireEvent.click(screen.getByTestId('mall-stockUnlimited'));
    type('mall-stock', '25');
    fireEvent.click(screen.getByTestId('mall-perPlayerUnlimited'));
    type('mall-per-player', '2');
    fireEvent.click(screen.getByTestId('mall-requirementOn'));
    type('mall-deposit-amount', '500');
    type('mall-days', '30');
    type('mall-description', '  Size L, shipped in a week.  ');
    fireEvent.click(screen.getByTestId('mall-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toEqual({
      kind: 'GOODS',
      name: 'Jersey',
      description: '  Size L, shipped in a week.  ',
      image: 'jersey',
      points: 8000.5,
      amount: 0,
      turnoverMultiple: 0,
      stock: 25,
      perPlayerLimit: 2,
      requirement: { depositAmount: 500, days: 30 },
      sort: 0,
    });
  });

  it('refuses points with three decimals, a stock below 0 and a requirement of 400 days', async () => {
    const { fetchMock, dialog } = await openNew();
    type('mall-kind', 'VOUCHER');
    expect(within(dialog).getByLabelText('Face value')).toBeTruthy();
    type('mall-name', 'Voucher');
    type('mall-points', '10.005');
    type('mall-amount', '0');
    fireEvent.click(screen.getByTestId('mall-stockUnlimited'));
    type('mall-stock', '-1');
    fireEvent.click(screen.getByTestId('mall-requirementOn'));
    type('mall-deposit-amount', '100');
    type('mall-days', '400');
    fireEvent.click(screen.getByTestId('mall-save'));
    expect(
      await within(dialog).findByText('Enter points above 0 with at most 2 decimals, at most 1,000,000,000.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number of units from 0 to 1,000,000.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    // A voucher may have no money value.
    expect(screen.getByTestId('mall-amount').getAttribute('aria-invalid')).toBeNull();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('edits a saved item with its id and translates the server’s refusal', async () => {
    const { fetchMock } = renderConsole('/points/items', {
      role: 'admin',
      answers: { ...answers, 'POST /ops/points/items': { errorCode: 'mall.item.not.found', status: 404 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Smartphone' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Smartphone' });
    expect((screen.getByTestId('mall-kind') as HTMLSelectElement).value).toBe('GOODS');
    expect((screen.getByTestId('mall-stock') as HTMLInputElement).value).toBe('5');
    expect((screen.getByTestId('mall-image-phone') as HTMLInputElement).checked).toBe(true);
    type('mall-points', '240000');
    fireEvent.click(screen.getByTestId('mall-save'));

    expect(await within(dialog).findByText('This mall item does not exist (any more).')).toBeTruthy();
    expect(bodyOf(posts(fetchMock)[0])).toEqual({
      id: 3,
      kind: 'GOODS',
      name: 'Smartphone',
      description: 'Shipped in 7 days.',
      image: 'phone',
      points: 240000,
      amount: 0,
      turnoverMultiple: 0,
      stock: 5,
      perPlayerLimit: 1,
      requirement: { depositAmount: 500, days: 30 },
      sort: 2,
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    const { dialog } = await openNew({
      ...answers,
      'POST /ops/points/items': {
        errorCode: 'request.param.err',
        value: { fields: [{ path: 'requirement.days', code: 'too_big' }] },
      },
    });
    type('mall-name', 'Cash 20');
    type('mall-points', '2000');
    type('mall-amount', '20');
    fireEvent.click(screen.getByTestId('mall-requirementOn'));
    type('mall-deposit-amount', '100');
    type('mall-days', '30');
    fireEvent.click(screen.getByTestId('mall-save'));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(screen.getByTestId('mall-days').getAttribute('aria-invalid')).toBe('true');
  });
});
