import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { countriesFixture, loginResponseFixture, memberInfoFixture } from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const baseRoutes: StubRoutes = {
  humanChallenge: () => challengeFixture,
  captcha: () => 'iVBORw0KGgo=',
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a2', avatarType: 'STATIC' }),
  countryCodes: () => countriesFixture,
};

async function openLoginModal() {
  fireEvent.click(await screen.findByTestId('header-login-button'));
  return screen.findByTestId('login-modal');
}

beforeEach(clearCookies);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login modal', () => {
  it('shows the captcha after a failed attempt and sends it with the next one', async () => {
    let attempts = 0;
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      login: () =>
        ++attempts === 1
          ? apiFail(400, 'incorrect.username.or.password', { captcha: true })
          : loginResponseFixture(),
    });
    visit('/');
    const modal = await openLoginModal();
    expect(within(modal).queryByTestId('captcha-input')).toBeNull();

    type(within(modal).getByTestId('login-username'), ' player1 ');
    type(within(modal).getByTestId('login-password'), 'secret123');
    fireEvent.click(within(modal).getByTestId('login-submit'));

    const image = await within(modal).findByTestId('captcha-image');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(within(modal).getByTestId('login-error').textContent).toBe('Incorrect username or password.');

    // The captcha is required once shown.
    fireEvent.click(within(modal).getByTestId('login-submit'));
    const captcha = within(modal).getByTestId('captcha-input');
    expect(within(modal).getByTestId('captcha-input-error').textContent).toBe('Please enter the captcha');
    expect(captcha.getAttribute('aria-invalid')).toBe('true');
    expect(captcha.getAttribute('aria-describedby')).toContain(
      within(modal).getByTestId('captcha-input-error').id,
    );

    type(captcha, 'ab12');
    fireEvent.click(within(modal).getByTestId('login-submit'));
    expect(await screen.findByTestId('after-login-modal')).toBeTruthy();
    expect(screen.getByTestId('after-login-name').textContent).toContain('Lucky');

    const logins = requestsTo(fetchMock, 'login');
    expect(logins).toHaveLength(2);
    expect(logins[0]!.body).toEqual({
      type: 'username',
      username: 'player1',
      password: 'secret123',
      humanProof: 'proof',
    });
    expect(logins[1]!.body).toMatchObject({ captcha: 'ab12', humanProof: 'proof' });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(await screen.findByTestId('member-area')).toBeTruthy();
  });

  it('logs in with what the header form typed, and remembers only the username', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      login: () => loginResponseFixture(),
    });
    visit('/');
    type(await screen.findByTestId('header-username'), 'player1');
    type(screen.getByTestId('header-password'), 'secret123');
    fireEvent.click(screen.getByTestId('header-login-button'));
    expect(await screen.findByTestId('after-login-modal')).toBeTruthy();
    expect(requestsTo(fetchMock, 'login')[0]!.body).toMatchObject({
      username: 'player1',
      password: 'secret123',
    });
    // "Remember me" was off: no cookie.
    expect(document.cookie).not.toContain('rememberedUser');
  });

  it('fills in a remembered username in the header and in the login modal opened from it', async () => {
    stubApi(statusFixture(), helpFixture, baseRoutes);
    document.cookie = 'rememberedUser=player1; Path=/';
    visit('/');
    expect(((await screen.findByTestId('header-username')) as HTMLInputElement).value).toBe('player1');
    type(screen.getByTestId('header-username'), '');
    const modal = await openLoginModal();
    expect((within(modal).getByTestId('login-username') as HTMLInputElement).value).toBe('player1');
  });

  it('asks for the two-factor check when the server wants one', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      login: () =>
        apiFail(403, 'login_verify_required', {
          verifyToken: 'vt',
          methods: ['EMAIL', 'TOTP'],
          maskedMobile: null,
          maskedEmail: 'pl***@example.com',
        }),
      loginVerify: () => loginResponseFixture(),
    });
    visit('/');
    const modal = await openLoginModal();
    type(within(modal).getByTestId('login-username'), 'player1');
    type(within(modal).getByTestId('login-password'), 'secret123');
    fireEvent.click(within(modal).getByTestId('login-submit'));
    const form = await within(modal).findByTestId('login-verify-form');
    expect(form.textContent).toContain('pl***@example.com');
    fireEvent.click(within(form).getByTestId('verify-method-TOTP'));
    type(within(form).getByTestId('verify-answer'), '123456');
    fireEvent.click(within(form).getByTestId('verify-submit'));
    expect(await screen.findByTestId('after-login-modal')).toBeTruthy();
    expect(requestsTo(fetchMock, 'loginVerify')[0]!.body).toEqual({
      verifyToken: 'vt',
      method: 'TOTP',
      answer: '123456',
    });
  });

  it('SMS login: the send button waits expiredMinutes × 60 s, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      loginSmsCode: () => ({ expiredMinutes: 1 }),
      login: () => loginResponseFixture(),
    });
    visit('/');
    const modal = await openLoginModal();
    fireEvent.click(within(modal).getByTestId('login-tab-sms'));
    const send = await within(modal).findByTestId('sms-send-button');

    // A bad number is refused before any call.
    type(within(modal).getByTestId('mobile-input'), '12');
    fireEvent.click(send);
    expect(await within(modal).findByText('Please enter a valid phone number')).toBeTruthy();
    expect(requestsTo(fetchMock, 'loginSmsCode')).toHaveLength(0);

    await within(modal).findByTestId('country-flag');
    type(within(modal).getByTestId('mobile-input'), '9171234567');
    await act(async () => vi.advanceTimersByTime(1000)); // past the 1 s send throttle
    fireEvent.click(send);
    await vi.waitFor(() => expect(send.textContent).toBe('Resend in 60 s'));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(requestsTo(fetchMock, 'loginSmsCode')[0]!.body).toEqual({
      countryDialingCode: '63',
      mobileNum: '9171234567',
      humanProof: 'proof',
    });

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(send.textContent).toBe('Resend in 30 s');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(send.textContent).toBe('Send code');
    expect((send as HTMLButtonElement).disabled).toBe(false);

    type(within(modal).getByTestId('sms-code-input'), '123456');
    fireEvent.click(within(modal).getByTestId('sms-login-submit'));
    await vi.waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-1'));
    expect(requestsTo(fetchMock, 'login')[0]!.body).toEqual({
      type: 'sms',
      countryDialingCode: '63',
      username: '9171234567',
      password: '123456',
    });
  });

  it('hides SMS login, free trial and social buttons when their switches are off', async () => {
    const status = statusFixture();
    status.info.whitelabel = ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3'].map(
      (modId) => ({
        modId,
        enabled: false,
        childrenNodes: [],
      }),
    );
    stubApi(status, helpFixture, baseRoutes);
    visit('/');
    const modal = await openLoginModal();
    expect(within(modal).queryByTestId('login-tab-sms')).toBeNull();
    expect(within(modal).queryByTestId('free-trial-button')).toBeNull();
    expect(within(modal).queryByTestId('google-login')).toBeNull();
    expect(within(modal).queryByTestId('facebook-login')).toBeNull();
    fireEvent.click(within(modal).getByTestId('register-now-link'));
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
  });
});
