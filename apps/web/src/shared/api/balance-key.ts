/**
 * The member's balance query (the wallet's `useBalance`, shown in the header): every money call
 * that moves funds, in any feature, invalidates this key (and so the header's total).
 */
export const BALANCE_KEY = ['wallet', 'balance'] as const;
