import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, cashRedemption, goodsRedemption, page, voucherRedemption } from './points-fixtures';

const answers = {
  'GET /ops/points/redemptions': page([goodsRedemption, voucherRedemption, cashRedemption]),
  'POST /ops/points/redemptions/approve': (body: unknown) => ({
    value: { ...goodsRedemption, ...(body as object), status: 'APPROVED', decidedBy: 'finance1' },
  }),
  'POST /ops/points/redemptions/reject': (body: unknown) => ({
    value: { ...goodsRedemption, ...(body as object), status: 'REJECTED', decidedBy: 'finance1' },
  }),
};
const lostRace = {
  errorCode: 'operator.already.handled',
  status: 409,
  value: { by: 'finance2', status: 'APPROVED', at: Date.UTC(2026, 0, 3, 10) },
};
const slow = { timeout: 5000 };
const approvals = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, '/ops/points/redemptions/approve', 'POST');
const rejections = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, '/ops/points/redemptions/reject', 'POST');

describe('redemptions queue', () => {
  it('asks for the redemptions in process and shows what, who, for how much and where to', async () => {
    const { fetchMock } = renderConsole('/points/redemptions', { role: 'finance', answers });
    const row = (await screen.findByRole('link', { name: 'demoplayer' }, slow)).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'demoplayer' }).getAttribute('href')).toBe(
      '/players/demoplayer',
    );
    for (const text of ['Smartphone', 'Goods', '250,000.00', 'In process', '—'])
      expect(within(row).getByText(text)).toBeTruthy();
    const address = within(row).getByRole('group', { name: 'Receiving address of Juan Dela Cruz' });
    expect(address.textContent).toBe('Juan Dela Cruz+63 917 123 456712 Rizal St, Makati');
    const voucher = screen.getByRole('link', { name: 'mayumi07' }).closest('tr')!;
    expect(within(voucher).getByText('20.00')).toBeTruthy();
    expect(within(voucher).getByText('2')).toBeTruthy();
    // Only what waits can be decided.
    const cash = screen.getByRole('link', { name: 'bituin88' }).closest('tr')!;
    expect(within(cash).getByText('Approved')).toBeTruthy();
    expect(within(cash).queryByRole('button')).toBeNull();

    const query = new URL(callsTo(fetchMock, '/ops/points/redemptions')[0]![0], 'http://x').searchParams;
    expect(query.get('status')).toBe('PROCESS');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('PROCESS');
  });

  it('approves goods with a remark and the parcel’s reference', async () => {
    const { fetchMock } = renderConsole('/points/redemptions', { role: 'finance', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve redemption 31 of demoplayer' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Approve redemption #31' });
    expect(
      within(dialog).getByText('Hand over 1 × Smartphone to demoplayer, who paid 250,000.00 points.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('12 Rizal St, Makati')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('redemption-remark'), {
      target: { value: ' Shipped by LBC ' },
    });
    fireEvent.change(within(dialog).getByTestId('redemption-shipping-ref'), {
      target: { value: 'LBC-123456' },
    });
    fireEvent.click(within(dialog).getByTestId('redemption-approve-confirm'));

    await waitFor(() => expect(approvals(fetchMock)).toHaveLength(1));
    expect(bodyOf(approvals(fetchMock)[0])).toEqual({
      id: 31,
      remark: 'Shipped by LBC',
      shippingRef: 'LBC-123456',
    });
    expect(await screen.findByText('Redemption #31 approved: 1 × Smartphone for demoplayer.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The queue is read again.
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/points/redemptions').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('rejects only with a reason, and says the points and the stock go back', async () => {
    const { fetchMock } = renderConsole('/points/redemptions', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject redemption 32 of mayumi07' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Reject redemption #32' });
    expect(
      within(dialog).getByText(
        '2,000.00 points go back to mayumi07 and 2 units of Grocery voucher go back to stock. The player reads your reason.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(rejections(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Voucher supplier closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(rejections(fetchMock)).toHaveLength(1));
    expect(bodyOf(rejections(fetchMock)[0])).toEqual({ id: 32, remark: 'Voucher supplier closed' });
    expect(
      await screen.findByText('Redemption #32 rejected: 2,000.00 points back to mayumi07.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an approval that lost the race says who decided and cannot be sent again', async () => {
    const { fetchMock } = renderConsole('/points/redemptions', {
      role: 'finance',
      answers: { ...answers, 'POST /ops/points/redemptions/approve': lostRace },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve redemption 31 of demoplayer' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Approve redemption #31' });
    fireEvent.click(within(dialog).getByTestId('redemption-approve-confirm'));
    expect(await within(dialog).findByText('Already handled by finance2 (approved).')).toBeTruthy();
    expect((within(dialog).getByTestId('redemption-approve-confirm') as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, '/ops/points/redemptions').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('a rejection that lost the race closes and says who decided', async () => {
    renderConsole('/points/redemptions', {
      role: 'finance',
      answers: { ...answers, 'POST /ops/points/redemptions/reject': lostRace },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject redemption 31 of demoplayer' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Reject redemption #31' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'out of phones' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Already handled by finance2 (approved).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the filters in the URL and sends them', async () => {
    const { fetchMock, router } = renderConsole('/points/redemptions', { role: 'admin', answers });
    await screen.findByRole('link', { name: 'demoplayer' }, slow);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ALL' } });
    fireEvent.change(screen.getByLabelText('Player'), { target: { value: ' mayumi07 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ALL&username=mayumi07'));
    await waitFor(() => expect(callsTo(fetchMock, '/ops/points/redemptions').length).toBe(2));
    const query = new URL(callsTo(fetchMock, '/ops/points/redemptions')[1]![0], 'http://x').searchParams;
    expect(query.get('status')).toBeNull();
    expect(query.get('username')).toBe('mayumi07');
  });

  it('shows support the queue without the decision buttons', async () => {
    renderConsole('/points/redemptions', { role: 'support', answers });
    await screen.findByRole('link', { name: 'demoplayer' }, slow);
    expect(screen.queryByRole('button', { name: /^Approve redemption/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject redemption/ })).toBeNull();
  });
});
