import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, withApplicationAnswer } from './promotion-fixtures';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** An application waiting for the operator: nothing paid yet, 500 at most. */
const application = {
  id: 31,
  promotionId: 6,
  title: 'Share and win',
  username: 'mayumi07',
  amount: 0,
  status: 'APPLIED',
  signals: [],
  reason: null,
  decidedBy: null,
  createdAt: Date.UTC(2025, 0, 3),
  comment: 'Zalo: mayumi07, shared on 3 January',
  imageIds: [71, 72],
  maxAmount: 500,
};
const answers = {
  'GET /ops/promotions': withApplicationAnswer,
  'GET /ops/promotions/claims': { value: { list: [application], totalCount: 1, totalPages: 1, pageNo: 1 } },
  'GET /ops/promotions/claims/image': (_body: unknown, url: string) => ({
    value: { id: Number(new URL(url).searchParams.get('id')), dataUrl: PNG },
  }),
  'POST /ops/promotions/claims/decide': (body: unknown) => ({
    value: { ...application, ...(body as object), status: 'PAID' },
  }),
};
const slow = { timeout: 5000 };
const decisions = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, '/ops/promotions/claims/decide', 'POST');
const openApproval = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Approve application 31 of mayumi07' }, slow));
  return screen.findByRole('dialog', { name: 'Approve the application of mayumi07' });
};

describe('promotion applications', () => {
  it('shows the comment and each image, and opens one large', async () => {
    const { fetchMock } = renderConsole('/promotions/claims?status=APPLIED', { role: 'finance', answers });
    const row = (await screen.findByText('Zalo: mayumi07, shared on 3 January', {}, slow)).closest('tr')!;
    expect(within(row).getByText('up to 500.00')).toBeTruthy();
    expect(within(row).getByText('Applied')).toBeTruthy();
    // Each image is read on its own: wait for both.
    const thumbs = () => within(row).getAllByRole('img', { name: /^Image \d sent by mayumi07$/ });
    await waitFor(() => expect(thumbs()).toHaveLength(2));
    expect(thumbs()[0]!.getAttribute('src')).toBe(PNG);
    const ids = callsTo(fetchMock, '/ops/promotions/claims/image').map(([url]) =>
      new URL(url, 'http://x').searchParams.get('id'),
    );
    expect(ids.sort()).toEqual(['71', '72']);
    const query = new URL(callsTo(fetchMock, '/ops/promotions/claims')[0]![0], 'http://x').searchParams;
    expect(query.get('status')).toBe('APPLIED');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('APPLIED');

    fireEvent.click(within(row).getByRole('button', { name: 'Image 2 sent by mayumi07' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image 2 of 2 sent by mayumi07' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(PNG);
    // Escape: the native dialog's cancel event.
    fireEvent(viewer, new Event('cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves an application with the amount typed', async () => {
    const { fetchMock } = renderConsole('/promotions/claims?status=APPLIED', { role: 'finance', answers });
    const dialog = await openApproval();
    expect(within(dialog).getByText("From 0.01 up to 500.00, the promotion's maximum.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: '250.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve with amount' }));
    await waitFor(() => expect(decisions(fetchMock)).toHaveLength(1));
    expect(bodyOf(decisions(fetchMock)[0])).toEqual({ id: 31, approve: true, amount: 250.5 });
    expect(await screen.findByText('Paid 250.50 to mayumi07.')).toBeTruthy();
  });

  it('refuses on screen an amount above the maximum or none, without a call', async () => {
    const { fetchMock } = renderConsole('/promotions/claims?status=APPLIED', { role: 'admin', answers });
    const dialog = await openApproval();
    const amount = within(dialog).getByLabelText('Amount to pay');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve with amount' }));
    expect(await within(dialog).findByText('Enter the amount to pay.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve with amount' }));
    expect(await within(dialog).findByText("At most 500.00, the promotion's maximum.")).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(decisions(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal translated", async () => {
    renderConsole('/promotions/claims?status=APPLIED', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/promotions/claims/decide': { errorCode: 'promotion.amount.invalid', status: 400 },
      },
    });
    const dialog = await openApproval();
    fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve with amount' }));
    expect(
      await within(dialog).findByText("The amount must be above 0 and at most the promotion's maximum."),
    ).toBeTruthy();
  });

  it('rejects an application only with a reason', async () => {
    const { fetchMock } = renderConsole('/promotions/claims?status=APPLIED', { role: 'admin', answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject application 31 of mayumi07' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application of mayumi07' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(decisions(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The post is not public' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions(fetchMock)).toHaveLength(1));
    expect(bodyOf(decisions(fetchMock)[0])).toEqual({
      id: 31,
      approve: false,
      reason: 'The post is not public',
    });
    expect(await screen.findByText('Rejected the application of mayumi07.')).toBeTruthy();
  });
});
