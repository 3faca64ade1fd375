import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import {
  countriesFixture,
  loginResponseFixture,
  memberInfoFixture,
  registerSettingsFixture,
} from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const AUTH_URL = 'https://auth.firebase.test';
const settings = registerSettingsFixture({}, { firebaseSms: { apiKey: 'web-api-key', authUrl: AUTH_URL } });
const SEND = 'POST /v1/accounts:sendVerificationCode';
const SIGN_IN = 'POST /v1/accounts:signInWithPhoneNumber';
const REGISTER = 'PUT /wps/member/register/mobile';

/** Identity Toolkit answers raw JSON (no envelope), errors as `{ error: { message } }`. */
const firebaseJson = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /wps/verification/challenge': () => challengeFixture,
  'GET /wps/system/setting/register': () => settings,
  'GET /wps/system/countryCodes': () => countriesFixture,
  'GET /wps/member/info': () => memberInfoFixture(),
  'GET /wps/relay/MCSFE_getPlayerAvatar': () => ({ avatar: 'a1', avatarType: 'STATIC' }),
  [SEND]: () => firebaseJson({ sessionInfo: 'session-1' }),
  [SIGN_IN]: ({ body }) =>
    (body as { code: string }).code === '123456'
      ? firebaseJson({ idToken: 'firebase-id-token', localId: 'uid-1' })
      : firebaseJson({ error: { code: 400, message: 'INVALID_CODE' } }, 400),
  [REGISTER]: () => loginResponseFixture(),
  ...overrides,
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** The mobile tab with number, passwords and agreement filled in; returns the modal. */
async function fillMobileTab() {
  window.history.pushState({}, '', '/register');
  render(<App />);
  const modal = await screen.findByTestId('register-modal');
  fireEvent.click(await within(modal).findByTestId('register-tab-mobile'));
  await within(modal).findByTestId('country-flag');
  type(within(modal).getByTestId('mobile-input'), '9171234567');
  type(within(modal).getByTestId('register-password'), 'longenough1');
  type(within(modal).getByTestId('register-confirmPassword'), 'longenough1');
  fireEvent.click(within(modal).getByTestId('register-agree'));
  return modal;
}

beforeEach(clearCookies);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('register with Firebase-style SMS', () => {
  it('sends the code through Firebase with a 60 s countdown, then registers with its ID token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    const modal = await fillMobileTab();
    await act(async () => vi.advanceTimersByTime(1000)); // past the 1 s send throttle
    const send = within(modal).getByTestId('sms-send-button');
    fireEvent.click(send);

    await vi.waitFor(() => expect(send.textContent).toBe('Resend in 60 s'));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('sendVerificationCode'))!;
    expect(String(sent[0])).toBe(`${AUTH_URL}/v1/accounts:sendVerificationCode?key=web-api-key`);
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ phoneNumber: '+639171234567' });
    // Our own SMS is not used.
    expect(requestsTo(fetchMock, 'POST /wps/verification/sms/register')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(send.textContent).toBe('Send code');

    // A wrong code: Firebase refuses it, the message shows under the code and nothing registers.
    type(within(modal).getByTestId('sms-code-input'), '000000');
    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect((await within(modal).findByTestId('sms-code-input-error')).textContent).toBe(
      'Invalid verification code.',
    );
    expect(requestsTo(fetchMock, REGISTER)).toHaveLength(0);

    type(within(modal).getByTestId('sms-code-input'), '123456');
    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect(await screen.findByTestId('after-login-modal')).toBeTruthy();
    expect(requestsTo(fetchMock, SIGN_IN).map((r) => r.body)).toEqual([
      { sessionInfo: 'session-1', code: '000000' },
      { sessionInfo: 'session-1', code: '123456' },
    ]);
    const body = requestsTo(fetchMock, REGISTER)[0]!.body!;
    expect(body).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      firebaseChannel: true,
      firebaseIdToken: 'firebase-id-token',
    });
    expect(body).not.toHaveProperty('verificationCode');
  });

  it('asks for a code sent to this number before checking one', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    const modal = await fillMobileTab();
    type(within(modal).getByTestId('sms-code-input'), '123456');
    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect((await within(modal).findByTestId('sms-code-input-error')).textContent).toBe(
      'Please send a code to this number first.',
    );
    expect(requestsTo(fetchMock, SIGN_IN)).toHaveLength(0);
    expect(requestsTo(fetchMock, REGISTER)).toHaveLength(0);
  });

  it("shows Firebase's refusal of a send in the warning dialog, translated", async () => {
    stubApi(
      statusFixture(),
      helpFixture,
      routes({ [SEND]: () => firebaseJson({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }, 400) }),
    );
    const modal = await fillMobileTab();
    fireEvent.click(within(modal).getByTestId('sms-send-button'));
    const dialog = await screen.findByTestId('sms-failed-dialog');
    expect(dialog.textContent).toContain('Too many requests. Please try again after 5 minutes.');
  });

  it('keeps the ID token for a retried sign-up, and wants a new code once the server refuses it', async () => {
    const answers = [
      apiFail(409, 'mobile.taken', { fields: [{ path: 'mobileNum', code: 'mobile.taken' }] }),
      apiFail(400, 'firebase.token.expired', {
        fields: [{ path: 'verificationCode', code: 'firebase.token.expired' }],
      }),
    ];
    const fetchMock = stubApi(statusFixture(), helpFixture, routes({ [REGISTER]: () => answers.shift() }));
    const modal = await fillMobileTab();
    const send = within(modal).getByTestId('sms-send-button');
    fireEvent.click(send);
    await vi.waitFor(() => expect(send.textContent).toMatch(/^Resend in/));
    type(within(modal).getByTestId('sms-code-input'), '123456');
    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect((await within(modal).findByTestId('mobile-input-error')).textContent).toBe(
      'This mobile number is already registered.',
    );

    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect((await within(modal).findByTestId('sms-code-input-error')).textContent).toBe(
      'The phone verification has expired. Please request a new code.',
    );
    // One Firebase sign-in served both attempts.
    expect(requestsTo(fetchMock, SIGN_IN)).toHaveLength(1);
    expect(requestsTo(fetchMock, REGISTER)).toHaveLength(2);

    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect((await within(modal).findByTestId('sms-code-input-error')).textContent).toBe(
      'Please send a code to this number first.',
    );
    expect(requestsTo(fetchMock, REGISTER)).toHaveLength(2);
  });
});
