import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceResponse } from '@bet/contracts/wallet/balance';
import type { DepositChannelsResponse } from '@bet/contracts/wallet/deposit';
import type { TransactionEntry } from '@bet/contracts/wallet/transactions';
import type { WithdrawRecord, WithdrawSettingsResponse } from '@bet/contracts/wallet/withdraw';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { clearClientMock, clearCookies } from '@/test/identity-mocks';
import { goToGateway } from '@/features/wallet/lib/redirect';
import { App } from './app';

// Encrypted money calls (withdraw, add bank card) travel in clear here so the stub can read them.
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));
// The online deposit leaves the site for the gateway; the test only watches where it goes.
vi.mock('@/features/wallet/lib/redirect', () => ({ goToGateway: vi.fn() }));

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const balanceFixture = (overrides: Partial<BalanceResponse> = {}): BalanceResponse => ({
  sumBalance: 1234.5,
  balance: [
    { accountTypeId: 0, name: 'MAIN', availBalance: 1000, pending: false },
    { accountTypeId: 12, name: 'JILI', availBalance: 200.5, pending: false },
    { accountTypeId: 15, name: 'SABA', availBalance: 34, pending: true },
  ],
  currency: 'PHP',
  currencySymbol: 'P',
  ...overrides,
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => balanceFixture(),
  merchantWallet: () => ({ isSingle: false }),
  walletPreferences: () => ({ autoTransfer: true, autoTransferAmount: null }),
  ...overrides,
});

function loggedIn(type = 0) {
  useSession.getState().setMerchant('DEMO');
  useSession
    .getState()
    .login({ token: 'tok-1', isAgent: String(type), nickname: 'Lucky', account: 'player1' });
}

/** Opens the member centre from the header and then one of its pages from the centre's menu. */
async function openCentrePage(page: string) {
  fireEvent.click(await screen.findByTestId('shortcut-security'));
  const centre = await screen.findByTestId('member-centre', {}, slow);
  fireEvent.click(await within(centre).findByTestId(`centre-menu-${page}`, {}, slow));
  return centre;
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(async () => {
  clearCookies();
  await changeLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToGateway).mockClear();
});

describe('header balance', () => {
  it('shows the total, hides it as asterisks (kept after a reload) and refreshes with an updating message', async () => {
    loggedIn();
    let answer = balanceFixture();
    let pending: ReturnType<typeof deferred<void>> | null = null;
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        balance: async () => {
          if (pending) await pending.promise;
          return answer;
        },
      }),
    );
    const view = render(<App />);
    const value = await screen.findByText('1,234.50', {}, slow);
    expect(value.getAttribute('data-testid')).toBe('balance-value');

    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(screen.getByTestId('balance-value').textContent).toBe('****');
    expect(screen.getByTestId('balance-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('balanceHidden')).toBe('1');

    // A reload keeps the choice.
    view.unmount();
    render(<App />);
    expect((await screen.findByTestId('balance-value', {}, slow)).textContent).toBe('****');
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(await screen.findByText('1,234.50')).toBeTruthy();
    expect(localStorage.getItem('balanceHidden')).toBeNull();

    // Refresh: "Updating…" while the call is out, then the new total.
    pending = deferred<void>();
    answer = balanceFixture({ sumBalance: 99.9 });
    const before = requestsTo(fetchMock, 'balance').length;
    fireEvent.click(screen.getByTestId('balance-refresh'));
    expect((await screen.findByTestId('balance-value')).textContent).toBe('Updating…');
    expect((screen.getByTestId('balance-refresh') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending!.resolve());
    expect(await screen.findByText('99.90')).toBeTruthy();
    expect(requestsTo(fetchMock, 'balance').length).toBe(before + 1);
  });
});

