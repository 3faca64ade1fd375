import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment, ticking once a second (an SMS send button waits for it).
 * `startFor(seconds)` or `startUntil(epochMs)` (the server's expiry time); 0 when idle.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const startUntil = useCallback((epochMs: number) => {
    setNow(Date.now());
    setEndsAt(epochMs);
  }, []);
  const startFor = useCallback((seconds: number) => startUntil(Date.now() + seconds * 1000), [startUntil]);
  const reset = useCallback(() => setEndsAt(null), []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, startFor, startUntil, reset };
}
