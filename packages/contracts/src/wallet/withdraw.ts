import { z } from 'zod';
import { amount, dateRange, pageOf, pageQuery, requestId } from './amount.js';
import { bankCard } from './bank-card.js';
import { imageDataUrl } from './deposit.js';

export const withdrawSettingsResponse = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  /** What the player can withdraw now: the main wallet's balance, to the cent. */
  available: z.number(),
  hasPaymentPassword: z.boolean(),
  bankCards: z.array(bankCard),
  /** Minutes after pay-out when an unconfirmed withdrawal counts as received. */
  autoConfirmMinutes: z.number(),
});
export type WithdrawSettingsResponse = z.infer<typeof withdrawSettingsResponse>;

/** `POST /wps/v2/withdraw` (encrypted). */
export const withdrawRequest = z.object({
  requestId,
  bankCardId: z.number().int().positive(),
  amount,
  paymentPassword: z.string().min(1).max(64),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/**
 * PENDING → PAID (operator paid out) or REJECTED (money back); PAID → RECEIVED, PARTIAL or
 * NOT_RECEIVED by the player, or AUTO_RECEIVED after the operator's N minutes.
 */
export const WITHDRAW_STATUSES = [
  'PENDING',
  'PAID',
  'REJECTED',
  'RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export const withdrawStatus = z.enum(WITHDRAW_STATUSES);
export type WithdrawStatus = z.infer<typeof withdrawStatus>;

export const withdrawRecord = z.object({
  id: z.number(),
  amount: z.number(),
  bankName: z.string(),
  accountNumber: z.string(),
  status: withdrawStatus,
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  /** PAID: when it will count as received without an answer. */
  autoConfirmAt: z.number().nullable(),
  receivedAmount: z.number().nullable(),
  remainingAmount: z.number().nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

export const withdrawRecordsQuery = pageQuery
  .and(dateRange)
  .and(z.object({ status: withdrawStatus.optional() }));

/** `POST /wps/v2/withdraw/confirm`: the withdrawal confirmation screen (spec §2, §3, §4). */
export const withdrawConfirmRequest = z.discriminatedUnion('result', [
  z.object({ withdrawalId: z.number().int().positive(), result: z.literal('RECEIVED') }),
  z.object({
    withdrawalId: z.number().int().positive(),
    result: z.literal('PARTIAL'),
    receivedAmount: amount,
  }),
  z.object({
    withdrawalId: z.number().int().positive(),
    result: z.literal('NOT_RECEIVED'),
    proofImage: imageDataUrl,
  }),
]);
export type WithdrawConfirmRequest = z.infer<typeof withdrawConfirmRequest>;
export const withdrawRecordsResponse = pageOf(withdrawRecord);
