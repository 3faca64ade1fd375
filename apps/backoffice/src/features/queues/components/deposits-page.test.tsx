import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const deposit = {
  id: 12,
  channelName: 'Bank transfer',
  type: 'OFFLINE',
  amount: 800,
  status: 'PENDING',
  reference: 'BANK-77',
  createdAt: Date.now() - 5 * 60_000,
  completedAt: null,
  memberId: 3,
  username: 'demoplayer',
  hasReceipt: true,
  decidedBy: null,
  decidedByName: null,
};
const answers = {
  'GET /ops/deposits': { value: { list: [deposit], totalCount: 1, totalPages: 1, pageNo: 1 } },
  'GET /ops/deposits/receipt': { value: { receiptImage: PNG } },
  'GET /ops/queues/counts': {
    value: {
      deposits: { pending: 1, oldestAt: deposit.createdAt },
      withdrawals: { pending: 0, oldestAt: null },
      vendorTransfers: { pending: 0, oldestAt: null },
    },
  },
};

describe('deposits queue', () => {
  it('the confirm dialog shows the receipt image with its alt text and confirms', async () => {
    const { fetchMock } = renderConsole('/deposits', {
      role: 'finance',
      answers: { ...answers, 'POST /ops/deposits/confirm': { value: { ...deposit, status: 'SUCCESS' } } },
    });
    expect(await screen.findByText('5 min')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit #12' });
    const image = await within(dialog).findByRole('img', {
      name: 'Transfer receipt uploaded by demoplayer for deposit #12 of 800.00',
    });
    expect(image.getAttribute('src')).toBe(PNG);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deposit #12 confirmed: 800.00 credited to demoplayer.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ id: 12 });
  });

  it('a reject that lost the race closes and says who decided', async () => {
    renderConsole('/deposits', {
      role: 'finance',
      answers: {
        ...answers,
        'POST /ops/deposits/reject': {
          errorCode: 'operator.already.handled',
          status: 409,
          value: { by: 'cashier1', status: 'SUCCESS', at: Date.now() },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit #12' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'no money seen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Already handled by cashier1 (confirmed).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('support sees the deposit and its receipt but no confirm or reject', async () => {
    renderConsole('/deposits', { role: 'support', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'View receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt of deposit #12' });
    expect(await within(dialog).findByRole('img')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('keeps the filters in the URL and sends them with a date range', async () => {
    const { fetchMock } = renderConsole(
      '/deposits?status=ALL&username=demoplayer&from=2026-01-02&to=2026-01-03&sort=-amount',
      {
        role: 'admin',
        answers,
      },
    );
    await screen.findByText('demoplayer', { selector: 'td' });
    const url = new URL(
      String(fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/ops/deposits?'))),
      'http://x',
    );
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.searchParams.get('username')).toBe('demoplayer');
    expect(url.searchParams.get('sort')).toBe('-amount');
    expect(Number(url.searchParams.get('to')) - Number(url.searchParams.get('from'))).toBe(2 * 86_400_000);
    expect((screen.getByLabelText('Player') as HTMLInputElement).value).toBe('demoplayer');
  });
});
