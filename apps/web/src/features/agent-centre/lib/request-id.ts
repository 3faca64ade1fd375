import { ApiError } from '@/shared/api/api-error';

/*
 * The idempotency key of a money call (contract `requestId`: 8–64 of `[A-Za-z0-9_-]`), as the
 * wallet's money forms make it; features share no code, so the few lines live here as well.
 */

/** A fresh key: a UUID without dashes, or 32 random hex digits where `randomUUID` is missing (plain http). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a failed money call may have been applied: no answer, or the server's own trouble (5xx). */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Retry the same body (same key) up to twice, only when the outcome is unknown. */
export const retryUnknownOutcome = (failures: number, error: unknown) =>
  failures < 2 && outcomeUnknown(error);

/** Short waits between those retries (0.3 s, then 0.6 s). */
export const retryDelay = (failures: number) => 300 * 2 ** failures;
