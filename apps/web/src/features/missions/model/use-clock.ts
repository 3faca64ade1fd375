import { useSyncExternalStore } from 'react';

/** How often the cards' "ends in" times move on: they show minutes, so twice a minute is plenty. */
const TICK_MS = 30_000;

/*
 * One clock for every card: a single timer runs while anything shows a time left, so the cards
 * change together and a closed page leaves no timer behind.
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
    }, TICK_MS);
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

/** The time (ms) the missions' countdowns count from, updated every half minute. */
export const useClock = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
