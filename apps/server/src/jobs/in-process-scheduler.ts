import { periodStart, runKey, type JobDefinition, type JobRun, type Scheduler } from './scheduler.js';

interface Log {
  warn(obj: object, msg: string): void;
}

interface Slot {
  job: JobDefinition;
  /** The run in progress, if any: a tick while it runs is skipped, never stacked. */
  running: Promise<unknown> | null;
  lastKey: string | null;
  timer: ReturnType<typeof setInterval> | null;
}

/**
 * Runs every job on a timer in this process: never two runs of one job at once, each period at
 * most once, nothing after `stop()`. Every process runs every job; the jobs are written so that
 * is harmless (guarded updates, idempotent inserts) until issue 12 backs `Scheduler` with a queue.
 */
export class InProcessScheduler implements Scheduler {
  private readonly slots = new Map<string, Slot>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  add(job: JobDefinition): void {
    if (this.slots.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
    this.slots.set(job.name, { job, running: null, lastKey: null, timer: null });
    if (this.started) this.arm(this.slots.get(job.name)!);
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const slot of this.slots.values()) this.arm(slot);
  }

  async runNow(name: string): Promise<unknown> {
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`no job named ${name}`);
    while (slot.running) await slot.running.catch(() => undefined);
    return this.launch(slot, this.currentRun(slot.job));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const slot of this.slots.values()) {
      if (slot.timer) clearInterval(slot.timer);
      slot.timer = null;
    }
    await Promise.all([...this.slots.values()].map((s) => s.running?.catch(() => undefined)));
  }

  private arm(slot: Slot): void {
    // unref: a pending job never keeps the process alive on its own.
    slot.timer = setInterval(() => this.tick(slot), slot.job.everyMs);
    slot.timer.unref?.();
  }

  private tick(slot: Slot): void {
    if (this.stopped || slot.running) return;
    const run = this.currentRun(slot.job);
    if (run.key === slot.lastKey) return;
    this.launch(slot, run).catch((err: unknown) =>
      this.log.warn({ err, job: slot.job.name, run: run.key }, 'job failed'),
    );
  }

  private currentRun(job: JobDefinition): JobRun {
    const start = periodStart(this.now(), job.everyMs);
    return { key: runKey(job.name, start), periodStart: start };
  }

  private launch(slot: Slot, run: JobRun): Promise<unknown> {
    slot.lastKey = run.key;
    // Through a promise, so a job that throws at once fails like one that rejects.
    const running = Promise.resolve().then(() => slot.job.run(run));
    slot.running = running;
    const clear = () => {
      if (slot.running === running) slot.running = null;
    };
    running.then(clear, clear);
    return running;
  }
}
