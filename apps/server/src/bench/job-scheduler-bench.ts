import { performance } from 'node:perf_hooks';
import { migrateToLatest } from '../db/migrate.js';
import { DurableScheduler } from '../jobs/durable-scheduler.js';
import { openBenchDb } from './bench-db.js';

/**
 * The scheduler's own cost (issue 12, decision 0021): what one period of a job costs beyond the
 * job's work, measured with a job that does nothing, over BENCH_JOB_PERIODS (1,000) periods:
 *  1. one process ticking: claim + finish + the retry look-up, per period;
 *  2. three processes ticking the same period at once (one claims, two are refused), per period,
 *     and how many runs happened — exactly one per period is the point of the scheduler.
 * Prints one JSON line. Usage: node dist/job-scheduler-bench.js [postgres-url]   (no url: PGlite)
 */
const PERIODS = Number(process.env.BENCH_JOB_PERIODS ?? 1000);
const EVERY_MS = 1000;

const pct = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'job-bench');
  const { db } = handle;
  const log = { warn: () => undefined };
  try {
    await migrateToLatest(db);
    // The schedulers' clock: each period is EVERY_MS after the last, so every tick is a new run.
    let now = Date.UTC(2026, 0, 1);
    let runs = 0;
    const job = (name: string) => ({
      name,
      everyMs: EVERY_MS,
      run: async () => {
        runs += 1;
      },
    });
    const schedulers = (count: number, name: string) =>
      Array.from({ length: count }, (_, i) => {
        const s = new DurableScheduler({ db, log, now: () => now, owner: `bench-${i}` });
        s.add(job(name));
        return s;
      });

    const measure = async (group: DurableScheduler[], name: string) => {
      const times: number[] = [];
      runs = 0;
      for (let i = 0; i < PERIODS; i++) {
        now += EVERY_MS;
        const started = performance.now();
        await Promise.all(group.map((s) => s.tick(name)));
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { p50Ms: pct(times, 0.5), p99Ms: pct(times, 0.99), runs };
    };

    const single = await measure(schedulers(1, 'bench-single'), 'bench-single');
    const three = await measure(schedulers(3, 'bench-three'), 'bench-three');
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        periods: PERIODS,
        single,
        three,
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

await main();
