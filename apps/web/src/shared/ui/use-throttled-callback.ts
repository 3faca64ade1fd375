import { useCallback, useRef } from 'react';

/**
 * Runs `action` at most once per `intervalMs`; calls in between are dropped (spec §5/§9: the SMS
 * send and the captcha refresh once per 1000 ms). Returns whether this call ran.
 */
export function useThrottledCallback<A extends unknown[]>(action: (...args: A) => void, intervalMs: number) {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A): boolean => {
      const now = Date.now();
      if (now - lastRun.current < intervalMs) return false;
      lastRun.current = now;
      action(...args);
      return true;
    },
    [action, intervalMs],
  );
}
