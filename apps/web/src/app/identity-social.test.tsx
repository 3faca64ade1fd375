import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { loginResponseFixture, memberInfoFixture } from '@/test/identity-fixtures';
import { clearClientMock, clearCookies } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

const baseRoutes: StubRoutes = {
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a2', avatarType: 'STATIC' }),
};

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

describe('back from a social login provider', () => {
  it('exchanges the one-time code, logs in as a password login does and takes the code off the address', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      socialLoginExchange: () => loginResponseFixture(),
    });
    visit('/?socialLogin=one-time-code&page=2');
    expect(await screen.findByTestId('after-login-modal')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(window.location.search).toBe('?page=2');
    const calls = requestsTo(fetchMock, 'socialLoginExchange');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ code: 'one-time-code' });
  });

  it('says why when the exchange is refused', async () => {
    stubApi(statusFixture(), helpFixture, {
      ...baseRoutes,
      socialLoginExchange: () => apiFail(400, 'social.login.failed'),
    });
    visit('/?socialLogin=spent');
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'The login could not be completed. Please try again.',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('shows the translated error the callback sent back, and a generic one for an unknown code', async () => {
    stubApi(statusFixture(), helpFixture, baseRoutes);
    const { unmount } = visit('/?socialError=popup.closed');
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'The popup was closed, so the login did not finish.',
    );
    expect(window.location.search).toBe('');
    unmount();
    visit('/?socialError=%3Cscript%3E');
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'The login could not be completed. Please try again.',
    );
  });
});
