import { z } from 'zod';
import { DIALING_CODE, MOBILE_NUMBER, OTP_CODE } from './field-formats.js';
import { PASSWORD_INPUT_MAX } from './password-rule.js';

/** Trimmed, non-empty text with an upper bound: the base of every identity field. */
export const text = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const username = text(64);
/** Length and pattern come from the merchant's rules; 256 is a hard upper bound (argon2 input). */
export const password = z.string().min(1).max(PASSWORD_INPUT_MAX);
export const dialingCode = z.string().regex(DIALING_CODE);
export const mobileNum = z.string().regex(MOBILE_NUMBER);
export const otpCode = z.string().regex(OTP_CODE);

/**
 * Human verification (ALTCHA-style proof of work, self-hosted): the solved challenge, base64
 * JSON `{ algorithm, challenge, number, salt, signature }` as the widget sends it.
 */
export const humanProof = z.string().min(1).max(2048);
