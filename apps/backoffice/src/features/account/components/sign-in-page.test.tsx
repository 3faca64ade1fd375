import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/shared/session/session-store';
import { renderConsole } from '@/test/render-console';

const FULL = { token: 'full-token', role: 'finance', idleMinutes: 15, twoFactor: 'none' };

async function passwordStep(
  step: 'verify' | 'enrol',
  answers: NonNullable<Parameters<typeof renderConsole>[1]>['answers'],
) {
  const view = renderConsole('/sign-in', {
    role: null,
    answers: {
      'POST /ops/session/login': {
        value: { token: 'pending-token', role: 'finance', idleMinutes: 15, twoFactor: step },
      },
      ...answers,
    },
  });
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'cashier' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

const callsTo = (fetchMock: ReturnType<typeof renderConsole>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('sign-in with a second factor', () => {
  it('asks the code, says a malformed one under the field, and stores only the full session', async () => {
    const { fetchMock } = await passwordStep('verify', {
      'POST /ops/session/twoFactor/verify': { value: FULL },
    });
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(getSession()).toBeNull();
    const code = screen.getByLabelText('Authenticator code');
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/ops/session/twoFactor')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(getSession()).toMatchObject({ token: 'full-token', idleMinutes: 15, username: 'cashier' }),
    );
    const [[, init]] = callsTo(fetchMock, '/ops/session/twoFactor/verify') as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe('pending-token');
    expect(JSON.parse(String(init.body))).toEqual({ code: '123456' });
  });

  it('translates a wrong code and stays signed out', async () => {
    await passwordStep('verify', {
      'POST /ops/session/twoFactor/verify': { errorCode: 'operator.two.factor.invalid', status: 401 },
    });
    fireEvent.change(await screen.findByLabelText('Authenticator code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    expect(getSession()).toBeNull();
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
  });

  it('enrols: QR code and setup key of a new secret, then its code signs in', async () => {
    const { fetchMock } = await passwordStep('enrol', {
      'POST /ops/session/twoFactor/setup': {
        value: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Demo:cashier?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /ops/session/twoFactor/enrol': { value: FULL },
    });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    const qr = await screen.findByAltText('QR code to add this console to an authenticator app');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(getSession()?.token).toBe('full-token'));
    expect(callsTo(fetchMock, '/ops/session/twoFactor/enrol')).toHaveLength(1);
  });
});
