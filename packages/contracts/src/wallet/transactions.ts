import { z } from 'zod';
import { dateRange, pageOf, pageQuery } from './amount.js';
import { TRANSACTION_TYPES } from './transaction-types.js';

export { TRANSACTION_TYPES, type TransactionType } from './transaction-types.js';
export const transactionType = z.enum(TRANSACTION_TYPES);

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
export const transactionHistoryResponse = pageOf(transactionEntry);
