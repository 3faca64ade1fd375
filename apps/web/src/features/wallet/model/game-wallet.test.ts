import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BalanceResponse } from '@bet/contracts/wallet/balance';
import { ApiError } from '@/shared/api/api-error';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { recallGameWallets } from './game-wallet';

type Wallet = BalanceResponse['balance'][number];
const wallet = (accountTypeId: number, availBalance: number): Wallet => ({
  accountTypeId,
  name: `V${accountTypeId}`,
  availBalance,
  pending: false,
});

const client = () => {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, invalidate };
};

afterEach(() => vi.unstubAllGlobals());

describe('bringing every game wallet back (the withdrawal-only page)', () => {
  it('moves each wallet out on its own; one that fails keeps its money and shows as failed', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      walletTransfer: ({ body }) =>
        body.purpose === 'transfer' && body.fromAccountTypeId === 12
          ? apiFail(409, 'vendor.transfer.refused')
          : {
              transfers: [
                {
                  accountTypeId: body.purpose === 'transfer' ? body.fromAccountTypeId : 0,
                  direction: 'OUT' as const,
                  amount: body.purpose === 'transfer' ? body.amount : 0,
                  status: 'DONE' as const,
                },
              ],
            },
    });
    const { queryClient, invalidate } = client();
    const answer = await recallGameWallets(queryClient, [wallet(11, 300), wallet(12, 50)]);
    expect(answer.transfers).toEqual([
      { accountTypeId: 11, direction: 'OUT', amount: 300, status: 'DONE' },
      { accountTypeId: 12, direction: 'OUT', amount: 50, status: 'FAILED' },
    ]);
    const sent = requestsTo(fetchMock, 'walletTransfer').map((r) => r.body!);
    expect(sent.map(({ requestId: _, ...leg }) => leg)).toEqual([
      { purpose: 'transfer', fromAccountTypeId: 11, toAccountTypeId: 0, amount: 300 },
      { purpose: 'transfer', fromAccountTypeId: 12, toAccountTypeId: 0, amount: 50 },
    ]);
    // A request id per wallet; the balance is read again once, after all of them.
    expect(new Set(sent.map((b) => b.requestId)).size).toBe(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_KEY });
  });

  it('says why when none went through', async () => {
    stubApi(statusFixture(), undefined, { walletTransfer: () => apiFail(403, 'rg.withdrawal.only') });
    const { queryClient, invalidate } = client();
    const refused = recallGameWallets(queryClient, [wallet(11, 300), wallet(12, 50)]);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ errorCode: 'rg.withdrawal.only' });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
