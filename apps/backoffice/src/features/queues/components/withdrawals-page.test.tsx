import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const HOUR = 3_600_000;
const pending = {
  id: 41,
  amount: 1500,
  bankName: 'BDO',
  accountNumber: '5566778899',
  status: 'PENDING',
  createdAt: Date.now() - 2 * HOUR,
  paidAt: null,
  autoConfirmAt: null,
  receivedAmount: null,
  remainingAmount: null,
  memberId: 7,
  username: 'demoplayer',
  accountName: 'Demo Player',
  hasProof: false,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  rejectReason: null,
  confirmedAt: null,
  warnings: [
    { code: 'turnover.unmet', remaining: 250 },
    { code: 'account.new', memberCreatedAt: Date.now() - 3 * HOUR },
  ],
};
const page = { list: [pending], totalCount: 1, totalPages: 1, pageNo: 1 };
const counts = {
  deposits: { pending: 2, oldestAt: Date.now() - HOUR },
  withdrawals: { pending: 1, oldestAt: pending.createdAt },
  vendorTransfers: { pending: 0, oldestAt: null },
};
const answers = {
  'GET /ops/withdrawals': { value: page },
  'GET /ops/withdrawals/detail': { value: pending },
  'GET /ops/queues/counts': { value: counts },
};

describe('withdrawals queue', () => {
  it('lists pending withdrawals oldest first with age and warning badges, and counts in the menu', async () => {
    const { fetchMock } = renderConsole('/withdrawals', { role: 'finance', answers });
    const row = (await screen.findByText('demoplayer')).closest('tr')!;
    expect(within(row).getByText('Unmet turnover 250.00')).toBeTruthy();
    expect(within(row).getByText('New account')).toBeTruthy();
    expect(within(row).getByText('2 h')).toBeTruthy();
    const list = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.startsWith('/ops/withdrawals?'))!;
    expect(list).toContain('status=PENDING');
    expect(list).not.toContain('sort=');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(within(menu).getByRole('link', { name: /Withdrawals/ })).getByText('1')).toBeTruthy();
    expect(within(within(menu).getByRole('link', { name: /Deposits/ })).getByText('2')).toBeTruthy();
  });

  it('the pay dialog shows the bank card and the warnings, and pays with the note', async () => {
    const { fetchMock } = renderConsole('/withdrawals', {
      role: 'finance',
      answers: { ...answers, 'POST /ops/withdrawals/pay': { value: { ...pending, status: 'PAID' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay withdrawal #41' });
    const card = within(dialog).getByRole('region', { name: 'Pay to' });
    expect(within(card).getByText('BDO')).toBeTruthy();
    expect(within(card).getByText('Demo Player')).toBeTruthy();
    expect(within(card).getByText('5566778899')).toBeTruthy();
    expect(within(dialog).getByText('The player still owes 250.00 of bonus turnover.')).toBeTruthy();
    expect(within(dialog).getByText(/The account was created 3 h ago/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'bank ref 9911' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Withdrawal #41 marked paid: 1,500.00 to demoplayer.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/pay'),
    )!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ id: 41, reason: 'bank ref 9911' });
  });

  it('says who handled it when another clerk paid first, and does not send it again', async () => {
    const { fetchMock } = renderConsole('/withdrawals', {
      role: 'finance',
      answers: {
        ...answers,
        'POST /ops/withdrawals/pay': {
          errorCode: 'operator.already.handled',
          status: 409,
          value: { by: 'cashier2', status: 'PAID', at: Date.now() },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay withdrawal #41' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('Already handled by cashier2 (paid).')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    const pays = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/pay'));
    expect(pays).toHaveLength(1);
  });

  it('asks a reason to reject: an empty one stays under the field and nothing is sent', async () => {
    const { fetchMock } = renderConsole('/withdrawals', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal #41' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reject'))).toBe(false);
  });

  it('shows support the queue, the account and the warnings but no button to act', async () => {
    renderConsole('/withdrawals', { role: 'support', answers });
    const row = (await screen.findByText('demoplayer')).closest('tr')!;
    expect(within(row).getByText('5566778899')).toBeTruthy();
    expect(within(row).getByText('New account')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1,500.00')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
