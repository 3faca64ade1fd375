import type { ProfileFields } from '@bet/contracts/identity/member';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { loginResponseFixture, memberInfoFixture } from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  humanChallenge: () => challengeFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  registerSettings: () => ({ rules: {}, birthdayLimit: null, firebaseSms: null, bonus: null }),
  logout: () => ({ loggedOut: true }),
  ...overrides,
});

/** A logged-in player of the given account type, as after a login and a reload. */
function loggedIn(type = 0) {
  useSession.getState().setMerchant('DEMO');
  useSession
    .getState()
    .login({ token: 'tok-1', isAgent: String(type), nickname: 'Lucky', account: 'player1' });
}

beforeEach(async () => {
  clearCookies();
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('member header', () => {
  it('shows balance, shortcuts, the account menu and no agent shortcut for a player', async () => {
    loggedIn(0);
    stubApi(statusFixture(), helpFixture, routes());
    visit('/');
    const area = await screen.findByTestId('member-area');
    expect(within(area).getByTestId('balance').textContent).toContain('P');
    expect(within(area).getByTestId('balance-value').textContent).toBe('—');
    fireEvent.click(within(area).getByTestId('balance-toggle'));
    // A lazy part of the page arriving may re-draw the header after the click (slow CI machines):
    // the choice is in the store either way, so the header shows it once drawn.
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('****'));
    expect(within(area).queryByTestId('shortcut-agent')).toBeNull();
    expect(within(area).getByTestId('member-nickname').textContent).toBe('Lucky');

    fireEvent.click(within(area).getByTestId('account-menu-button'));
    const menu = within(area).getByTestId('account-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My Account',
      'Account record',
      'Betting record',
      'Deposit',
      'Security centre',
      'Message centre',
      'Responsible gaming',
    ]);
    fireEvent.click(within(menu).getByTestId('account-menu-bettingRecord'));
    // The betting record page (games issue) opens in the member centre.
    expect(await screen.findByTestId('betting-record-page', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the agent shortcut to agent accounts only', async () => {
    loggedIn(1);
    stubApi(statusFixture(), helpFixture, routes({ memberInfo: () => memberInfoFixture({ type: 1 }) }));
    visit('/');
    expect(await screen.findByTestId('shortcut-agent')).toBeTruthy();
  });

  it('trial accounts get "Please register an account first" for member-only things', async () => {
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        freePlay: () => loginResponseFixture({ customerType: 4, userName: 'trial1', nickname: null }),
        memberInfo: () => memberInfoFixture({ type: 4, account: 'trial1', nickname: null }),
      }),
    );
    visit('/live');
    fireEvent.click(await screen.findByTestId('free-demo-button'));
    const area = await screen.findByTestId('member-area');
    expect(location.pathname).toBe('/');
    expect(sessionStorage.getItem('isAgent')).toBe('4');
    expect(requestsTo(fetchMock, 'freePlay')[0]!.body).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
      random: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // Trial is not an agent, although spec §9 lists 4 among the agent types.
    expect(within(area).queryByTestId('shortcut-agent')).toBeNull();

    fireEvent.click(within(area).getByTestId('shortcut-deposit'));
    const warning = await screen.findByTestId('trial-warning');
    expect(warning.textContent).toContain('Please register an account first');
    fireEvent.click(within(warning).getByTestId('confirm-ok'));
    expect(screen.queryByTestId('trial-warning')).toBeNull();

    fireEvent.click(within(area).getByTestId('account-menu-button'));
    fireEvent.click(within(area).getByTestId('account-menu-myAccount'));
    expect(screen.queryByTestId('security-centre')).toBeNull();
    fireEvent.click(within(await screen.findByTestId('trial-warning')).getByTestId('trial-warning-register'));
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
  });

  it('logout asks first, then clears the session except merchant and merchantCode', async () => {
    loggedIn(0);
    sessionStorage.setItem('favGames', '[1,2]');
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit('/live');
    fireEvent.click(await screen.findByTestId('logout-button'));
    const confirm = await screen.findByTestId('logout-confirm');
    fireEvent.click(within(confirm).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('header-login-button')).toBeTruthy();
    expect(requestsTo(fetchMock, 'logout')).toHaveLength(1);
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(useSession.getState().token).toBeNull();
    expect(location.pathname).toBe('/');
  });

  it('records a language switch on the server while logged in', async () => {
    loggedIn(0);
    const fetchMock = stubApi(statusFixture(), helpFixture, routes({ language: () => ({ language: 'TY' }) }));
    visit('/');
    await screen.findByTestId('member-area');
    await act(async () => {
      fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'TY' } });
    });
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, 'language').map((r) => r.body)).toEqual([{ language: 'TY' }]),
    );
  });
});

