import { ApiError } from '@/shared/api/api-error';

/**
 * A fresh idempotency key (contract `requestId`: 8–64 of `[A-Za-z0-9_-]`): a UUID without
 * dashes, or 32 random hex digits where `randomUUID` is missing (pages served over plain http).
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed money call may have been applied: no answer (network) or the server's own
 * trouble. A definite answer (4xx) means nothing happened.
 */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The mutation retry of a money call: the same body (and so the same `requestId`) again, up to
 * twice, only when the first try's outcome is unknown; the server applies a key once.
 */
export const retryUnknownOutcome = (failures: number, error: unknown) =>
  failures < 2 && outcomeUnknown(error);

/** Short waits between those retries (0.3 s, then 0.6 s): the player is looking at a spinner. */
export const retryDelay = (failures: number) => 300 * 2 ** failures;
