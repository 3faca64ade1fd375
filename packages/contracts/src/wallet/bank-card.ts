import { z } from 'zod';
import { otpCode } from '../identity/fields.js';
import { ACCOUNT_NUMBER, BANK_TEXT_MAX, BANK_TEXT_MIN, REMOVE_CARD_METHODS } from './bank-card-rules.js';

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
  bankName: z.string().trim().min(BANK_TEXT_MIN).max(BANK_TEXT_MAX),
  accountName: z.string().trim().min(BANK_TEXT_MIN).max(BANK_TEXT_MAX),
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER),
  paymentPassword: z.string().min(1).max(64),
});
export type AddBankCardRequest = z.infer<typeof addBankCardRequest>;

/** `DELETE /wps/member/bankCards`: proven by the payment password, a phone code or an authenticator code. */
export const removeBankCardRequest = z.object({
  id: z.number().int().positive(),
  method: z.enum(REMOVE_CARD_METHODS),
  paymentPassword: z.string().min(1).max(64).optional(),
  code: otpCode.optional(),
});
export type RemoveBankCardRequest = z.infer<typeof removeBankCardRequest>;

export const bankCardsResponse = z.array(bankCard);
export const removeBankCardResponse = z.object({ removed: z.literal(true) });
