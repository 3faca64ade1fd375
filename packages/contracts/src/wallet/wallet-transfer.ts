import { z } from 'zod';
import { amount, requestId } from './amount.js';

/**
 * `POST /wps/relay/GCS_walletTransfer`: between the main wallet (accountTypeId 0) and one vendor
 * wallet, or `allToMain` to bring every vendor balance back.
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
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponse>;
