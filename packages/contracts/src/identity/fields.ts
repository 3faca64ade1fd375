import { z } from 'zod';

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
export const password = z.string().min(1).max(256);
export const dialingCode = z.string().regex(/^\+?[0-9]{1,4}$/);
export const mobileNum = z.string().regex(/^[0-9]{4,15}$/);
export const otpCode = z.string().regex(/^[0-9]{6}$/);

/**
 * Human verification (ALTCHA-style proof of work, self-hosted): the solved challenge, base64
 * JSON `{ algorithm, challenge, number, salt, signature }` as the widget sends it.
 */
export const humanProof = z.string().min(1).max(2048);
