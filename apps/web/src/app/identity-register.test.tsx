import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATTERNS } from '@bet/contracts/validation';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import {
  countriesFixture,
  loginResponseFixture,
  memberInfoFixture,
  registerSettingsFixture,
  rule,
} from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const settings = registerSettingsFixture({
  payeeName: rule({
    patternId: 'fullName',
    acceptedPattern: PATTERNS.fullName.pattern,
    minLength: 3,
    maxLength: 30,
  }),
  email: rule({
    required: false,
    patternId: 'email',
    acceptedPattern: PATTERNS.email.pattern,
    minLength: 5,
    maxLength: 40,
  }),
  qqNum: rule({ enabled: false }),
  affiliateCode: rule({
    required: false,
    patternId: 'any',
    acceptedPattern: '*',
    minLength: 0,
    maxLength: 20,
  }),
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  humanChallenge: () => challengeFixture,
  registerSettings: () => settings,
  countryCodes: () => countriesFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a1', avatarType: 'STATIC' }),
  ...overrides,
});

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

describe('register modal', () => {
  it('shows the fields the rules enable, with the bonus in the title', async () => {
    stubApi(statusFixture(), helpFixture, routes());
    visit('/register');
    const modal = await screen.findByTestId('register-modal');
    expect(await within(modal).findByText('Register now and get 1,000 VND')).toBeTruthy();
    for (const shown of ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'affiliateCode'])
      expect(within(modal).getByTestId(`register-${shown}`)).toBeTruthy();
    for (const hidden of ['qqNum', 'nickname', 'wechat', 'idNumber', 'captcha'])
      expect(within(modal).queryByTestId(`register-${hidden}`)).toBeNull();
    // No SMS verification field while the number is not asked.
    expect(within(modal).queryByTestId('sms-send-button')).toBeNull();

    // The mobile tab asks the number (with SMS code, REGMOBVERF3 being on) instead of the username.
    fireEvent.click(within(modal).getByTestId('register-tab-mobile'));
    expect(within(modal).queryByTestId('register-username')).toBeNull();
    expect(await within(modal).findByTestId('mobile-input')).toBeTruthy();
    expect(within(modal).getByTestId('sms-send-button')).toBeTruthy();
  });

  it('shows each rule message under its field and sends nothing', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit('/register');
    const modal = await screen.findByTestId('register-modal');
    type(await within(modal).findByTestId('register-username'), '1abc');
    type(within(modal).getByTestId('register-email'), 'bad@x');
    type(within(modal).getByTestId('register-password'), 'longenough1');
    type(within(modal).getByTestId('register-confirmPassword'), 'different1');
    fireEvent.click(within(modal).getByTestId('register-submit'));

    const message = (field: string) => within(modal).getByTestId(`register-${field}-error`).textContent;
    expect(message('username')).toBe('Please enter 4-16 letters or digits, starting with a letter');
    expect(message('payeeName')).toBe('This field is required');
    expect(message('email')).toBe('Please enter a valid email address of 5-40 characters');
    expect(message('confirmPassword')).toBe('Confirm password must be the same as the password');
    expect(within(modal).getByTestId('register-agree-error').textContent).toBe(
      'Please agree to the terms and conditions and the privacy policy',
    );
    const username = within(modal).getByTestId('register-username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toBe(
      within(modal).getByTestId('register-username-error').id,
    );
    // Announced when it appears, the field's and the checkbox's alike.
    expect(within(modal).getByTestId('register-username-error').getAttribute('role')).toBe('alert');
    expect(within(modal).getByTestId('register-agree-error').getAttribute('role')).toBe('alert');
    expect(within(modal).queryByTestId('register-affiliateCode-error')).toBeNull(); // optional
    expect(requestsTo(fetchMock, 'register')).toHaveLength(0);
  });

  it('registers with the codes of the link, logs in, and shows server field errors', async () => {
    let attempts = 0;
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        affiliateCheck: () => ({ valid: true, agent: 'agent1' }),
        register: () =>
          ++attempts === 1
            ? apiFail(409, 'username.taken', { fields: [{ path: 'username', code: 'username.taken' }] })
            : loginResponseFixture({ userName: 'newbie', nickname: null }),
      }),
    );
    visit('/register?affiliateCode=AG123&ref=FRIEND9');
    const modal = await screen.findByTestId('register-modal');
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'affiliateCheck')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'affiliateCheck')[0]!.url.search).toBe(
      `?code=AG123&domain=${encodeURIComponent(location.host)}`,
    );
    // A valid code from the link keeps the field hidden.
    await vi.waitFor(() => expect(within(modal).queryByTestId('register-affiliateCode')).toBeNull());

    type(await within(modal).findByTestId('register-username'), 'newbie');
    expect(within(modal).queryByTestId('register-affiliateCode')).toBeNull();
    type(within(modal).getByTestId('register-password'), 'longenough1');
    type(within(modal).getByTestId('register-confirmPassword'), 'longenough1');
    type(within(modal).getByTestId('register-payeeName'), 'Juan Dela Cruz');
    fireEvent.click(within(modal).getByTestId('register-agree'));
    fireEvent.click(within(modal).getByTestId('register-submit'));

    expect((await within(modal).findByTestId('register-username-error')).textContent).toBe(
      'This username is already taken.',
    );
    fireEvent.click(within(modal).getByTestId('register-submit'));
    expect(await screen.findByTestId('after-login-modal')).toBeTruthy();

    const body = requestsTo(fetchMock, 'register')[1]!.body!;
    expect(body).toMatchObject({
      username: 'newbie',
      password: 'longenough1',
      confirmPassword: 'longenough1',
      payeeName: 'Juan Dela Cruz',
      affiliateCode: 'AG123',
      referralCode: 'FRIEND9',
      agreeTerms: true,
      login: true,
      domain: location.host,
      registerMethod: 'WEB',
      humanProof: 'proof',
    });
    expect(body.registerUrl).toBe(`${location.origin}/register?affiliateCode=AG123&ref=FRIEND9`);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
  });

  it('warns about a wrong invitation code from the link and shows the field', async () => {
    stubApi(
      statusFixture(),
      helpFixture,
      routes({ affiliateCheck: () => apiFail(400, 'invitation.code.error') }),
    );
    visit('/register.html?code=NOPE');
    const dialog = await screen.findByTestId('invitation-error-dialog');
    expect(dialog.textContent).toContain('Invitation code error');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    const modal = screen.getByTestId('register-modal');
    expect(within(modal).getByTestId('register-affiliateCode')).toBeTruthy();
  });

  it('asks the age confirmation the merchant sets', async () => {
    stubApi(
      statusFixture(),
      helpFixture,
      routes({ registerSettings: () => ({ ...settings, birthdayLimit: 21, bonus: null }) }),
    );
    visit('/register');
    const modal = await screen.findByTestId('register-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('Register');
    fireEvent.click(await within(modal).findByTestId('register-submit'));
    expect(within(modal).getByTestId('register-age-error').textContent).toBe(
      'Please confirm that you are at least 21 years old',
    );
  });
});
