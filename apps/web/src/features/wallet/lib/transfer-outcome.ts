import type { WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';

export interface TransferOutcome {
  tone: 'success' | 'info' | 'error';
  /** Catalogue key of the sentence. */
  key: string;
}

/** What a transfer did: every leg done, some left pending for reconciliation, or failed. */
export function transferOutcome(response: WalletTransferResponse): TransferOutcome {
  const statuses = response.transfers.map((leg) => leg.status);
  if (statuses.length === 0) return { tone: 'info', key: 'wallet.transfer.nothingToMove' };
  if (statuses.includes('PENDING')) return { tone: 'info', key: 'wallet.transfer.pending' };
  if (statuses.includes('FAILED'))
    return {
      tone: 'error',
      key: statuses.includes('DONE') ? 'wallet.transfer.partlyFailed' : 'wallet.transfer.failed',
    };
  return { tone: 'success', key: 'wallet.transfer.done' };
}
