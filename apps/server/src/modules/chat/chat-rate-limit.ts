import { CHAT_MAX_PER_MINUTE, CHAT_MIN_GAP_MS } from '@bet/contracts/content/chat';

const MINUTE_MS = 60_000;

/**
 * How long (ms) the player must still wait before posting at `now`, given the times of their
 * posts of the last minute (newest first); 0 when they may post. One message per
 * CHAT_MIN_GAP_MS and CHAT_MAX_PER_MINUTE in any 60 s.
 */
export function retryAfterMs(recent: readonly Date[], now: number): number {
  const latest = recent[0]?.getTime();
  const gapWait = latest === undefined ? 0 : latest + CHAT_MIN_GAP_MS - now;
  const inWindow = recent.filter((t) => t.getTime() > now - MINUTE_MS);
  const oldestCounted = inWindow[CHAT_MAX_PER_MINUTE - 1]?.getTime();
  const minuteWait = oldestCounted === undefined ? 0 : oldestCounted + MINUTE_MS - now;
  return Math.max(0, gapWait, minuteWait);
}

/** The window the rate limit reads: the last minute. */
export const RATE_WINDOW_MS = MINUTE_MS;
