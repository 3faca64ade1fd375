import type { MAIN_WALLET as CONTRACT_MAIN_WALLET } from '@bet/contracts/wallet/balance';
import type { TransactionType } from '@bet/contracts/wallet/transactions';

/*
 * Values of the money contract the screens need at run time. The contract modules build zod
 * schemas, so importing a value from them would ship zod (~24 KB gzip) with these pages; the
 * copies here are checked against the contract's types instead, and fail the typecheck when
 * the contract changes.
 */

/** The main wallet's accountTypeId (contract `MAIN_WALLET`). */
export const MAIN_WALLET: typeof CONTRACT_MAIN_WALLET = 0;

/** The account record's movement types (contract `TRANSACTION_TYPES`), in the contract's order. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER_TO_VENDOR',
  'TRANSFER_FROM_VENDOR',
  'TRANSFER_REVERSAL',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_FROM_DOWNLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  'BONUS',
  'ADJUSTMENT',
  'DEMO_CREDIT',
] as const satisfies readonly TransactionType[];

type MissingType = Exclude<TransactionType, (typeof TRANSACTION_TYPES)[number]>;
/** Compile-time check: every type of the contract is listed above. */
export const everyTransactionTypeListed: [MissingType] extends [never] ? true : MissingType = true;
