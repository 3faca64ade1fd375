import { z } from 'zod';
import { amount, requestId } from './amount.js';

/**
 * `POST /wps/relay/GCS_walletTransfer`: between the main wallet (accountTypeId 0) and one vendor
 * wallet, `allToMain` to bring every vendor balance back, or `autoTransfer` before a game opens:
 * every other vendor wallet back to main, then the member's chosen amount (or the whole main
 * balance) into `toAccountTypeId` — unless the member switched auto-transfer off (decision 0019).
 */
export const walletTransferRequest = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('transfer'),
    requestId,
    fromAccountTypeId: z.number().int().min(0),
    toAccountTypeId: z.number().int().min(0),
    amount,
  }),
  z.object({ purpose: z.literal('allToMain'), requestId }),
  z.object({ purpose: z.literal('autoTransfer'), requestId, toAccountTypeId: z.number().int().min(1) }),
]);
export type WalletTransferRequest = z.infer<typeof walletTransferRequest>;

export const transferStatus = z.enum(['DONE', 'PENDING', 'FAILED']);
export type TransferStatus = z.infer<typeof transferStatus>;

export const walletTransferResponse = z.object({
  transfers: z.array(
    z.object({
      accountTypeId: z.number(),
      direction: z.enum(['IN', 'OUT']),
      amount: z.number(),
      status: transferStatus,
    }),
  ),
  /** `autoTransfer` only: true when nothing was moved on purpose (switched off, or a trial account). */
  skipped: z.boolean().optional(),
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponse>;