describe('member centre', () => {
  it('lists the menu in the specification order, highlights the active page and shows close after loading', async () => {
    loggedIn();
    const info = deferred<void>();
    stubApi(
      statusFixture(),
      helpFixture,
      routes({
        memberInfo: async () => {
          await info.promise;
          return memberInfoFixture({ toUpline: true });
        },
        depositChannels: () => ({ depositAllowed: true, successfulDeposits: 0, channels: [] }),
      }),
    );
    render(<App />);
    fireEvent.click(await screen.findByTestId('shortcut-deposit', {}, slow));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    // Until the member's data is there: no close button.
    expect(within(centre).queryByTestId('member-centre-close')).toBeNull();
    await act(async () => info.resolve());

    const menu = await within(centre).findByTestId('member-centre-menu', {}, slow);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal profit/loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Mission activity',
      'Platform information',
      'Responsible gaming',
    ]);
    expect(within(centre).getByTestId('member-centre-close')).toBeTruthy();
    const active = () =>
      within(menu)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-current') === 'page');
    expect(active().map((b) => b.textContent)).toEqual(['Deposit']);
    expect(within(centre).getByRole('heading', { level: 3 }).textContent).toBe('Deposit');
    expect(await within(centre).findByTestId('deposit-page', {}, slow)).toBeTruthy();
    // No mission count yet: no badge.
    expect(within(centre).queryByTestId('centre-mission-badge')).toBeNull();

    // The reward centre is the promotions feature's (issue 17), invite friends the referral feature's.
    fireEvent.click(within(menu).getByTestId('centre-menu-rewardCenter'));
    expect(active().map((b) => b.textContent)).toEqual(['Reward centre']);
    expect(await within(centre).findByTestId('reward-centre', {}, slow)).toBeTruthy();
    fireEvent.click(within(menu).getByTestId('centre-menu-referral'));
    expect(await within(centre).findByTestId('referral-page', {}, slow)).toBeTruthy();

    fireEvent.click(within(centre).getByTestId('member-centre-close'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('hides transfer to upline unless the member may, and opens pages from the account menu', async () => {
    loggedIn();
    stubApi(statusFixture(), helpFixture, routes());
    render(<App />);
    fireEvent.click(await screen.findByTestId('account-menu-button', {}, slow));
    fireEvent.click(screen.getByTestId('account-menu-bettingRecord'));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    const menu = await within(centre).findByTestId('member-centre-menu', {}, slow);
    expect(within(menu).queryByTestId('centre-menu-transferUpline')).toBeNull();
    expect(within(menu).getAllByRole('button')).toHaveLength(13);
    expect(within(menu).getByTestId('centre-menu-personalHistoryCopy').getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('my wallet', () => {
  it('lists the wallets and sends each transfer with its own requestId, the same one on a retry', async () => {
    loggedIn();
    let calls = 0;
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        walletTransfer: ({ body }) => {
          calls += 1;
          // The first answer is lost (server trouble): the client tries again with the same key.
          if (calls === 1) return apiFail(503, 'system.busy');
          return {
            transfers:
              body.purpose === 'transfer'
                ? [{ accountTypeId: 12, direction: 'IN', amount: body.amount, status: 'DONE' }]
                : [{ accountTypeId: 12, direction: 'OUT', amount: 200.5, status: 'DONE' }],
          };
        },
      }),
    );
    render(<App />);
    const centre = await openCentrePage('transferFund');
    const page = await within(centre).findByTestId('transfer-fund-page', {}, slow);
    expect(within(page).getByTestId('wallet-0').textContent).toContain('Main wallet');
    expect(within(page).getByTestId('wallet-0').textContent).toContain('1,000.00');
    expect(within(page).getByTestId('wallet-12').textContent).toContain('JILI');
    expect(within(page).getByTestId('wallet-12').textContent).toContain('200.50');
    expect(within(page).getByTestId('wallet-15-pending').textContent).toBe('Pending');
    expect(within(page).queryByTestId('wallet-12-pending')).toBeNull();

    // Main → JILI: more than the main wallet holds is refused on the spot.
    type(within(page).getByTestId('transfer-amount'), '1000.01');
    fireEvent.click(within(page).getByTestId('transfer-submit'));
    expect(within(page).getByTestId('transfer-amount-error').textContent).toBe('You have 1,000.00 available');
    type(within(page).getByTestId('transfer-amount'), '50.5');
    fireEvent.click(within(page).getByTestId('transfer-submit'));
    expect((await within(page).findByTestId('transfer-result', {}, slow)).textContent).toBe(
      'The transfer is done.',
    );
    const sent = requestsTo(fetchMock, 'walletTransfer').map((r) => r.body!);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      purpose: 'transfer',
      requestId: expect.stringMatching(REQUEST_ID),
      fromAccountTypeId: 0,
      toAccountTypeId: 12,
      amount: 50.5,
    });
    expect(sent[1]).toEqual(sent[0]);

    // JILI → main with "All": the vendor wallet's whole balance, a new requestId.
    fireEvent.click(within(page).getByTestId('transfer-direction-out'));
    fireEvent.click(within(page).getByTestId('transfer-all'));
    expect((within(page).getByTestId('transfer-amount') as HTMLInputElement).value).toBe('200.50');
    fireEvent.click(within(page).getByTestId('transfer-submit'));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'walletTransfer')).toHaveLength(3));
    const back = requestsTo(fetchMock, 'walletTransfer')[2]!.body!;
    expect(back).toMatchObject({
      purpose: 'transfer',
      fromAccountTypeId: 12,
      toAccountTypeId: 0,
      amount: 200.5,
    });
    expect(back.requestId).not.toBe(sent[0]!.requestId);

    fireEvent.click(within(page).getByTestId('transfer-all-to-main'));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'walletTransfer')).toHaveLength(4));
    const all = requestsTo(fetchMock, 'walletTransfer')[3]!.body!;
    expect(all).toEqual({ purpose: 'allToMain', requestId: expect.stringMatching(REQUEST_ID) });
    expect(all.requestId).not.toBe(back.requestId);
  });
  it('saves the auto-transfer switch and amount, checked with the contract amount rules', async () => {
    loggedIn();
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        walletPreferences: () => ({ autoTransfer: true, autoTransferAmount: 250 }),
        saveWalletPreferences: ({ body }) => ({
          autoTransfer: body.autoTransfer,
          autoTransferAmount: body.autoTransferAmount,
        }),
      }),
    );
    render(<App />);
    const centre = await openCentrePage('transferFund');
    const form = await within(centre).findByTestId('auto-transfer-form', {}, slow);
    const toggle = within(form).getByTestId('auto-transfer-switch') as HTMLInputElement;
    const amount = within(form).getByTestId('auto-transfer-amount') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(within(form).getByLabelText('Auto-transfer when I open a game')).toBe(toggle);
    expect(amount.value).toBe('250.00');

    // A wrong amount is refused on the spot and nothing is sent.
    type(amount, '12.345');
    fireEvent.click(within(form).getByTestId('auto-transfer-save'));
    expect(within(form).getByTestId('auto-transfer-amount-error').textContent).toBe(
      'Please enter an amount above 0 with at most 2 decimals',
    );
    expect(requestsTo(fetchMock, 'saveWalletPreferences')).toHaveLength(0);

    // Empty = the whole main balance.
    type(amount, '');
    fireEvent.click(within(form).getByTestId('auto-transfer-save'));
    expect((await within(form).findByTestId('auto-transfer-result', {}, slow)).textContent).toBe(
      'Saved. It applies the next time you open a game.',
    );
    expect(requestsTo(fetchMock, 'saveWalletPreferences').map((r) => r.body)).toEqual([
      { autoTransfer: true, autoTransferAmount: null },
    ]);

    // Switched off (the amount is kept for when it is switched on again).
    type(amount, '80');
    fireEvent.click(toggle);
    expect(amount.disabled).toBe(true);
    fireEvent.click(within(form).getByTestId('auto-transfer-save'));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'saveWalletPreferences')).toHaveLength(2), slow);
    expect(requestsTo(fetchMock, 'saveWalletPreferences')[1]!.body).toEqual({
      autoTransfer: false,
      autoTransferAmount: 80,
    });
  });
});

