import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
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

describe('after login', () => {
  it('forces a password change, then reloads the member info and goes home', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      login: () => loginResponseFixture({ passwordChangeRequired: true, firstTimeLogin: true }),
      firstLogin: () => ({ done: true }),
      changePassword: () => ({ changed: true }),
    });
    visit('/live');
    const modal = await openLoginModal();
    type(within(modal).getByTestId('login-username'), 'player1');
    type(within(modal).getByTestId('login-password'), '{secret}');
    fireEvent.click(within(modal).getByTestId('login-submit'));

    const change = await screen.findByTestId('change-password-modal');
    expect(sessionStorage.getItem('cpw')).toBe('1');
    expect(requestsTo(fetchMock, 'firstLogin')).toHaveLength(1);
    expect(within(change).getByTestId('change-password-account').textContent).toBe('player1');
    expect(requestsTo(fetchMock, 'memberInfo')).toHaveLength(0);

    type(within(change).getByTestId('old-password'), '{secret}');
    type(within(change).getByTestId('new-password'), 'short');
    type(within(change).getByTestId('confirm-password'), 'other');
    fireEvent.click(within(change).getByTestId('change-password-submit'));
    // The merchant's rule widened to the server's bounds (at least 8, up to at least 64).
    expect(within(change).getByTestId('new-password-error').textContent).toBe('Please enter 8-64 characters');
    expect(within(change).getByTestId('confirm-password-error').textContent).toBe(
      'Confirm password must be the same as the password',
    );

    type(within(change).getByTestId('new-password'), 'BetterPass1');
    type(within(change).getByTestId('confirm-password'), 'BetterPass1');
    fireEvent.click(within(change).getByTestId('change-password-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
    expect(sessionStorage.getItem('cpw')).toBeNull();
    expect(location.pathname).toBe('/');
    expect(requestsTo(fetchMock, 'changePassword')[0]!.body).toEqual({
      oldPassword: '{secret}',
      newPassword: 'BetterPass1',
      confirmNewPassword: 'BetterPass1',
    });
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'memberInfo').length).toBeGreaterThan(0));
  });

  it('a session ended elsewhere (401 login.not.session) clears it and asks to log in again', async () => {
    useSession.getState().login({ token: 'old', isAgent: '0', nickname: 'Lucky', account: 'player1' });
    stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      memberInfo: () => apiFail(401, 'login.not.session'),
    });
    visit('/');
    const notice = await screen.findByTestId('login-notice');
    expect(notice.textContent).toBe(
      'You have been logged out because your account logged in on another device.',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(await screen.findByTestId('header-login-button')).toBeTruthy();
  });
});
