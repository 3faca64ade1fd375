import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/create-db.js';
import * as repo from './job-runs.repo.js';
import { periodStart, runKey, type JobDefinition, type JobRun, type Scheduler } from './scheduler.js';

interface Log {
  warn(obj: object, msg: string): void;
}

export interface DurableSchedulerOptions {
  db: Db;
  log: Log;
  now?: () => number;
  /** This process's name in `job_runs.owner`. */
  owner?: string;
  /** How long a run stays this process's without a heartbeat (a third of it between heartbeats). */
  leaseMs?: number;
  /** Attempts of one run before it stays failed for the operator. */
  maxAttempts?: number;
  /** The wait before attempt `n + 1` after attempt `n` failed. */
  backoffMs?: (attempt: number) => number;
  /** Finished runs are kept this long. */
  keepDoneMs?: number;
}

/** 5 s, 10 s, 20 s … at most 10 minutes. */
const defaultBackoff = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 10 * 60_000);
const PRUNE_EVERY_MS = 60 * 60_000;
/** Retries a tick takes over besides its own period: a backlog drains without starving the present. */
const RETRIES_PER_TICK = 3;

interface Slot {
  job: JobDefinition;
  /** This process's cycle of the job: a tick while it runs is skipped, never stacked. */
  running: Promise<unknown> | null;
  timer: ReturnType<typeof setInterval> | null;
}

/**
 * Runs every job once per period across all processes that share the database (decision 0021):
 * each run is a row of `job_runs` keyed by job and period, claimed by one process under a lease
 * it renews while the run lasts. A run that fails is retried with back-off (by any process); a
 * run whose process died is taken over when its lease runs out. A job is handed its run's key, so
 * what it writes can be keyed by it too: a run taken over halfway then pays nothing twice.
 */
export class DurableScheduler implements Scheduler {
  private readonly slots = new Map<string, Slot>();
  private readonly now: () => number;
  private readonly owner: string;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly keepDoneMs: number;
  private lastPrune = 0;
  private started = false;
  private stopped = false;

  constructor(private readonly o: DurableSchedulerOptions) {
    this.now = o.now ?? Date.now;
    this.owner = o.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = o.leaseMs ?? 30_000;
    this.maxAttempts = o.maxAttempts ?? 5;
    this.backoffMs = o.backoffMs ?? defaultBackoff;
    this.keepDoneMs = o.keepDoneMs ?? 7 * 24 * 60 * 60_000;
  }

  add(job: JobDefinition): void {
    if (this.slots.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
    const slot: Slot = { job, running: null, timer: null };
    this.slots.set(job.name, slot);
    if (this.started) this.arm(slot);
  }

  /** The scheduled jobs, for the operator. */
  jobs(): { name: string; everyMs: number }[] {
    return [...this.slots.values()].map(({ job }) => ({ name: job.name, everyMs: job.everyMs }));
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const slot of this.slots.values()) this.arm(slot);
  }

  /** Runs the job now as a run of its own (`<job>:manual:<time>`), after this process's run in progress. */
  async runNow(name: string): Promise<unknown> {
    const outcome = await this.runManual(name);
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  }

  /** `runNow` for the operator: the run's key and how it ended, rather than a throw. */
  async runManual(
    name: string,
  ): Promise<{ key: string; ok: true; result: unknown } | { key: string; ok: false; error: unknown }> {
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`no job named ${name}`);
    while (slot.running) await slot.running.catch(() => undefined);
    const at = new Date(this.now());
    const run = { key: `${name}:manual:${at.toISOString()}`, periodStart: at };
    try {
      const ran = await this.track(slot, this.attempt(slot.job, run, true));
      return { key: run.key, ok: true, result: ran?.result };
    } catch (error) {
      return { key: run.key, ok: false, error };
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const slot of this.slots.values()) {
      if (slot.timer) clearInterval(slot.timer);
      slot.timer = null;
    }
    await Promise.all([...this.slots.values()].map((s) => s.running?.catch(() => undefined)));
  }

  /** One cycle of a job, as its timer runs it: this period, then due retries. Tests call it. */
  async tick(name: string): Promise<void> {
    const slot = this.slots.get(name);
    if (!slot || this.stopped || slot.running) return;
    await this.track(slot, this.cycle(slot.job)).catch((err: unknown) =>
      this.o.log.warn({ err, job: name }, 'job cycle failed'),
    );
  }

  private arm(slot: Slot): void {
    // unref: a pending job never keeps the process alive on its own.
    slot.timer = setInterval(() => void this.tick(slot.job.name), slot.job.everyMs);
    slot.timer.unref?.();
  }

  private track<T>(slot: Slot, running: Promise<T>): Promise<T> {
    slot.running = running;
    const clear = () => {
      if (slot.running === running) slot.running = null;
    };
    running.then(clear, clear);
    return running;
  }

  private async cycle(job: JobDefinition): Promise<void> {
    const now = this.now();
    const start = periodStart(now, job.everyMs);
    await this.attempt(job, { key: runKey(job.name, start), periodStart: start }, false).catch(
      () => undefined,
    );
    const due = await repo.dueRetries(this.o.db, job.name, new Date(now), this.maxAttempts, RETRIES_PER_TICK);
    for (const run of due) {
      if (this.stopped) break;
      await this.attempt(job, { key: run.key, periodStart: run.period_start }, run.manual).catch(
        () => undefined,
      );
    }
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await repo.pruneDoneRuns(this.o.db, new Date(now - this.keepDoneMs));
    }
  }

  /**
   * Claims `run` and runs it: `undefined` when another process has or had it; the job's result
   * when it ran; a failure is recorded (with its next attempt's time) and rethrown.
   */
  private async attempt(
    job: JobDefinition,
    run: JobRun,
    manual: boolean,
  ): Promise<{ result: unknown } | undefined> {
    const { db } = this.o;
    const now = this.now();
    const claimed = await repo.claimRun(db, {
      key: run.key,
      job: job.name,
      periodStart: run.periodStart,
      manual,
      owner: this.owner,
      now: new Date(now),
      leaseUntil: new Date(now + this.leaseMs),
      maxAttempts: this.maxAttempts,
    });
    if (!claimed) return undefined;
    const heartbeat = setInterval(
      () =>
        void repo
          .extendLease(db, run.key, this.owner, new Date(this.now() + this.leaseMs))
          .catch((err: unknown) => this.o.log.warn({ err, run: run.key }, 'job lease not renewed')),
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref?.();
    try {
      // Through a promise, so a job that throws at once fails like one that rejects.
      const result = await Promise.resolve().then(() => job.run(run));
      await repo.finishRun(db, { key: run.key, owner: this.owner, now: new Date(this.now()) }, { ok: true });
      return { result };
    } catch (err) {
      const last = claimed.attempts >= this.maxAttempts;
      await repo.finishRun(
        db,
        { key: run.key, owner: this.owner, now: new Date(this.now()) },
        {
          ok: false,
          error: err instanceof Error ? err.message : String(err),
          nextAttemptAt: last ? null : new Date(this.now() + this.backoffMs(claimed.attempts)),
        },
      );
      this.o.log.warn({ err, job: job.name, run: run.key, attempt: claimed.attempts }, 'job failed');
      throw err;
    } finally {
      clearInterval(heartbeat);
    }
  }
}
