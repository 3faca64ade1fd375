import { useCallback, useRef } from 'react';
import { newRequestId, outcomeUnknown } from './request-id';

/**
 * The idempotency key of one money action. `keyFor(body)` gives the key to send: a new one for
 * a new action, the same one again when the player clicks once more after an attempt with the
 * same body whose outcome is unknown (network or server trouble), so a retry is applied once.
 * `settled(error?)` ends the action after a definite answer.
 */
export function useRequestId() {
  const current = useRef<{ key: string; body: string } | null>(null);

  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { key: newRequestId(), body: text };
    return current.current.key;
  }, []);

  const settled = useCallback((error?: unknown) => {
    if (error === undefined || !outcomeUnknown(error)) current.current = null;
  }, []);

  return { keyFor, settled };
}
