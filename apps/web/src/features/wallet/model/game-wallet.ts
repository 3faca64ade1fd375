import type { QueryClient } from '@tanstack/react-query';
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

/**
 * One wallet transfer the player did not click for (the game launch's): one request id, sent
 * again only while the outcome is unknown (the server applies it once), then the balance shown
 * everywhere (header, My wallet) is refreshed whatever happened.
 */
async function send(queryClient: QueryClient, body: Purpose<'autoTransfer'> | Purpose<'allToMain'>) {
  const request = { ...body, requestId: newRequestId() } as WalletTransferRequest;
  try {
    for (let failures = 0; ; failures++) {
      try {
        return await transferWallet(request);
      } catch (error) {
        if (!retryUnknownOutcome(failures, error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
      }
    }
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

/** Every game wallet back to main: when the player leaves the game, and on the withdrawal-only page. */
export const bringBackFromGames = (queryClient: QueryClient) => send(queryClient, { purpose: 'allToMain' });