const channels: DepositChannelsResponse = {
  depositAllowed: true,
  successfulDeposits: 2,
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
    {
      id: 2,
      type: 'OFFLINE',
      name: 'Bank transfer',
      minAmount: 200,
      maxAmount: 10000,
      bankName: 'BDO',
      accountName: 'Demo Bet Inc.',
      accountNumber: '001234567890',
    },
  ],
};

describe('deposit', () => {
  it('checks the amount against the channel (min, max, 2 decimals), then goes to the gateway or waits for the operator', async () => {
    loggedIn();
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        depositChannels: () => channels,
        deposit: ({ body }) => {
          const b = body as { channelId: number; amount: number; reference?: string };
          return {
            id: 9,
            channelName: b.channelId === 1 ? 'Demo gateway' : 'Bank transfer',
            type: b.channelId === 1 ? 'ONLINE' : 'OFFLINE',
            amount: b.amount,
            status: 'PENDING',
            reference: b.reference ?? null,
            createdAt: Date.now(),
            completedAt: null,
            redirectUrl: b.channelId === 1 ? '/wps/v2/deposit/gateway?id=9' : null,
          };
        },
      }),
    );
    render(<App />);
    fireEvent.click(await screen.findByTestId('shortcut-deposit', {}, slow));
    const form = await screen.findByTestId('deposit-form', {}, slow);
    const amount = within(form).getByTestId('deposit-amount');
    const submit = within(form).getByTestId('deposit-submit');
    const error = () => within(form).queryByTestId('deposit-amount-error')?.textContent;

    fireEvent.click(submit);
    expect(error()).toBe('This field is required');
    type(amount, '99.99');
    fireEvent.click(submit);
    expect(error()).toBe('The minimum is 100.00');
    type(amount, '50000.01');
    fireEvent.click(submit);
    expect(error()).toBe('The maximum is 50,000.00');
    type(amount, '150.505');
    fireEvent.click(submit);
    expect(error()).toBe('Please enter an amount above 0 with at most 2 decimals');
    type(amount, '-5');
    fireEvent.click(submit);
    expect(error()).toBe('Please enter an amount above 0 with at most 2 decimals');
    expect(requestsTo(fetchMock, 'deposit')).toHaveLength(0);

    type(amount, '150.5');
    fireEvent.click(submit);
    await vi.waitFor(() => expect(goToGateway).toHaveBeenCalledWith('/wps/v2/deposit/gateway?id=9'));
    expect(requestsTo(fetchMock, 'deposit')[0]!.body).toEqual({
      requestId: expect.stringMatching(REQUEST_ID),
      channelId: 1,
      amount: 150.5,
    });

    // Offline: the bank to pay, its own limits, and the reference is required.
    fireEvent.click(within(form).getByTestId('deposit-channel-2').querySelector('input')!);
    expect(within(form).getByTestId('deposit-bank-details').textContent).toContain('001234567890');
    type(amount, '150');
    fireEvent.click(submit);
    expect(error()).toBe('The minimum is 200.00');
    type(amount, '250');
    fireEvent.click(submit);
    expect(within(form).getByTestId('deposit-reference-error').textContent).toBe('This field is required');
    type(within(form).getByTestId('deposit-reference'), 'BDO-778812');
    fireEvent.click(submit);
    expect(await within(form).findByTestId('deposit-submitted')).toBeTruthy();
    const offline = requestsTo(fetchMock, 'deposit')[1]!.body!;
    expect(offline).toEqual({
      requestId: expect.stringMatching(REQUEST_ID),
      channelId: 2,
      amount: 250,
      reference: 'BDO-778812',
    });
    expect(goToGateway).toHaveBeenCalledTimes(1);
  });

  it('tells a player who may not deposit so', async () => {
    loggedIn();
    stubApi(
      statusFixture(),
      helpFixture,
      routes({ depositChannels: () => ({ ...channels, depositAllowed: false }) }),
    );
    render(<App />);
    fireEvent.click(await screen.findByTestId('shortcut-deposit', {}, slow));
    const page = await screen.findByTestId('deposit-page', {}, slow);
    expect(await within(page).findByText('Deposits are not available for this account.')).toBeTruthy();
    expect(within(page).queryByTestId('deposit-form')).toBeNull();
  });
});

