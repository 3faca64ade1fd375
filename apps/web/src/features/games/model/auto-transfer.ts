import { ApiError, errorCodeOf } from '@/shared/api/api-error';
import type { WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import { getGameLaunch } from './launch-store';
import { launchWallet, type GameWalletTarget } from './launch-wallet';

/** The reason of the first leg that did not go through, if any. */
function unfinishedReason(response: WalletTransferResponse): string | null {
  const statuses = response.transfers.map((leg) => leg.status);
  if (statuses.includes('FAILED')) return 'games.autoTransfer.refused';
  if (statuses.includes('PENDING')) return 'games.autoTransfer.pending';
  return null;
}

const reasonOf = (error: unknown) => `error.${errorCodeOf(error)}`;

/** The bring-back started by the last leave, which a new launch waits for (it would undo the move in). */
let leaving: Promise<void> | null = null;

/**
 * The platform's auto-transfer before a real-money game opens (decision 0019): the wallet moves
 * the player's money into the vendor's wallet (other game wallets back first) unless the player
 * switched it off. Never throws: the game opens either way, and a move that did not go through is
 * shown (`walletNotice`), never silent.
 */
export async function moveMoneyIn(target: GameWalletTarget, vendorName: string): Promise<void> {
  const wallet = launchWallet();
  if (!wallet) return;
  await leaving;
  const store = getGameLaunch();
  try {
    const response = await wallet.moveIn(target);
    if (!response) return;
    store.setMoneyInGame(response.skipped !== true);
    const reason = unfinishedReason(response);
    if (reason) store.showWalletNotice({ kind: 'in', vendor: vendorName, reason });
  } catch (error) {
    // The outcome may be unknown: bringing back on leave is harmless when nothing moved.
    store.setMoneyInGame(true);
    // 401: the session has ended; the launch's own call asks for a new login.
    if (error instanceof ApiError && error.status === 401) return;
    store.showWalletNotice({ kind: 'in', vendor: vendorName, reason: reasonOf(error) });
  }
}

/**
 * The player left the game (closed it, or left the /game page): the money comes back to main,
 * unless the last auto-transfer was skipped. A bring-back that did not go through is shown.
 */
export function leaveGame(): Promise<void> {
  const store = getGameLaunch();
  if (store.walletNotice?.kind === 'in') store.closeWalletNotice();
  const wallet = launchWallet();
  if (!store.moneyInGame || !wallet) return leaving ?? Promise.resolve();
  store.setMoneyInGame(false);
  const back = async () => {
    try {
      const reason = unfinishedReason(await wallet.moveBack());
      if (reason) store.showWalletNotice({ kind: 'back', vendor: '', reason });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        store.showWalletNotice({ kind: 'back', vendor: '', reason: reasonOf(error) });
    }
  };
  const current = back().finally(() => {
    if (leaving === current) leaving = null;
  });
  leaving = current;
  return current;
}
