import { z } from 'zod';
import { dateRange, pageQuery } from './amount.js';

/** Kinds of movement the player sees in the account record (transactionHistory). */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER_TO_VENDOR',
  'TRANSFER_FROM_VENDOR',
  // a transfer to a vendor that the vendor refused, given back
  'TRANSFER_REVERSAL',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_FROM_DOWNLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  'BONUS',
  'ADJUSTMENT',
  // a trial account's play money
  'DEMO_CREDIT',
] as const;
export const transactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionType>;

export const transactionQuery = pageQuery.and(dateRange).and(z.object({ type: transactionType.optional() }));
export type TransactionQuery = z.input<typeof transactionQuery>;

export const transactionEntry = z.object({
  id: z.string(),
  time: z.number(),
  type: transactionType,
  /** Signed: positive credits the main wallet, negative debits it. */
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string(),
});
export type TransactionEntry = z.infer<typeof transactionEntry>;
