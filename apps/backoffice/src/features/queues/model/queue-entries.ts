import type { z } from 'zod';
import type { operatorDepositEntry, operatorWithdrawalEntry } from '@bet/contracts/operator/operator-money';
import type { VendorTransferEntry } from '@bet/contracts/operator/operator-queues';

/** The rows of the three queues, as the contract answers them. */
export type DepositEntry = z.output<typeof operatorDepositEntry>;
export type WithdrawalEntry = z.output<typeof operatorWithdrawalEntry>;
export type { VendorTransferEntry };

/** What a decision tells the page: a sentence for its notice (none: the dialog said it). */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}
