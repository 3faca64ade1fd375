import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositRecord } from '@bet/contracts/wallet/deposit';
import { depositIdOf } from '@/features/wallet/components/deposit/deposit-return-notice';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { clearCookies } from '@/test/identity-mocks';
import { App } from './app';

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };

const deposit = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  id: 41,
  channelName: 'DemoPay (online)',
  type: 'ONLINE',
  amount: 250,
  status: 'SUCCESS',
  reference: 'demo_1',
  createdAt: 1_760_000_000_000,
  completedAt: 1_760_000_001_000,
  ...overrides,
});

function backFromGateway(path: string, records: () => DepositRecord[]) {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
  const fetchMock = stubApi(statusFixture(), helpFixture, {
    memberInfo: () => memberInfoFixture(),
    playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
    balance: () => ({
      sumBalance: 1250,
      balance: [{ accountTypeId: 0, name: 'MAIN', availBalance: 1250, pending: false }],
      currency: 'PHP',
      currencySymbol: 'P',
    }),
    depositRecords: () => {
      const list = records();
      return { list, totalCount: list.length, totalPages: 1, pageNo: 1 };
    },
  });
  window.history.pushState({}, '', path);
  render(<App />);
  return fetchMock;
}

beforeEach(async () => {
  clearCookies();
  await changeLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('back from the payment gateway (/?deposit=<id>)', () => {
  it('says the deposit succeeded, takes the parameter off the address and reloads the balance', async () => {
    const fetchMock = backFromGateway('/?deposit=41&lang=en', () => [
      deposit({ id: 42, amount: 5 }),
      deposit(),
    ]);
    const text = await screen.findByTestId('deposit-return-text', {}, slow);
    expect(text.textContent).toBe(
      'Your deposit of 250.00 was successful and has been added to your balance.',
    );
    expect(location.search).toBe('?lang=en');
    await waitFor(() => expect(requestsTo(fetchMock, 'balance').length).toBeGreaterThanOrEqual(2));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('deposit-return')).toBeNull());
  });

  it('says a cancelled deposit was cancelled, in the chosen language', async () => {
    await changeLanguage('TY');
    backFromGateway('/?deposit=41', () => [deposit({ status: 'REJECTED' })]);
    const text = await screen.findByTestId('deposit-return-text', {}, slow);
    expect(text.getAttribute('data-status')).toBe('REJECTED');
    expect(text.textContent).toContain('Kinansela');
    expect(location.search).toBe('');
  });

  it('says a deposit the gateway has not confirmed yet is pending, then successful once it is', async () => {
    let status: DepositRecord['status'] = 'PENDING';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      backFromGateway('/?deposit=41', () => [deposit({ status })]);
      const text = await screen.findByTestId('deposit-return-text', {}, slow);
      expect(text.textContent).toContain('is being processed');
      status = 'SUCCESS';
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() =>
        expect(screen.getByTestId('deposit-return-text').getAttribute('data-status')).toBe('SUCCESS'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing for a deposit that is not the player’s, and still cleans the address', async () => {
    const fetchMock = backFromGateway('/?deposit=999', () => [deposit()]);
    await waitFor(() => expect(requestsTo(fetchMock, 'depositRecords').length).toBe(1), slow);
    expect(location.search).toBe('');
    expect(screen.queryByTestId('deposit-return')).toBeNull();
  });

  it('reads only a positive whole number as the id', () => {
    expect(depositIdOf('12')).toBe(12);
    expect(depositIdOf(null)).toBeNull();
    expect(depositIdOf('0')).toBeNull();
    expect(depositIdOf('-3')).toBeNull();
    expect(depositIdOf('1e3')).toBeNull();
    expect(depositIdOf('abc')).toBeNull();
  });
});
