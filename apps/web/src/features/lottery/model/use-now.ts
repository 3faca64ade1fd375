import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page: a single timer ticks each second while anything
 * shows a countdown, so the cards change their seconds together.
 */
const subscribers = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(onTick: () => void) {
  subscribers.add(onTick);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      subscribers.forEach((tick) => tick());
    }, 1000);
  }
  return () => {
    subscribers.delete(onTick);
    if (subscribers.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** This clock's time (ms), updated each second; add the server's offset for the draws' times. */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
