import type { LiveCasino } from '../modules/house-live/live-casino.service.js';

/** The longest the dealer sleeps: a round left open by another process is settled within this. */
const MAX_SLEEP_MS = 2_000;
/** After a close, a little slack so the clock has surely passed it. */
const AFTER_CLOSE_MS = 20;

/**
 * The live tables' dealer (decision 0057). Not a durable job: a round must be dealt within moments
 * of its close, not once per period, so each process wakes at the next close or opening on any
 * table, settles what is due and opens (commits the seed of) the round that has begun. Settlement is a guarded state change, so processes racing for one round
 * settle it once; a round left open by a stop is settled at the first wake after start.
 */
export function startLiveDealer(live: LiveCasino, log: { warn(obj: object, msg: string): void }) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const wake = async () => {
    try {
      await live.settleDue();
      await live.openRounds();
    } catch (err) {
      log.warn({ err }, 'live dealer could not settle the due rounds');
    }
    if (stopped) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, live.nextEventAt() - Date.now()) + AFTER_CLOSE_MS);
    timer = setTimeout(() => void wake(), delay);
    timer.unref();
  };
  void wake();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      live.close();
    },
  };
}
