import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { renderConsole } from '@/test/render-console';

const operators = [
  {
    username: 'admin1',
    role: 'admin',
    disabled: false,
    twoFactorEnrolled: true,
    createdAt: 1,
    lastSignInAt: 2,
  },
  {
    username: 'cashier',
    role: 'finance',
    disabled: false,
    twoFactorEnrolled: true,
    createdAt: 1,
    lastSignInAt: null,
  },
];
type FetchMock = ReturnType<typeof renderConsole>['fetchMock'];
const roleCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/ops/operators/role' && init?.method === 'PUT',
  );
/** The text under a control: the first element its `aria-describedby` names. */
const errorUnder = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;

/** Opens the role dialog of cashier, picks `role` and types `reason`; answers the dialog. */
async function changeRole(role: string, reason: string) {
  // The first test of the file loads the page's lazy chunk: longer than the usual second.
  fireEvent.click(await screen.findByRole('button', { name: 'Change role of cashier' }, { timeout: 5000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change the role of cashier' }));
  fireEvent.change(dialog.getByLabelText('New role'), { target: { value: role } });
  fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: reason } });
  fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
  return dialog;
}

describe('operator role change', () => {
  it('refuses a reason too short under the field and changes nothing', async () => {
    const { fetchMock } = renderConsole('/operators', {
      answers: { 'GET /ops/operators': { value: operators } },
    });
    const dialog = await changeRole('support', ' ab ');
    const reason = dialog.getByLabelText(/Reason/);
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(reason)).toBe('Too short or too small.');
    expect(roleCalls(fetchMock)).toHaveLength(0);
  });

  it("puts the server's refusal of the role under the role, the dialog staying open", async () => {
    renderConsole('/operators', {
      answers: {
        'GET /ops/operators': { value: operators },
        'PUT /ops/operators/role': {
          errorCode: ErrorCodes.requestParamErr,
          status: 400,
          value: { fields: [{ path: 'role', code: 'invalid_value' }] },
        },
      },
    });
    const dialog = await changeRole('support', 'moved to support');
    const role = dialog.getByLabelText('New role');
    await waitFor(() => expect(role.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(role)).toBe('Choose one of the offered values.');
    // Choosing again clears it.
    fireEvent.change(role, { target: { value: 'admin' } });
    await waitFor(() => expect(role.getAttribute('aria-invalid')).toBeNull());
  });

  it('sends the operator, the new role and the reason, and closes', async () => {
    const { fetchMock } = renderConsole('/operators', {
      answers: {
        'GET /ops/operators': { value: operators },
        'PUT /ops/operators/role': { value: { ...operators[1], role: 'support' } },
      },
    });
    await changeRole('support', '  moved to support  ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(roleCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(roleCalls(fetchMock)[0]![1]!.body))).toEqual({
      username: 'cashier',
      role: 'support',
      reason: 'moved to support',
    });
  });
});
