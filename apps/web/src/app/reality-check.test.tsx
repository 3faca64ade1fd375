import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RgSession } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };
const MINUTE = 60_000;
/** The login; the page opens 50 minutes into the session, checks come every 60 minutes. */
const STARTED = Date.UTC(2026, 2, 1, 12);

const session = (overrides: Partial<RgSession> = {}): RgSession => ({
  startedAt: STARTED,
  minutes: 60,
  staked: 300,
  net: 45.5,
  bets: 7,
  realityCheckMinutes: 60,
  ...overrides,
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  humanChallenge: () => challengeFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' }),
  merchantWallet: () => ({ isSingle: false }),
  logout: () => ({ loggedOut: true }),
  rgSession: () => session(),
  ...overrides,
});

function loggedIn(isAgent = '0', values: { iframeUrl?: string } = {}) {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent, nickname: 'Lucky', account: 'player1', ...values });
}

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};
/** Moves the clock on, running the timers due and the answers they wait for. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  clearCookies();
  vi.useFakeTimers({ shouldAdvanceTime: true, now: STARTED + 50 * MINUTE });
  await changeLanguage('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('the reality check on the site', () => {
  it('comes an hour after the login, opens the account record, and logs out as the menu does', async () => {
    loggedIn();
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit('/');
    await screen.findByTestId('member-area', {}, slow);
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'rgSession')).toHaveLength(1), slow);
    await pass(9 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await pass(MINUTE);
    const dialog = await screen.findByTestId('reality-check', {}, slow);
    expect(within(dialog).getByTestId('reality-check-minutes').textContent).toBe(
      'You have been playing for 1 hour.',
    );
    expect(within(dialog).getByTestId('reality-check-staked').textContent).toBe('P 300.00');
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('P 45.50');
    fireEvent.click(within(dialog).getByTestId('reality-check-record'));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    expect(within(centre).getByTestId('centre-menu-transactionHistory').getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByTestId('reality-check')).toBeNull();
    fireEvent.click(within(centre).getByTestId('member-centre-close'));

    await pass(60 * MINUTE);
    fireEvent.click(await screen.findByTestId('reality-check-logout', {}, slow));
    await vi.waitFor(() => expect(useSession.getState().token).toBeNull(), slow);
    expect(requestsTo(fetchMock, 'logout')).toHaveLength(1);
    expect(await screen.findByTestId('header-login-button', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('reality-check')).toBeNull();
  }, 20_000);

  it('opens over the game page and tells the game to pause', async () => {
    loggedIn('0', { iframeUrl: '/hv/play/slot?t=abc' });
    stubApi(statusFixture(), helpFixture, routes());
    visit('/game');
    const frame = (await screen.findByTestId('game-frame', {}, slow)) as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    await pass(10 * MINUTE);
    const dialog = await screen.findByTestId('reality-check', {}, slow);
    expect(posted).toHaveBeenCalledWith({ type: 'rg-reality-check', open: true }, '*');
    fireEvent.click(within(dialog).getByTestId('reality-check-continue'));
    expect(posted).toHaveBeenLastCalledWith({ type: 'rg-reality-check', open: false }, '*');
    expect(screen.getByTestId('game-frame')).toBe(frame);
  }, 20_000);

  it.each([
    ['a free-play account', () => loggedIn('4')],
    ['a visitor', () => undefined],
  ])(
    'never comes for %s',
    async (_who, start) => {
      start();
      // The member info keeps the account type in the session: a trial's says trial.
      const fetchMock = stubApi(
        statusFixture(),
        helpFixture,
        routes({ memberInfo: () => memberInfoFixture({ type: 4 }) }),
      );
      visit('/');
      await screen.findByTestId('site-header', {}, slow);
      await pass(3 * 60 * MINUTE);
      expect(screen.queryByTestId('reality-check')).toBeNull();
      expect(requestsTo(fetchMock, 'rgSession')).toHaveLength(0);
    },
    20_000,
  );
});
