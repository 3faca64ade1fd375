import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, cashItem, itemsAnswer } from './points-fixtures';

const answers = {
  'GET /ops/points/items': itemsAnswer,
  'POST /ops/points/items/status': (body: unknown) => ({ value: { ...cashItem, ...(body as object) } }),
};
const slow = { timeout: 5000 };
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const statusCalls = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, '/ops/points/items/status', 'POST');

describe('mall items page', () => {
  it('lists each item with its art, price, stock, limits, requirement and units redeemed and waiting', async () => {
    renderConsole('/points/items', { role: 'admin', answers });
    await screen.findByRole('rowheader', { name: 'Smartphone' }, slow);

    const phone = rowOf('Smartphone');
    const art = within(phone).getByRole('img', { name: 'Phone' });
    expect(art.getAttribute('src')).toBe('/images/mall/phone.svg');
    for (const text of ['Goods', '250,000.00', '5', '1', 'Deposits of 500.00 in the last 30 days', '3', '2'])
      expect(within(phone).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(phone).getAllByText('—')).toHaveLength(2);

    const cash = rowOf('Cash 50');
    for (const text of ['Cash', '5,000.00', '50.00', 'Unlimited', 'No limit', 'None', '1,234'])
      expect(within(cash).getByText(text)).toBeTruthy();
    const bonus = rowOf('Bonus 100');
    expect(within(bonus).getByText('8,000.50')).toBeTruthy();
    expect(within(bonus).getByText('×3')).toBeTruthy();
    expect(within(rowOf('Grocery voucher')).getByText('10.00')).toBeTruthy();
    expect(screen.getByTestId('mall-items-count').textContent).toBe('4 of 200 items');
  });

  it('pauses and resumes an item with its switch', async () => {
    const { fetchMock } = renderConsole('/points/items', { role: 'admin', answers });
    const active = await screen.findByRole('switch', { name: 'Cash 50 is active' }, slow);
    expect(active.getAttribute('aria-checked')).toBe('true');
    const paused = screen.getByRole('switch', { name: 'Grocery voucher is active' });
    expect(paused.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(active);
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(bodyOf(statusCalls(fetchMock)[0])).toEqual({ id: 1, status: 'PAUSED' });
    fireEvent.click(paused);
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(2));
    expect(bodyOf(statusCalls(fetchMock)[1])).toEqual({ id: 4, status: 'ACTIVE' });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/ops/points/items').length).toBeGreaterThanOrEqual(2));
  });

  it('disables New when the mall is full and says why', async () => {
    const full = Array.from({ length: 200 }, (_, i) => ({ ...cashItem, id: i + 1, name: `Cash ${i + 1}` }));
    renderConsole('/points/items', {
      role: 'admin',
      answers: { ...answers, 'GET /ops/points/items': { value: { list: full } } },
    });
    expect(await screen.findByText(/The mall keeps at most 200 items/, {}, slow)).toBeTruthy();
    expect((screen.getByTestId('mall-item-new') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows support the items without any button', async () => {
    renderConsole('/points/items', { role: 'support', answers });
    await screen.findByRole('rowheader', { name: 'Cash 50' }, slow);
    expect(within(rowOf('Cash 50')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('Grocery voucher')).getByText('Paused')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('mall-item-new')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
