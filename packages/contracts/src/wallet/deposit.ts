import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { amount, dateRange, pageOf, pageQuery, requestId } from './amount.js';

/** A way to pay in, per merchant: an online gateway or a bank transfer the operator confirms. */
export const depositChannel = z.object({
  id: z.number(),
  type: z.enum(['ONLINE', 'OFFLINE']),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** OFFLINE only: where to send the money. */
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositChannelsResponse = z.object({
  /** Deposit settings (platform-facts): false for trial accounts. */
  depositAllowed: z.boolean(),
  successfulDeposits: z.number(),
  channels: z.array(depositChannel),
});
export type DepositChannelsResponse = z.infer<typeof depositChannelsResponse>;

/** A receipt image as a data URL, png or jpg, at most 5 MB decoded. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const imageDataUrl = z
  .string()
  .max(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 64)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/);

export const depositRequest = z.object({
  requestId,
  channelId: z.number().int().positive().max(MAX_SERIAL_ID),
  amount,
  /** OFFLINE: the transfer reference the player's bank gave. */
  reference: z.string().trim().min(1).max(64).optional(),
  receiptImage: imageDataUrl.optional(),
});
export type DepositRequest = z.infer<typeof depositRequest>;

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'REJECTED'] as const;
export const depositStatus = z.enum(DEPOSIT_STATUSES);

export const depositRecord = z.object({
  id: z.number(),
  channelName: z.string(),
  type: z.enum(['ONLINE', 'OFFLINE']),
  amount: z.number(),
  status: depositStatus,
  reference: z.string().nullable(),
  createdAt: z.number(),
  completedAt: z.number().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

/** ONLINE: the gateway page to send the player to. */
export const depositResponse = depositRecord.extend({ redirectUrl: z.string().nullable() });
export type DepositResponse = z.infer<typeof depositResponse>;

export const depositRecordsQuery = pageQuery
  .and(dateRange)
  .and(z.object({ status: depositStatus.optional() }));
export type DepositRecordsQuery = z.input<typeof depositRecordsQuery>;
export const depositRecordsResponse = pageOf(depositRecord);

/** The gateway's callback, answered once verified: `replay` when the same outcome came before. */
export const depositCallbackResponse = z.object({
  depositId: z.number(),
  status: depositStatus,
  replay: z.boolean(),
});
