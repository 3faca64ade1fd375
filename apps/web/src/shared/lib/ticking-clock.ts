import { useSyncExternalStore } from 'react';

/**
 * A clock shared by every component of a page that shows a time: a single timer ticks every
 * `tickMs` while anything reads it, so the countdowns change together and a closed page leaves
 * no timer behind. Returns the hook that reads it (the time in ms).
 */
export function tickingClock(tickMs: number): () => number {
  const subscribers = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let now = Date.now();

  const subscribe = (onTick: () => void) => {
    subscribers.add(onTick);
    if (!timer) {
      now = Date.now();
      timer = setInterval(() => {
        now = Date.now();
        subscribers.forEach((tick) => tick());
      }, tickMs);
    }
    return () => {
      subscribers.delete(onTick);
      if (subscribers.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  };
  const snapshot = () => now;
  return () => useSyncExternalStore(subscribe, snapshot, snapshot);
}
