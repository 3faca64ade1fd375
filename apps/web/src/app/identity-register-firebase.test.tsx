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
import { stubRecaptchaScripts } from '@/test/recaptcha-stub';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const AUTH_URL = 'https://auth.firebase.test';
const RECAPTCHA = 'https://recaptcha.test/recaptcha/api.js';
const RECAPTCHA_MISSING = 'https://recaptcha.test/missing/api.js';
const RECAPTCHA_NO_TOKEN = 'https://recaptcha.test/no-token/api.js';
const recaptcha = stubRecaptchaScripts({
  [RECAPTCHA]: 'token',
  [RECAPTCHA_MISSING]: 'script-error',
  [RECAPTCHA_NO_TOKEN]: 'error-callback',
});
const settingsWith = (recaptchaScriptUrl: string) =>
  registerSettingsFixture(
    {},
    { firebaseSms: { apiKey: 'web-api-key', authUrl: AUTH_URL, recaptchaScriptUrl } },
  );
const settings = settingsWith(RECAPTCHA);
const PARAMS = 'GET /v1/recaptchaParams';
const SEND = 'POST /v1/accounts:sendVerificationCode';
const SIGN_IN = 'POST /v1/accounts:signInWithPhoneNumber';
const REGISTER = 'registerMobile';

/** Identity Toolkit answers raw JSON (no envelope), errors as `{ error: { message } }`. */
const firebaseJson = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  humanChallenge: () => challengeFixture,
  registerSettings: () => settings,
  countryCodes: () => countriesFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a1', avatarType: 'STATIC' }),
  [PARAMS]: () =>
    firebaseJson({ kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: 'site-key-1' }),
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
  it('sends the code through Firebase with a reCAPTCHA token and a 60 s countdown, then registers with its ID token', async () => {
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
    // The token of an invisible widget of the project's site key, reset once used.
    expect(requestsTo(fetchMock, PARAMS)[0]!.url.href).toBe(`${AUTH_URL}/v1/recaptchaParams?key=web-api-key`);
    const script = new URL(recaptcha.scripts.at(-1)!);
    expect(`${script.origin}${script.pathname}`).toBe(RECAPTCHA);
    expect(script.searchParams.get('render')).toBe('explicit');
    expect(recaptcha.renders).toContainEqual({ sitekey: 'site-key-1', size: 'invisible' });
    const token = recaptcha.tokens.at(-1);
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      phoneNumber: '+639171234567',
      recaptchaToken: token,
    });
    expect(recaptcha.resets).toBeGreaterThan(0);
    // Our own SMS is not used.
    expect(requestsTo(fetchMock, 'registerSmsCode')).toHaveLength(0);
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
      routes({
        [SEND]: () => firebaseJson({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }, 400),
      }),
    );
    const modal = await fillMobileTab();
    fireEvent.click(within(modal).getByTestId('sms-send-button'));
    const dialog = await screen.findByTestId('sms-failed-dialog');
    expect(dialog.textContent).toContain('Too many requests. Please try again after 5 minutes.');
  });

  it('asks for a new token for every send: tokens are accepted once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    const modal = await fillMobileTab();
    const send = within(modal).getByTestId('sms-send-button');
    const resetsBefore = recaptcha.resets;
    fireEvent.click(send);
    await vi.waitFor(() => expect(send.textContent).toBe('Resend in 60 s'));
    await act(async () => vi.advanceTimersByTime(60_000));
    fireEvent.click(send);
    await vi.waitFor(() => expect(requestsTo(fetchMock, SEND)).toHaveLength(2));
    const [first, second] = requestsTo(fetchMock, SEND).map((r) => r.body!.recaptchaToken);
    expect(first).toMatch(/^recaptcha-token-\d+$/);
    expect(second).toMatch(/^recaptcha-token-\d+$/);
    expect(second).not.toBe(first);
    await vi.waitFor(() => expect(recaptcha.resets).toBe(resetsBefore + 2));
  });

  it.each([
    ['the reCAPTCHA script does not load', RECAPTCHA_MISSING],
    ['the reCAPTCHA widget gives no token', RECAPTCHA_NO_TOKEN],
  ])('asks Firebase for no SMS and says why when %s', async (_case, scriptUrl) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({ registerSettings: () => settingsWith(scriptUrl) }),
    );
    const modal = await fillMobileTab();
    const send = within(modal).getByTestId('sms-send-button');
    const loadsBefore = recaptcha.scripts.length;
    fireEvent.click(send);
    const dialog = await screen.findByTestId('sms-failed-dialog');
    expect(dialog.textContent).toContain(
      'The security check could not load or finish, so no code was sent. Please check your connection and try again.',
    );
    expect(requestsTo(fetchMock, SEND)).toHaveLength(0);
    expect(send.textContent).toBe('Send code');

    // The next click tries again (a script that failed is loaded anew; a widget is kept).
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(send);
    expect((await screen.findByTestId('sms-failed-dialog')).textContent).toContain('The security check');
    expect(recaptcha.scripts.length - loadsBefore).toBe(scriptUrl === RECAPTCHA_MISSING ? 2 : 1);
    expect(requestsTo(fetchMock, SEND)).toHaveLength(0);
  });

  it('keeps the ID token for a retried sign-up, and wants a new code once the server refuses it', async () => {
    const answers = [
      apiFail(409, 'mobile.taken', { fields: [{ path: 'mobileNum', code: 'mobile.taken' }] }),
      apiFail(400, 'firebase.token.expired', {
        fields: [{ path: 'verificationCode', code: 'firebase.token.expired' }],
      }),
    ];
    const fetchMock = stubApi(statusFixture(), helpFixture, routes({ [REGISTER]: () => answers.shift()! }));
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
