import type { QueryClient } from '@tanstack/react-query';
import { MAIN_WALLET } from '@bet/contracts/wallet/main-wallet';
import type { BalanceResponse } from '@bet/contracts/wallet/balance';
import type { WalletTransferRequest, WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import { getSession } from '@/shared/session/session-store';
import { balanceQueryOptions } from '../api/balance';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { transferWallet } from '../api/wallet-transfer';
import { newRequestId, retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';

type Purpose<P extends WalletTransferRequest['purpose']> = Omit<
  Extract<WalletTransferRequest, { purpose: P }>,
  'requestId'
>;
type Wallet = BalanceResponse['balance'][number];

/**
 * One wallet transfer the player did not set up leg by leg: one request id, sent again only while
 * the outcome is unknown (the server applies it once).
 */
async function sendOnce(body: Purpose<'autoTransfer'> | Purpose<'allToMain'> | Purpose<'transfer'>) {
  const request = { ...body, requestId: newRequestId() } as WalletTransferRequest;
  for (let failures = 0; ; failures++) {
    try {
      return await transferWallet(request);
    } catch (error) {
      if (!retryUnknownOutcome(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}

/** The game launch's transfer, then the balance shown everywhere (header, My wallet) is refreshed whatever happened. */
async function send(queryClient: QueryClient, body: Purpose<'autoTransfer'> | Purpose<'allToMain'>) {
  try {
    return await sendOnce(body);
  } finally {
    void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }
}

/**
 * Auto-transfer into a game's wallet before it opens. The page may not know the vendor's account
 * type (a recently played game of another category): its wallet is then found by vendor code in
 * the balance; a vendor without a wallet of its own has nothing to move (null).
 */
export async function moveIntoGame(
  queryClient: QueryClient,
  target: { accountTypeId?: number; vassalage: string },
): Promise<WalletTransferResponse | null> {
  let accountTypeId = target.accountTypeId;
  if (accountTypeId === undefined) {
    const balance = await queryClient.fetchQuery(balanceQueryOptions(getSession().token ?? ''));
    accountTypeId = balance.balance.find((wallet) => wallet.name === target.vassalage)?.accountTypeId;
    if (accountTypeId === undefined) return null;
  }
  return send(queryClient, { purpose: 'autoTransfer', toAccountTypeId: accountTypeId });
}

/** Every game wallet back to main, when the player leaves the game. */
export const bringBackFromGames = (queryClient: QueryClient) => send(queryClient, { purpose: 'allToMain' });

/**
 * Each of these game wallets' whole balance back to main, one transfer OUT per wallet, one after
 * the other (the withdrawal-only session's way: it may move money out of the games, never in). A
 * wallet whose transfer fails keeps its money and shows as FAILED beside the others; when none went
 * through, the first refusal is thrown, so the page can say why. The balance is read again once.
 */
export async function recallGameWallets(
  queryClient: QueryClient,
  wallets: readonly Wallet[],
): Promise<WalletTransferResponse> {
  const transfers: WalletTransferResponse['transfers'] = [];
  let refusal: unknown = null;
  try {
    for (const wallet of wallets) {
      const leg = {
        accountTypeId: wallet.accountTypeId,
        direction: 'OUT' as const,
        amount: wallet.availBalance,
      };
      try {
        const response = await sendOnce({
          purpose: 'transfer',
          fromAccountTypeId: wallet.accountTypeId,
          toAccountTypeId: MAIN_WALLET,
          amount: wallet.availBalance,
        });
        transfers.push(...response.transfers);
      } catch (error) {
        refusal ??= error;
        transfers.push({ ...leg, status: 'FAILED' });
      }
    }
  } finally {
    void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }
  if (refusal !== null && transfers.every((leg) => leg.status === 'FAILED')) throw refusal;
  return { transfers };
}