const settingsFixture = (overrides: Partial<WithdrawSettingsResponse> = {}): WithdrawSettingsResponse => ({
  minAmount: 100,
  maxAmount: 50000,
  available: 1234.57,
  hasPaymentPassword: true,
  bankCards: [
    { id: 3, bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '****7890', createdAt: 1 },
  ],
  autoConfirmMinutes: 60,
  ...overrides,
});

describe('withdrawal', () => {
  it('fills exactly the available amount with "max" and sends it with the card and the payment password', async () => {
    loggedIn();
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        withdrawSettings: () => settingsFixture(),
        withdraw: ({ body }) =>
          paidRecord({ id: 5, amount: body.amount, status: 'PENDING', paidAt: null, autoConfirmAt: null }),
      }),
    );
    render(<App />);
    const centre = await openCentrePage('withdraw');
    const form = await within(centre).findByTestId('withdraw-form', {}, slow);
    expect(within(form).getByTestId('withdraw-available').textContent).toBe('1,234.57');

    type(within(form).getByTestId('withdraw-amount'), '1234.58');
    fireEvent.click(within(form).getByTestId('withdraw-submit'));
    expect(within(form).getByTestId('withdraw-amount-error').textContent).toBe('You have 1,234.57 available');
    expect(within(form).getByTestId('withdraw-password-error').textContent).toBe('This field is required');

    fireEvent.click(within(form).getByTestId('withdraw-max'));
    expect((within(form).getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('1234.57');
    expect(within(form).queryByTestId('withdraw-amount-error')).toBeNull();
    type(within(form).getByTestId('withdraw-password'), '246810');
    fireEvent.click(within(form).getByTestId('withdraw-submit'));
    expect((await within(form).findByTestId('withdraw-done')).textContent).toContain('1,234.57');
    expect(requestsTo(fetchMock, 'withdraw')[0]!.body).toEqual({
      requestId: expect.stringMatching(REQUEST_ID),
      bankCardId: 3,
      amount: 1234.57,
      paymentPassword: '246810',
    });
  });

  it('sends a player without a payment password to the security centre', async () => {
    loggedIn();
    stubApi(
      statusFixture(),
      helpFixture,
      routes({ withdrawSettings: () => settingsFixture({ hasPaymentPassword: false }) }),
    );
    render(<App />);
    const centre = await openCentrePage('withdraw');
    const notice = await within(centre).findByTestId('withdraw-no-password', {}, slow);
    expect(within(centre).queryByTestId('withdraw-form')).toBeNull();
    fireEvent.click(within(notice).getByTestId('withdraw-open-security'));
    const security = await within(centre).findByTestId('security-centre', {}, slow);
    expect(within(security).getByTestId('security-tab-payment').getAttribute('aria-selected')).toBe('true');
    expect(within(centre).getByTestId('centre-menu-securityCenter').getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('removes a bank card with an SMS code', async () => {
    loggedIn();
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        withdrawSettings: () => settingsFixture(),
        bankCardSmsCode: () => ({ expiredMinutes: 5 }),
        removeBankCard: () => ({ removed: true }),
      }),
    );
    render(<App />);
    const centre = await openCentrePage('withdraw');
    fireEvent.click(await within(centre).findByTestId('withdraw-tab-cards', {}, slow));
    fireEvent.click(await within(centre).findByTestId('bank-card-3-remove'));
    const dialog = await screen.findByTestId('remove-bank-card');
    fireEvent.click(within(dialog).getByTestId('remove-method-SMS'));
    fireEvent.click(within(dialog).getByTestId('remove-send-code'));
    expect(await within(dialog).findByTestId('remove-code-sent')).toBeTruthy();
    type(within(dialog).getByTestId('remove-secret'), '12345');
    fireEvent.click(within(dialog).getByTestId('remove-bank-card-submit'));
    expect(within(dialog).getByTestId('remove-secret-error').textContent).toBe(
      'Please enter the 6-digit code',
    );
    type(within(dialog).getByTestId('remove-secret'), '123456');
    fireEvent.click(within(dialog).getByTestId('remove-bank-card-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('remove-bank-card')).toBeNull());
    expect(requestsTo(fetchMock, 'removeBankCard')[0]!.body).toEqual({
      id: 3,
      method: 'SMS',
      code: '123456',
    });
  });
});

const paidRecord = (overrides: Partial<WithdrawRecord> = {}): WithdrawRecord => ({
  id: 41,
  amount: 500,
  bankName: 'BDO',
  accountNumber: '****7890',
  status: 'PAID',
  createdAt: Date.UTC(2026, 0, 2, 3, 0),
  paidAt: Date.UTC(2026, 0, 2, 4, 0),
  autoConfirmAt: Date.UTC(2026, 0, 2, 5, 0),
  receivedAmount: null,
  remainingAmount: null,
  ...overrides,
});

describe('withdrawal confirmation', () => {
  it('asks for the received amount when partly received and for a proof image when not received', async () => {
    loggedIn();
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        withdrawSettings: () => settingsFixture(),
        withdrawRecords: () => ({
          list: [
            paidRecord(),
            paidRecord({ id: 40, status: 'PARTIAL', receivedAmount: 300, remainingAmount: 200 }),
          ],
          totalCount: 2,
          totalPages: 1,
          pageNo: 1,
        }),
        withdrawConfirm: ({ body }) => ({ ...paidRecord(), ...(body as object) }),
      }),
    );
    render(<App />);
    const centre = await openCentrePage('withdraw');
    fireEvent.click(await within(centre).findByTestId('withdraw-tab-records', {}, slow));
    const records = await within(centre).findByTestId('withdraw-records', {}, slow);
    expect(within(records).getByTestId('withdraw-record-40').textContent).toContain(
      'Received 300.00, remaining 200.00',
    );
    expect(within(records).queryByTestId('withdraw-record-40-confirm')).toBeNull();
    fireEvent.click(within(records).getByTestId('withdraw-record-41-confirm'));

    const dialog = await screen.findByTestId('withdraw-confirm');
    expect(within(dialog).getByTestId('withdraw-confirm-amount').textContent).toBe('500.00');
    expect(within(dialog).getByTestId('withdraw-confirm-auto').textContent).toMatch(/counts as received/);
    const submit = within(dialog).getByTestId('withdraw-confirm-submit');

    // Partly received: an amount above 0 and below the withdrawal; the remaining amount follows it.
    fireEvent.click(within(dialog).getByTestId('withdraw-confirm-PARTIAL'));
    const received = within(dialog).getByTestId('withdraw-confirm-received');
    fireEvent.click(submit);
    expect(within(dialog).getByTestId('withdraw-confirm-received-error').textContent).toBe(
      'This field is required',
    );
    type(received, '500');
    fireEvent.click(submit);
    expect(within(dialog).getByTestId('withdraw-confirm-received-error').textContent).toBe(
      'Please enter less than 500.00; if all of it arrived, choose Received',
    );
    type(received, '0');
    fireEvent.click(submit);
    expect(within(dialog).getByTestId('withdraw-confirm-received-error').textContent).toBe(
      'Please enter an amount above 0 with at most 2 decimals',
    );
    type(received, '120.555');
    expect(within(dialog).getByTestId('withdraw-confirm-remaining').textContent).toBe('Remaining amount: —');
    type(received, '120.5');
    expect(within(dialog).getByTestId('withdraw-confirm-remaining').textContent).toBe(
      'Remaining amount: 379.50',
    );

    // Not received: a png/jpg proof of at most 5 MB is required.
    fireEvent.click(within(dialog).getByTestId('withdraw-confirm-NOT_RECEIVED'));
    fireEvent.click(submit);
    expect(within(dialog).getByTestId('withdraw-confirm-proof-error').textContent).toBe(
      'Please upload a proof image',
    );
    const proofInput = within(dialog).getByTestId('withdraw-confirm-proof');
    fireEvent.change(proofInput, {
      target: { files: [new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' })] },
    });
    expect((await within(dialog).findByTestId('withdraw-confirm-proof-error')).textContent).toBe(
      'Please choose a PNG or JPG image.',
    );
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(proofInput, { target: { files: [big] } });
    expect((await within(dialog).findByTestId('withdraw-confirm-proof-error')).textContent).toBe(
      'The image is larger than 5 MB.',
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });
    fireEvent.change(proofInput, { target: { files: [png] } });
    await vi.waitFor(() => expect(within(dialog).queryByTestId('withdraw-confirm-proof-error')).toBeNull());
    expect(await within(dialog).findByRole('img')).toBeTruthy();
    fireEvent.click(submit);
    await vi.waitFor(() => expect(screen.queryByTestId('withdraw-confirm')).toBeNull());
    expect(requestsTo(fetchMock, 'withdrawConfirm')[0]!.body).toEqual({
      withdrawalId: 41,
      result: 'NOT_RECEIVED',
      proofImage: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('sends the received amount of a partly received withdrawal', async () => {
    loggedIn();
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        withdrawSettings: () => settingsFixture(),
        withdrawRecords: () => ({
          list: [paidRecord()],
          totalCount: 1,
          totalPages: 1,
          pageNo: 1,
        }),
        withdrawConfirm: ({ body }) => ({ ...paidRecord(), ...(body as object) }),
      }),
    );
    render(<App />);
    const centre = await openCentrePage('withdraw');
    fireEvent.click(await within(centre).findByTestId('withdraw-tab-records', {}, slow));
    fireEvent.click(await within(centre).findByTestId('withdraw-record-41-confirm', {}, slow));
    const dialog = await screen.findByTestId('withdraw-confirm');
    fireEvent.click(within(dialog).getByTestId('withdraw-confirm-PARTIAL'));
    type(within(dialog).getByTestId('withdraw-confirm-received'), '120.5');
    fireEvent.click(within(dialog).getByTestId('withdraw-confirm-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('withdraw-confirm')).toBeNull());
    expect(requestsTo(fetchMock, 'withdrawConfirm')[0]!.body).toEqual({
      withdrawalId: 41,
      result: 'PARTIAL',
      receivedAmount: 120.5,
    });
  });
});

describe('account record', () => {
  const entry = (id: string, amount: number, balanceAfter: number): TransactionEntry => ({
    id,
    time: Date.UTC(2026, 0, 2, 3, 4),
    type: amount > 0 ? 'DEPOSIT' : 'TRANSFER_TO_VENDOR',
    amount,
    balanceAfter,
    reference: `ref-${id}`,
  });

  it('asks for the last 7 days first, then by type and page, and shows signed amounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 10, 15, 30));
    try {
      loggedIn();
      const fetchMock = stubApi(
        statusFixture(),
        helpFixture,
        routes({
          transactionHistory: ({ url }) => ({
            list: [entry(`${url.searchParams.get('pageNo')}-a`, 100, 1100), entry('b', -50.25, 1049.75)],
            totalCount: 45,
            totalPages: 3,
            pageNo: Number(url.searchParams.get('pageNo')),
          }),
        }),
      );
      render(<App />);
      const centre = await openCentrePage('transactionHistory');
      const page = await within(centre).findByTestId('transaction-history-page', {}, slow);
      await within(page).findByTestId('transactions-table', {}, slow);
      const queries = () =>
        requestsTo(fetchMock, 'transactionHistory').map((r) => Object.fromEntries(r.url.searchParams));
      expect((within(page).getByTestId('transactions-from') as HTMLInputElement).value).toBe('2026-01-04');
      expect((within(page).getByTestId('transactions-to') as HTMLInputElement).value).toBe('2026-01-10');
      expect(queries()[0]).toEqual({
        pageNo: '1',
        pageSize: '20',
        from: String(new Date(2026, 0, 4).getTime()),
        to: String(new Date(2026, 0, 11).getTime()),
      });

      const rows = within(page).getAllByTestId('transaction-row');
      expect(rows[0]!.textContent).toContain('Deposit');
      expect(rows[0]!.querySelector('.amount-credit')!.textContent).toBe('Credit +100.00');
      expect(rows[0]!.textContent).toContain('1,100.00');
      expect(rows[0]!.textContent).toContain('ref-1-a');
      expect(rows[1]!.querySelector('.amount-debit')!.textContent).toBe('Debit −50.25');

      fireEvent.click(within(page).getByTestId('transactions-pager-next'));
      await vi.waitFor(() => expect(queries().at(-1)).toMatchObject({ pageNo: '2' }));
      await vi.waitFor(() =>
        expect(within(page).getByTestId('transactions-pager-page-2').getAttribute('aria-current')).toBe(
          'page',
        ),
      );

      fireEvent.change(within(page).getByTestId('transactions-type'), { target: { value: 'DEPOSIT' } });
      await vi.waitFor(() => expect(queries().at(-1)).toMatchObject({ pageNo: '1', type: 'DEPOSIT' }));

      type(within(page).getByTestId('transactions-from'), '2026-01-01');
      await vi.waitFor(() =>
        expect(queries().at(-1)).toMatchObject({
          from: String(new Date(2026, 0, 1).getTime()),
          type: 'DEPOSIT',
        }),
      );

      // A start after the end is not asked for.
      const asked = queries().length;
      type(within(page).getByTestId('transactions-from'), '2026-01-12');
      expect(within(page).getByTestId('transactions-range-error').textContent).toBe(
        'The start date must not be after the end date.',
      );
      expect(queries()).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });
});
