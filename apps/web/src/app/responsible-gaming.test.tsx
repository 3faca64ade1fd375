import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import type { DepositChannelsResponse } from '@bet/contracts/wallet/deposit';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { countriesFixture, memberInfoFixture } from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { useExclusionDone } from '@/features/responsible-gaming/model/exclusion-done-store';
import { day, overviewFixture } from '@/features/responsible-gaming/components/rg-fixtures';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
// The login travels encrypted: in clear here so the stub can read it.
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const channels: DepositChannelsResponse = {
  depositAllowed: true,
  successfulDeposits: 0,
  channels: [
    {
      id: 1,
      type: 'ONLINE',
      name: 'Demo gateway',
      minAmount: 100,
      maxAmount: 50000,
      bankName: null,
      accountName: null,
      accountNumber: null,
    },
  ],
};

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  humanChallenge: () => challengeFixture,
  countryCodes: () => countriesFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' }),
  merchantWallet: () => ({ isSingle: false }),
  rgOverview: () => overviewFixture(),
  ...overrides,
});

function loggedIn(isAgent = '0') {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent, nickname: 'Lucky', account: 'player1' });
}

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

beforeEach(async () => {
  clearCookies();
  useExclusionDone.getState().close();
  await changeLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('responsible gaming in the site', () => {
  it('opens from the account menu, and a break logs out and confirms its end', async () => {
    loggedIn();
    const endsAt = day(9, 1);
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        rgExclude: ({ body }) => ({
          kind: body.kind,
          period: body.period,
          startsAt: day(3, 1),
          endsAt,
          awaitingReturn: false,
          returnAt: null,
        }),
      }),
    );
    visit('/');
    fireEvent.click(await screen.findByTestId('account-menu-button', {}, slow));
    fireEvent.click(await screen.findByTestId('account-menu-responsibleGaming'));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    expect(within(centre).getByRole('heading', { level: 3 }).textContent).toBe('Responsible gaming');
    expect(within(centre).getByTestId('centre-menu-responsibleGaming').getAttribute('aria-current')).toBe(
      'page',
    );
    const page = await within(centre).findByTestId('rg-page', {}, slow);
    expect((await within(page).findByTestId('rg-limit-DEPOSIT-DAY-value', {}, slow)).textContent).toBe(
      'P 100.00',
    );

    fireEvent.click(within(page).getByTestId('rg-exclude-kind-SELF_EXCLUSION'));
    fireEvent.click(within(page).getByTestId('rg-exclude-start'));
    const dialog = await screen.findByTestId('rg-exclude-dialog');
    type(within(dialog).getByTestId('rg-exclude-password'), 'Demo12345');
    fireEvent.click(within(dialog).getByTestId('rg-exclude-confirm'));

    const done = await screen.findByTestId('rg-exclude-done', {}, slow);
    expect(within(done).getByTestId('rg-exclude-done-end').textContent).toBe(
      `It ends on ${formatDateTime(endsAt)}.`,
    );
    expect(requestsTo(fetchMock, 'rgExclude')[0]!.body).toMatchObject({
      kind: 'SELF_EXCLUSION',
      period: '6M',
    });
    // Logged out: the member centre is gone, the header offers the login again; no logout call.
    expect(useSession.getState().token).toBeNull();
    expect(await screen.findByTestId('header-login-button', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('member-centre')).toBeNull();
    expect(requestsTo(fetchMock, 'logout')).toHaveLength(0);
  }, 20_000);

  it('shows the login refused for an excluded account with the end of the break', async () => {
    const endsAt = day(9, 1);
    stubApi(
      statusFixture(),
      helpFixture,
      routes({
        login: () =>
          apiFail(403, 'rg.excluded', { kind: 'SELF_EXCLUSION', period: '6M', startsAt: day(3, 1), endsAt }),
      }),
    );
    visit('/');
    fireEvent.click(await screen.findByTestId('header-login-button', {}, slow));
    const modal = await screen.findByTestId('login-modal', {}, slow);
    type(within(modal).getByTestId('login-username'), 'player1');
    type(within(modal).getByTestId('login-password'), 'Demo12345');
    fireEvent.click(within(modal).getByTestId('login-submit'));
    expect((await within(modal).findByTestId('login-error')).textContent).toBe(
      `This account is self-excluded until ${formatDateTime(endsAt)}. You cannot log in before then.`,
    );
    expect(useSession.getState().token).toBeNull();
    // No one-time code (the password was wrong, or an older server): no way to the withdrawal page.
    expect(within(modal).queryByTestId('login-withdrawal-link')).toBeNull();
  }, 20_000);

  it('offers the withdrawal page under a refused login that carries a one-time code', async () => {
    const code = 'one-time/code+0123456789';
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        login: () =>
          apiFail(403, 'rg.excluded', {
            kind: 'TIME_OUT',
            period: '7D',
            startsAt: day(3, 1),
            endsAt: day(3, 8),
            withdrawalCode: code,
          }),
      }),
    );
    visit('/');
    fireEvent.click(await screen.findByTestId('header-login-button', {}, slow));
    const modal = await screen.findByTestId('login-modal', {}, slow);
    type(within(modal).getByTestId('login-username'), 'player1');
    type(within(modal).getByTestId('login-password'), 'Demo12345');
    fireEvent.click(within(modal).getByTestId('login-submit'));
    const link = await within(modal).findByTestId('login-withdrawal-link');
    expect(link.textContent).toBe('Withdraw your balance');
    expect(link.getAttribute('href')).toBe(`/withdrawal?code=${encodeURIComponent(code)}`);

    // The page stands alone: the modal closes, and the code is not used before Continue.
    fireEvent.click(link);
    expect(await screen.findByTestId('withdrawal-continue', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(window.location.pathname).toBe('/withdrawal');
    expect(new URLSearchParams(window.location.search).get('code')).toBe(code);
    expect(requestsTo(fetchMock, 'rgWithdrawalSession')).toHaveLength(0);
  }, 20_000);

  it('offers it on the /login page too', async () => {
    stubApi(
      statusFixture(),
      helpFixture,
      routes({
        login: () =>
          apiFail(403, 'rg.excluded', {
            kind: 'SELF_EXCLUSION',
            period: 'PERMANENT',
            startsAt: day(3, 1),
            endsAt: null,
            withdrawalCode: 'code-0123456789abcdef',
          }),
      }),
    );
    visit('/login');
    const modal = await screen.findByTestId('login-modal', {}, slow);
    type(within(modal).getByTestId('login-username'), 'player1');
    type(within(modal).getByTestId('login-password'), 'Demo12345');
    fireEvent.click(within(modal).getByTestId('login-submit'));
    expect((await within(modal).findByTestId('login-error')).textContent).toBe(
      'This account is self-excluded permanently and cannot log in.',
    );
    expect(within(modal).getByTestId('login-withdrawal-link').getAttribute('href')).toBe(
      '/withdrawal?code=code-0123456789abcdef',
    );
  }, 20_000);

  it('after a self-exclusion ended, the refused login asks to return and tells when the account opens', async () => {
    const returnAt = day(9, 2);
    const exclusion: ExclusionView = {
      kind: 'SELF_EXCLUSION',
      period: '6M',
      startsAt: day(1, 1),
      endsAt: day(8, 1),
      awaitingReturn: true,
      returnAt: null,
    };
    const ended = { ...exclusion, withdrawalCode: 'code-0123456789abcdef' };
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        login: () => apiFail(403, 'rg.excluded', ended),
        rgAskReturn: () => ({ ...exclusion, returnAt }),
      }),
    );
    visit('/');
    fireEvent.click(await screen.findByTestId('header-login-button', {}, slow));
    const modal = await screen.findByTestId('login-modal', {}, slow);
    type(within(modal).getByTestId('login-username'), 'player1');
    type(within(modal).getByTestId('login-password'), 'Demo12345');
    fireEvent.click(within(modal).getByTestId('login-submit'));
    expect((await within(modal).findByTestId('login-error')).textContent).toContain('ask to return');
    fireEvent.click(within(modal).getByTestId('login-ask-return'));
    expect((await within(modal).findByTestId('login-return-asked')).textContent).toBe(
      `Asked. Your account opens again on ${formatDateTime(returnAt)}.`,
    );
    expect(within(modal).queryByTestId('login-ask-return')).toBeNull();
    const asked = requestsTo(fetchMock, 'rgAskReturn');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toEqual({ code: 'code-0123456789abcdef' });
    // The way to the money stays.
    expect(within(modal).getByTestId('login-withdrawal-link')).toBeTruthy();
  }, 20_000);

  it('shows a deposit refused by a limit with the limit, what is left and when it resets', async () => {
    loggedIn();
    const resetsAt = day(3, 2);
    stubApi(
      statusFixture(),
      helpFixture,
      routes({
        depositChannels: () => channels,
        deposit: () =>
          apiFail(409, 'rg.limit.reached', { kind: 'DEPOSIT', period: 'DAY', left: 100, resetsAt }),
      }),
    );
    visit('/');
    fireEvent.click(await screen.findByTestId('shortcut-deposit', {}, slow));
    const form = await screen.findByTestId('deposit-form', {}, slow);
    type(within(form).getByTestId('deposit-amount'), '150');
    fireEvent.click(within(form).getByTestId('deposit-submit'));
    expect((await within(form).findByTestId('deposit-error')).textContent).toBe(
      `Daily deposit limit: only 100.00 left until ${formatDateTime(resetsAt)}.`,
    );
  }, 20_000);

  it("adds the way to the player's limits under the footer's responsible-gaming text", async () => {
    stubApi(statusFixture(), helpFixture, routes());
    const visitor = visit('/');
    fireEvent.click(await screen.findByTestId('footer-link-responsible', {}, slow));
    const note = await screen.findByTestId('rg-footer-note', {}, slow);
    expect(note.textContent).toContain('Log in to set your own deposit, loss, wager and session limits');
    fireEvent.click(within(note).getByTestId('rg-footer-login'));
    expect(await screen.findByTestId('login-modal', {}, slow)).toBeTruthy();
    visitor.unmount();

    loggedIn();
    visit('/');
    await screen.findByTestId('member-area', {}, slow);
    fireEvent.click(await screen.findByTestId('footer-link-responsible', {}, slow));
    fireEvent.click(await screen.findByTestId('rg-footer-open', {}, slow));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    expect(await within(centre).findByTestId('rg-page', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('rg-footer-note')).toBeNull();
  }, 20_000);
});
