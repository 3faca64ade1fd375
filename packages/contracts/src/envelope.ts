import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';

/** The platform's response envelope: `{ success: true, value }` or `{ success: false, errorCode, message }`. */
export const okEnvelope = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** Extra machine-readable data for some errors (e.g. `{ captcha: true }` after a failed login). */
  value: z.unknown().optional(),
});

export type OkEnvelope<T> = { success: true; value: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelope> & { errorCode: ErrorCode | (string & {}) };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const ok = <T>(value: T): OkEnvelope<T> => ({ success: true, value });

/** Body of a POST that carries nothing (`{}`): the call is the action. */
export const emptyBody = z.object({});
