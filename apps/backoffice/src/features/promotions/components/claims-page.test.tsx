import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, promotionsAnswer } from './promotion-fixtures';

const flagged = {
  id: 21,
  promotionId: 3,
  title: 'Welcome bonus',
  username: 'mayumi07',
  amount: 1000,
  status: 'FLAGGED',
  signals: [
    { signal: 'BANK_ACCOUNT', usernames: ['bituin88'] },
    { signal: 'IP', usernames: ['bituin88', 'agila2024'] },
  ],
  reason: null,
  decidedBy: null,
  createdAt: Date.UTC(2025, 0, 2),
  comment: null,
  imageIds: [],
  maxAmount: null,
};
const paid = { ...flagged, id: 22, username: 'demoplayer', status: 'PAID', signals: [] };
const page = (list: unknown[]) => ({ value: { list, totalCount: list.length, totalPages: 1, pageNo: 1 } });
const answers = {
  'GET /ops/promotions': promotionsAnswer,
  'GET /ops/promotions/claims': page([flagged, paid]),
  'POST /ops/promotions/claims/decide': (body: unknown) => ({
    value: { ...flagged, status: (body as { approve: boolean }).approve ? 'PAID' : 'REJECTED' },
  }),
};
const slow = { timeout: 5000 };
const decisions = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, '/ops/promotions/claims/decide', 'POST');

describe('promotion claims queue', () => {
  it('asks for the flagged claims of the promotion in the address and shows their signals', async () => {
    const { fetchMock } = renderConsole('/promotions/claims?promotionId=3', { role: 'finance', answers });
    const row = (await screen.findByText('mayumi07', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Same bank account:')).toBeTruthy();
    expect(within(row).getByText('Same IP:')).toBeTruthy();
    expect(within(row).getAllByRole('link', { name: 'bituin88' })).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'agila2024' }).getAttribute('href')).toBe(
      '/players/agila2024',
    );
    const query = new URL(callsTo(fetchMock, '/ops/promotions/claims')[0]![0], 'http://x').searchParams;
    expect(query.get('status')).toBe('FLAGGED');
    expect(query.get('promotionId')).toBe('3');
    // Only a flagged claim can be decided.
    const paidRow = screen.getByText('demoplayer').closest('tr')!;
    expect(within(paidRow).queryByRole('button')).toBeNull();
  });

  it('approves a flagged claim after the confirmation', async () => {
    const { fetchMock } = renderConsole('/promotions/claims', { role: 'finance', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve claim 21 of mayumi07' }, slow));
    fireEvent.click(await screen.findByTestId('claim-approve-confirm'));
    await waitFor(() => expect(decisions(fetchMock)).toHaveLength(1));
    expect(bodyOf(decisions(fetchMock)[0])).toEqual({ id: 21, approve: true });
    expect(await screen.findByText('Paid 1,000.00 to mayumi07.')).toBeTruthy();
  });

  it('rejects a flagged claim only with a reason', async () => {
    const { fetchMock } = renderConsole('/promotions/claims', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject claim 21 of mayumi07' }, slow));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(decisions(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Same household as bituin88' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions(fetchMock)).toHaveLength(1));
    expect(bodyOf(decisions(fetchMock)[0])).toEqual({
      id: 21,
      approve: false,
      reason: 'Same household as bituin88',
    });
  });

  it('shows support the queue without the decision buttons', async () => {
    renderConsole('/promotions/claims', { role: 'support', answers });
    await screen.findByText('mayumi07', {}, slow);
    expect(screen.queryByRole('button', { name: /Approve claim/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reject claim/ })).toBeNull();
  });
});
