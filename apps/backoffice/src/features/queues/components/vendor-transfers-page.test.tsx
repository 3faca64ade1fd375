import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const transfer = {
  id: 5,
  memberId: 3,
  username: 'demoplayer',
  vendor: 'FLAKY',
  direction: 'IN',
  amount: 30,
  status: 'PENDING',
  attempts: 2,
  error: null,
  createdAt: Date.now() - 3 * 86_400_000,
  updatedAt: Date.now(),
};
const answers = {
  'GET /ops/vendorTransfers': { value: { list: [transfer], totalCount: 1, totalPages: 1, pageNo: 1 } },
  'GET /ops/queues/counts': {
    value: {
      deposits: { pending: 0, oldestAt: null },
      withdrawals: { pending: 0, oldestAt: null },
      vendorTransfers: { pending: 1, oldestAt: transfer.createdAt },
    },
  },
};

describe('vendor transfers queue', () => {
  it('lists a pending transfer with its age and settles it', async () => {
    const { fetchMock } = renderConsole('/vendor-transfers', {
      role: 'finance',
      answers: { ...answers, 'POST /ops/vendorTransfers/settle': { value: { id: 5, status: 'DONE' } } },
    });
    const row = (await screen.findByText('FLAKY')).closest('tr')!;
    expect(within(row).getByText('3 d')).toBeTruthy();
    expect(within(row).getByText('To vendor')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle transfer #5' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Transfer #5: done.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settle'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ id: 5 });
  });

  it('settles every pending transfer at once', async () => {
    renderConsole('/vendor-transfers', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/vendorTransfers/reconcile': { value: { DONE: 2, PENDING: 1, FAILED: 0 } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Settle pending now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle every pending transfer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle pending now' }));
    expect(await screen.findByText('Settled 2, failed 0, still pending 1.')).toBeTruthy();
  });

  it('support sees the transfers but cannot settle', async () => {
    renderConsole('/vendor-transfers', { role: 'support', answers });
    expect(await screen.findByText('FLAKY')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Settle/ })).toBeNull();
  });
});
