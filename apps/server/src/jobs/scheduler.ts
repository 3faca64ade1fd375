/**
 * Background jobs (decisions 0015, 0021). A job runs once per period of `everyMs`; its run is named
 * by the job and the period's start, e.g. `sync-bets:2026-11-24T10:05:00Z`, and the scheduler runs
 * each key once across all processes sharing the database (`DurableScheduler`).
 */
export interface JobDefinition {
  /** Stable and unique: part of every run's key. */
  name: string;
  everyMs: number;
  run(run: JobRun): Promise<unknown>;
}

export interface JobRun {
  /** `<job>:<period start, ISO 8601 to the second>`. */
  key: string;
  periodStart: Date;
}

export interface Scheduler {
  /** Adds a job; it first runs one period after `start()`. */
  add(job: JobDefinition): void;
  start(): void;
  /** Runs the job at once (after any run in progress) and answers its result; tests use it. */
  runNow(name: string): Promise<unknown>;
  /** No new runs; resolves when the runs in progress have ended. */
  stop(): Promise<void>;
}

/** The start of the period of `everyMs` that `now` falls in (periods are aligned to the epoch). */
export function periodStart(now: number, everyMs: number): Date {
  return new Date(Math.floor(now / everyMs) * everyMs);
}

export function runKey(name: string, start: Date): string {
  return `${name}:${start.toISOString().replace(/\.\d{3}Z$/, 'Z')}`;
}
