import { z } from 'zod';
import { amount } from './amount.js';

/**
 * The member's wallet preference (issue 11, "one click to play"): whether launching a game of a
 * transfer-wallet vendor moves money into that vendor's wallet first (auto-transfer, on unless
 * the member switched it off), and how much each time — `null` moves the whole main balance.
 */
export const walletPreferences = z.object({
  autoTransfer: z.boolean(),
  autoTransferAmount: amount.nullable(),
});
export type WalletPreferences = z.infer<typeof walletPreferences>;

/** `PUT /wps/wallet/preferences`: both fields, as the member sets them; answers what is saved. */
export const saveWalletPreferencesRequest = walletPreferences;
export type SaveWalletPreferencesRequest = z.input<typeof saveWalletPreferencesRequest>;
