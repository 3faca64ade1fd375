import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const base = {
  amount: 1500,
  bankName: 'BDO',
  accountNumber: '5566778899',
  createdAt: Date.now() - 3_600_000,
  paidAt: Date.now() - 1_800_000,
  autoConfirmAt: null,
  receivedAmount: null,
  remainingAmount: null,
  memberId: 7,
  username: 'demoplayer',
  accountName: 'Demo Player',
  decidedBy: 'op-1',
  decidedByName: 'finance1',
  decidedAt: Date.now() - 1_800_000,
  rejectReason: null,
  confirmedAt: Date.now() - 600_000,
  warnings: [],
};
const disputed = { ...base, id: 51, status: 'NOT_RECEIVED', hasProof: true };
const received = { ...base, id: 52, status: 'RECEIVED', hasProof: false };
const answers = {
  'GET /ops/withdrawals': { value: { list: [disputed, received], totalCount: 2, totalPages: 1, pageNo: 1 } },
  'GET /ops/withdrawals/proof': { value: { proofImage: PNG } },
  'GET /ops/queues/counts': {
    value: {
      deposits: { pending: 0, oldestAt: null },
      withdrawals: { pending: 0, oldestAt: null },
      vendorTransfers: { pending: 0, oldestAt: null },
    },
  },
};

describe('withdrawal proof', () => {
  it('a row with a proof has "View proof": the dialog reads that proof and shows the image', async () => {
    const { fetchMock } = renderConsole('/withdrawals?status=ALL', { role: 'support', answers });
    const row = (await screen.findByText('51')).closest('tr')!;
    const other = screen.getByText('52').closest('tr')!;
    expect(within(other).queryByRole('button', { name: 'View proof' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/ops/withdrawals/proof'))).toBe(
      false,
    );

    fireEvent.click(within(row).getByRole('button', { name: 'View proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof for withdrawal #51' });
    const image = await within(dialog).findByRole('img', {
      name: 'Proof uploaded by demoplayer that withdrawal #51 of 1,500.00 was not received',
    });
    expect(image.getAttribute('src')).toBe(PNG);
    expect(within(dialog).getByText('Not received')).toBeTruthy();
    const proofCall = fetchMock.mock.calls.map(([url]) => String(url)).find((u) => u.includes('/proof'));
    expect(proofCall).toBe('/ops/withdrawals/proof?id=51');

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the server has no image for it', async () => {
    renderConsole('/withdrawals?status=ALL', {
      role: 'finance',
      answers: { ...answers, 'GET /ops/withdrawals/proof': { value: { proofImage: null } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View proof' }));
    expect(await screen.findByText('The player uploaded no proof.')).toBeTruthy();
  });
});