describe('security centre', () => {
  it('edits the profile, binds the authenticator and lists login history', async () => {
    loggedIn(0);
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        // The JSON leaves unset fields out; the contract's type lists them as undefined.
        profile: () => ({ nickname: 'Lucky', telegram: '@lucky' }) as ProfileFields,
        updateProfile: ({ body }) => body as ProfileFields,
        totpSetup: () => ({
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Demo:player1?secret=JBSWY3DPEHPK3PXP',
        }),
        totpBind: () => ({ bound: true }),
        loginHistory: () => [
          {
            time: Date.UTC(2025, 0, 2, 3, 4),
            ip: '203.0.113.9',
            device: 'web',
            method: 'username',
            result: 'SUCCESS',
          },
          {
            time: Date.UTC(2025, 0, 1, 3, 4),
            ip: '198.51.100.1',
            device: 'web',
            method: 'username',
            result: 'FAILED',
          },
        ],
      }),
    );
    visit('/');
    fireEvent.click(await screen.findByTestId('shortcut-security'));
    const centre = await screen.findByTestId('security-centre');

    const mobile = await within(centre).findByTestId('profile-mobile');
    expect((mobile as HTMLInputElement).value).toBe('+63 917****567');
    expect((mobile as HTMLInputElement).readOnly).toBe(true);
    expect((within(centre).getByTestId('profile-telegram') as HTMLInputElement).value).toBe('@lucky');
    type(within(centre).getByTestId('profile-email'), 'not-an-email');
    fireEvent.click(within(centre).getByTestId('profile-save'));
    expect(within(centre).getByTestId('profile-email-error').textContent).toBe(
      'Please enter a valid e-mail address',
    );
    type(within(centre).getByTestId('profile-email'), 'lucky@example.com');
    fireEvent.click(within(centre).getByTestId('profile-save'));
    expect(await within(centre).findByTestId('profile-saved')).toBeTruthy();
    expect(requestsTo(fetchMock, 'updateProfile')[0]!.body).toMatchObject({
      nickname: 'Lucky',
      email: 'lucky@example.com',
      telegram: '@lucky',
    });

    fireEvent.click(within(centre).getByTestId('security-tab-totp'));
    fireEvent.click(await within(centre).findByTestId('totp-setup'));
    expect((await within(centre).findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(await within(centre).findByTestId('totp-qr')).toBeTruthy();
    type(within(centre).getByTestId('totp-code'), '123456');
    fireEvent.click(within(centre).getByTestId('totp-bind'));
    expect(await within(centre).findByTestId('totp-bound')).toBeTruthy();
    expect(requestsTo(fetchMock, 'totpBind')[0]!.body).toEqual({ code: '123456' });

    fireEvent.click(within(centre).getByTestId('security-tab-history'));
    const table = await within(centre).findByTestId('login-history');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('203.0.113.9');
    expect(rows[2]!.textContent).toContain('Failed');

    fireEvent.click(within(centre).getByTestId('security-tab-password'));
    expect(await within(centre).findByTestId('change-password-form')).toBeTruthy();
  });
});
