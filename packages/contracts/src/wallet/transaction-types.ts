/** Kinds of movement the player sees in the account record (transactionHistory). Zod-free for the web. */
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
  // a dividend or salary paid by contract settlement (issue 15)
  'AGENT_INCOME',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
