import { z } from 'zod';
import { otpCode } from '../identity/fields.js';

export const bankCard = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last 4 digits. */
  accountNumber: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof bankCard>;

/** `POST /wps/member/bankCards` (encrypted). */
export const addBankCardRequest = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,30}$/),
  paymentPassword: z.string().min(1).max(64),
});
export type AddBankCardRequest = z.infer<typeof addBankCardRequest>;

/** `DELETE /wps/member/bankCards`: proven by the payment password, a phone code or an authenticator code. */
export const removeBankCardRequest = z.object({
  id: z.number().int().positive(),
  method: z.enum(['PAYMENT_PASSWORD', 'SMS', 'TOTP']),
  paymentPassword: z.string().min(1).max(64).optional(),
  code: otpCode.optional(),
});
export type RemoveBankCardRequest = z.infer<typeof removeBankCardRequest>;
