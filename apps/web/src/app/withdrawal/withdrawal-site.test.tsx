import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routeList, type RouteName } from '@bet/contracts/routes';
import type { BalanceResponse } from '@bet/contracts/wallet/balance';
import type { WithdrawSettingsResponse } from '@bet/contracts/wallet/withdraw';
import { day } from '@/features/responsible-gaming/components/rg-fixtures';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { withdrawalPageHref } from '@/shared/lib/withdrawal-link';
import { useSession } from '@/shared/session/session-store';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { clearClientMock, clearCookies } from '@/test/identity-mocks';
import { App } from '../app';

// The payment password and the withdrawal travel encrypted: in clear here so the stub can read them.
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const CODE = 'one-time/code+0123456789';
const exclusion: ExclusionView = {
  kind: 'SELF_EXCLUSION',
  period: '6M',
  startsAt: day(3, 1),
  endsAt: day(9, 1),
  awaitingReturn: false,
  returnAt: null,
};

const wallets = (games: Record<number, number>): BalanceResponse => ({
  sumBalance: 1000 + Object.values(games).reduce((a, b) => a + b, 0),
  currency: 'PHP',
  currencySymbol: 'P',
  balance: [
    { accountTypeId: 0, name: 'MAIN', availBalance: 1000, pending: false },
    ...Object.entries(games).map(([id, availBalance]) => ({
      accountTypeId: Number(id),
      name: `VENDOR${id}`,
      availBalance,
      pending: false,
    })),
  ],
});

const settings = (overrides: Partial<WithdrawSettingsResponse> = {}): WithdrawSettingsResponse => ({
  minAmount: 100,
  maxAmount: 50000,
  available: 1000,
  hasPaymentPassword: true,
  bankCards: [
    { id: 3, bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '****7890', createdAt: 1 },
  ],
  autoConfirmMinutes: 60,
  ...overrides,
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  rgWithdrawalSession: () => ({ token: 'tok-w', id: 7, userName: 'player1', exclusion }),
  balance: () => wallets({ 11: 300, 12: 200.5, 13: 0 }),
  merchantWallet: () => ({ isSingle: false }),
  withdrawSettings: () => settings(),
  withdrawRecords: () => ({ list: [], totalCount: 0, totalPages: 0, pageNo: 1 }),
  logout: () => ({ loggedOut: true }),
  ...overrides,
});

/** The token calls a withdrawal-only session may make (the server refuses any other). */
const SESSION_CALLS = new Set<RouteName>([
  'logout',
  'memberInfo',
  'language',
  'balance',
  'merchantWallet',
  'walletPreferences',
  'walletTransfer',
  'withdrawSettings',
  'withdraw',
  'withdrawConfirm',
  'withdrawRecords',
  'bankCards',
  'addBankCard',
  'removeBankCard',
  'bankCardSmsCode',
  'paymentPassword',
  'transactionHistory',
]);

/** Every token call the page made that such a session may not make. */
function refusedCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routeList.find((r) => r.method === method && r.path === url.pathname);
    if (!route) return [`${method} ${url.pathname}`];
    return route.token && !SESSION_CALLS.has(route.name) ? [route.name] : [];
  });
}

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  // StrictMode runs effects twice, as in development: the code must still be sent once.
  return render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

/** A withdrawal-only session, as the exchange leaves it (a reload keeps it). */
function withdrawalSession() {
  useSession.getState().setMerchant('DEMO');
  useSession
    .getState()
    .login({ token: 'tok-w', username: 'player1', withdrawalOnly: JSON.stringify(exclusion) });
}

