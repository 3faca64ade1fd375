import { z } from 'zod';
import { amount, requestId } from './amount.js';

/** Transfer to the upline (only when the member's toUpline flag allows). */
export const transferUplineRequest = z.object({
  requestId,
  amount,
  paymentPassword: z.string().min(1).max(64),
});
export type TransferUplineRequest = z.infer<typeof transferUplineRequest>;

/** Transfer to one of the agent's own downlines (encrypted). */
export const transferDownlineRequest = z.object({
  requestId,
  downline: z.string().trim().min(1).max(64),
  amount,
  paymentPassword: z.string().min(1).max(64),
});
export type TransferDownlineRequest = z.infer<typeof transferDownlineRequest>;

export const memberTransferResponse = z.object({ transferId: z.string(), balance: z.number() });
export type MemberTransferResponse = z.infer<typeof memberTransferResponse>;
