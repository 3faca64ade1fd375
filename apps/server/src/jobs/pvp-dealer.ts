import type { CardRoom } from '../modules/house-pvp/card-room.service.js';

/** The longest the dealer sleeps: a table moved on by another process is looked at within this. */
const MAX_SLEEP_MS = 1_000;

/**
 * The card room's dealer (decision 0059). Like the live dealer, a timer and not a durable job: a
 * bot's move or a run-out clock is due within moments. Each process wakes at the earliest `due_at`
 * of any table (or when this process sets an earlier one) and moves on what is due; every move is
 * guarded by the table's row lock and its `due_at`, so processes racing for a table move it once.
 */
export function startPvpDealer(room: CardRoom, log: { warn(obj: object, msg: string): void }) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let wakeAt = Infinity;
  let running = false;
  let stopped = false;
  const schedule = (at: number) => {
    if (stopped || at >= wakeAt) return;
    if (timer) clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(() => void wake(), Math.max(0, at - Date.now()));
    timer.unref();
  };
  const wake = async () => {
    timer = null;
    wakeAt = Infinity;
    if (running) return schedule(Date.now() + 50);
    running = true;
    try {
      await room.runDue();
      const next = await room.nextDueAt();
      schedule(Math.min(Date.now() + MAX_SLEEP_MS, next ?? Infinity));
    } catch (err) {
      log.warn({ err }, 'card-room dealer could not move the due tables');
      schedule(Date.now() + MAX_SLEEP_MS);
    } finally {
      running = false;
    }
  };
  room.onDue = (at) => schedule(at);
  void wake();
  return {
    stop() {
      stopped = true;
      room.onDue = () => undefined;
      if (timer) clearTimeout(timer);
    },
  };
}