beforeEach(async () => {
  clearCookies();
  useSession.getState().setMerchant('DEMO');
  await changeLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('the withdrawal-only page (/withdrawal)', () => {
  it('exchanges the code once, on Continue, then shows the exclusion, the balance and the withdrawal', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit(withdrawalPageHref(CODE));
    const page = await screen.findByTestId('withdrawal-page', {}, slow);
    // Opening the link uses nothing up; no site header or menus around the page.
    const proceed = await within(page).findByTestId('withdrawal-continue');
    expect(requestsTo(fetchMock, 'rgWithdrawalSession')).toHaveLength(0);
    expect(screen.queryByTestId('site-header')).toBeNull();
    fireEvent.click(proceed);
    fireEvent.click(proceed);

    const shown = await within(page).findByTestId('withdrawal-exclusion', {}, slow);
    expect(shown.textContent).toContain(
      `Your self-exclusion of 6 months runs until ${formatDateTime(exclusion.endsAt!)}.`,
    );
    expect(requestsTo(fetchMock, 'rgWithdrawalSession').map((r) => r.body)).toEqual([{ code: CODE }]);
    // The code has left the address; the session is withdrawal-only and keeps the exclusion.
    expect(window.location.pathname).toBe('/withdrawal');
    expect(window.location.search).toBe('');
    expect(useSession.getState()).toMatchObject({ token: 'tok-w', username: 'player1', customerId: '7' });
    expect(JSON.parse(useSession.getState().withdrawalOnly!)).toEqual(exclusion);
    expect(document.activeElement).toBe(within(page).getByRole('heading', { level: 1 }));

    expect((await within(page).findByTestId('withdrawal-main-balance', {}, slow)).textContent).toBe(
      `P ${formatAmount(1000)}`,
    );
    const games = within(page).getByTestId('withdrawal-game-wallets');
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`VENDOR11P ${formatAmount(300)}`, `VENDOR12P ${formatAmount(200.5)}`]);
    expect(await within(page).findByTestId('withdraw-form', {}, slow)).toBeTruthy();
    expect(within(page).getByTestId('withdrawal-user').textContent).toBe('player1');
    expect(within(page).getByTestId('withdrawal-logout')).toBeTruthy();
    expect(refusedCalls(fetchMock)).toEqual([]);
  }, 20_000);

  it('says an unknown, used or expired code cannot be used, with the way home', async () => {
    stubApi(
      statusFixture(),
      helpFixture,
      routes({ rgWithdrawalSession: () => apiFail(400, 'rg.withdrawal.code.invalid') }),
    );
    visit(withdrawalPageHref(CODE));
    fireEvent.click(await screen.findByTestId('withdrawal-continue', {}, slow));
    const invalid = await screen.findByTestId('withdrawal-code-invalid', {}, slow);
    expect(within(invalid).getByRole('alert').textContent).toBe(
      'This withdrawal link is unknown, already used or expired.',
    );
    expect(invalid.textContent).toContain('Each link works once, for 15 minutes.');
    expect(window.location.search).toBe('');
    expect(useSession.getState().token).toBeNull();
    const home = within(invalid).getByRole('link', { name: 'Back to the home page' });
    expect(home.getAttribute('href')).toBe('/');
  }, 20_000);

  it('says the same without a code, and calls nothing', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit('/withdrawal');
    expect(await screen.findByTestId('withdrawal-code-invalid', {}, slow)).toBeTruthy();
    expect(requestsTo(fetchMock, 'rgWithdrawalSession')).toHaveLength(0);
  });

  it('keeps the code after a failure that is not its own, and Continue tries again', async () => {
    let answer: () => Response | undefined = () => apiFail(503, 'system.busy');
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        rgWithdrawalSession: () => answer() ?? { token: 'tok-w', id: 7, userName: 'player1', exclusion },
      }),
    );
    visit(withdrawalPageHref(CODE));
    fireEvent.click(await screen.findByTestId('withdrawal-continue', {}, slow));
    expect((await screen.findByTestId('withdrawal-code-error', {}, slow)).textContent).toBe(
      'The system is busy. Please try again shortly.',
    );
    expect(new URLSearchParams(window.location.search).get('code')).toBe(CODE);
    answer = () => undefined;
    fireEvent.click(screen.getByTestId('withdrawal-continue'));
    expect(await screen.findByTestId('withdrawal-exclusion', {}, slow)).toBeTruthy();
    expect(requestsTo(fetchMock, 'rgWithdrawalSession')).toHaveLength(2);
  }, 20_000);

  it('brings every game wallet back with one call, then reads the balance again', async () => {
    withdrawalSession();
    let games: Record<number, number> = { 11: 300, 12: 200.5, 13: 0 };
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        balance: () => wallets(games),
        walletTransfer: ({ body }) => {
          if (body.purpose !== 'allToMain') return apiFail(403, 'rg.withdrawal.only');
          const moved = Object.entries(games).filter(([, amount]) => amount > 0);
          games = { 11: 0, 12: 0, 13: 0 };
          return {
            transfers: moved.map(([id, amount]) => ({
              accountTypeId: Number(id),
              direction: 'OUT' as const,
              amount,
              status: 'DONE' as const,
            })),
          };
        },
      }),
    );
    visit('/withdrawal');
    fireEvent.click(await screen.findByTestId('withdrawal-recall', {}, slow));
    expect((await screen.findByTestId('withdrawal-recall-result', {}, slow)).textContent).toBe(
      'The transfer is done.',
    );
    expect(
      requestsTo(fetchMock, 'walletTransfer').map(({ body }) => ({
        ...body,
        requestId: typeof body?.requestId,
      })),
    ).toEqual([{ purpose: 'allToMain', requestId: 'string' }]);
    expect(await screen.findByTestId('withdrawal-games-empty', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-recall')).toBeNull();
    expect(refusedCalls(fetchMock)).toEqual([]);
  }, 20_000);

  it('sets a payment password on the page when there is none, then offers the withdrawal', async () => {
    withdrawalSession();
    let hasPaymentPassword = false;
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        withdrawSettings: () => settings({ hasPaymentPassword }),
        paymentPassword: () => {
          hasPaymentPassword = true;
          return { changed: true };
        },
      }),
    );
    visit('/withdrawal');
    const notice = await screen.findByTestId('withdraw-no-password', {}, slow);
    expect(screen.queryByTestId('withdrawal-payment')).toBeNull();
    fireEvent.click(within(notice).getByTestId('withdraw-open-security'));
    const section = await screen.findByTestId('withdrawal-payment');
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Payment password' }));
    type(within(section).getByTestId('payment-loginPassword'), 'Demo12345');
    type(within(section).getByTestId('payment-newPaymentPassword'), '246810');
    type(within(section).getByTestId('payment-confirm'), '246810');
    fireEvent.click(within(section).getByTestId('payment-save'));

    expect(await screen.findByTestId('withdrawal-payment-saved', {}, slow)).toBeTruthy();
    expect(await screen.findByTestId('withdraw-form', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-payment')).toBeNull();
    expect(requestsTo(fetchMock, 'paymentPassword')[0]!.body).toEqual({
      loginPassword: 'Demo12345',
      newPaymentPassword: '246810',
    });
    // No security centre, no member centre: nothing the session may not call.
    expect(screen.queryByTestId('security-centre')).toBeNull();
    expect(refusedCalls(fetchMock)).toEqual([]);
  }, 20_000);

  it('keeps a withdrawal-only session on the page: every other page of the site sends it here', async () => {
    withdrawalSession();
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit('/promotions');
    expect(await screen.findByTestId('withdrawal-exclusion', {}, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/withdrawal');
    expect(screen.queryByTestId('site-header')).toBeNull();
    await screen.findByTestId('withdraw-form', {}, slow);
    expect(requestsTo(fetchMock, 'rgWithdrawalSession')).toHaveLength(0);
    expect(refusedCalls(fetchMock)).toEqual([]);
  }, 20_000);

  it('logs out with the session’s own logout, and the site is whole again', async () => {
    withdrawalSession();
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    visit('/withdrawal');
    fireEvent.click(await screen.findByTestId('withdrawal-logout', {}, slow));
    const dialog = await screen.findByTestId('logout-confirm');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().withdrawalOnly).toBeNull();
    expect(requestsTo(fetchMock, 'logout')).toHaveLength(1);
    expect(await screen.findByTestId('header-login-button', {}, slow)).toBeTruthy();
  }, 20_000);

  it('sends a full session home: the page is not for it', async () => {
    useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky' });
    stubApi(
      statusFixture(),
      helpFixture,
      routes({
        memberInfo: () => memberInfoFixture(),
        playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
      }),
    );
    visit('/withdrawal');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
