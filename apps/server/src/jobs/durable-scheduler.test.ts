import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/create-db.js';
import { createTestDb } from '../test/test-db.js';
import { DurableScheduler } from './durable-scheduler.js';
import * as repo from './job-runs.repo.js';
import { periodStart, runKey, type JobRun } from './scheduler.js';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.deleteFrom('job_runs').execute();
});

const quietLog = { warn: vi.fn() };
const T0 = Date.parse('2026-11-24T10:05:00.000Z');

/** A clock the test moves, shared by the "processes" of a test. */
function clock(start = T0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Two server processes on one database: two schedulers with their own owner names. */
function processes(
  time: ReturnType<typeof clock>,
  extra: Partial<ConstructorParameters<typeof DurableScheduler>[0]> = {},
) {
  const make = (owner: string) =>
    new DurableScheduler({
      db: handle.db,
      log: quietLog,
      now: time.now,
      owner,
      backoffMs: () => 10_000,
      ...extra,
    });
  return [make('process-a'), make('process-b')] as const;
}

/** A job recording each run it was handed; `failTimes` first runs throw. */
function recordingJob(name: string, everyMs: number, failTimes = 0) {
  const runs: JobRun[] = [];
  let failures = failTimes;
  return {
    runs,
    job: {
      name,
      everyMs,
      run: async (run: JobRun) => {
        runs.push(run);
        if (failures-- > 0) throw new Error('provider down');
        return run.key;
      },
    },
  };
}

const rowOf = async (key: string) =>
  handle.db.selectFrom('job_runs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

describe('DurableScheduler: each period once across processes (decision 0021)', () => {
  it('keys each run by its job and the start of its period', () => {
    expect(runKey('sync-bets', periodStart(Date.parse('2026-11-24T10:07:59.999Z'), 5 * 60_000))).toBe(
      'sync-bets:2026-11-24T10:05:00Z',
    );
    expect(runKey('sync-bets', periodStart(Date.parse('2026-11-24T10:05:07.300Z'), 5_000))).toBe(
      'sync-bets:2026-11-24T10:05:05Z',
    );
  });

  it('runs a period once however many processes tick, at once or one after another', async () => {
    const time = clock();
    const [a, b] = processes(time);
    const { runs, job } = recordingJob('salary', 60_000);
    a.add(job);
    b.add({ ...job });

    await Promise.all([a.tick('salary'), b.tick('salary'), a.tick('salary')]);
    await b.tick('salary');
    expect(runs.map((r) => r.key)).toEqual(['salary:2026-11-24T10:05:00Z']);

    time.advance(60_000);
    await Promise.all([b.tick('salary'), a.tick('salary')]);
    expect(runs.map((r) => r.key)).toEqual(['salary:2026-11-24T10:05:00Z', 'salary:2026-11-24T10:06:00Z']);
    expect((await rowOf('salary:2026-11-24T10:06:00Z')).status).toBe('done');
  });

  it('retries a failed run with back-off, on any process, with its own period', async () => {
    const time = clock();
    const [a, b] = processes(time);
    const { runs, job } = recordingJob('payout', 60_000, 1);
    a.add(job);
    b.add(job);

    await a.tick('payout');
    const failed = await rowOf('payout:2026-11-24T10:05:00Z');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'provider down',
      owner: 'process-a',
    });
    expect(failed.next_attempt_at?.getTime()).toBe(T0 + 10_000);

    time.advance(5_000); // back-off not over: nothing
    await b.tick('payout');
    expect(runs).toHaveLength(1);

    time.advance(5_000);
    await b.tick('payout');
    expect(runs.map((r) => [r.key, r.periodStart.toISOString()])).toEqual([
      ['payout:2026-11-24T10:05:00Z', '2026-11-24T10:05:00.000Z'],
      ['payout:2026-11-24T10:05:00Z', '2026-11-24T10:05:00.000Z'],
    ]);
    expect(await rowOf('payout:2026-11-24T10:05:00Z')).toMatchObject({
      status: 'done',
      attempts: 2,
      owner: 'process-b',
      last_error: null,
    });
  });

  it('gives up after its attempts and keeps the failure for the operator', async () => {
    const time = clock();
    const [a] = processes(time, { maxAttempts: 2 });
    const { runs, job } = recordingJob('draw', 3_600_000, 5);
    a.add(job);
    for (let i = 0; i < 4; i++) {
      await a.tick('draw');
      time.advance(10_000);
    }
    expect(runs).toHaveLength(2);
    expect(await rowOf('draw:2026-11-24T10:00:00Z')).toMatchObject({
      status: 'failed',
      attempts: 2,
      next_attempt_at: null,
      last_error: 'provider down',
    });
  });

  it('takes over a run whose process died once its lease is over, not before', async () => {
    const time = clock();
    const [, b] = processes(time, { leaseMs: 30_000 });
    const { runs, job } = recordingJob('settle', 60_000);
    b.add(job);
    // Process A claimed this period, then was killed: its row stays "running" with its lease.
    await repo.claimRun(handle.db, {
      key: 'settle:2026-11-24T10:05:00Z',
      job: 'settle',
      periodStart: new Date(T0),
      manual: false,
      owner: 'process-a',
      now: new Date(T0),
      leaseUntil: new Date(T0 + 30_000),
      maxAttempts: 5,
    });

    time.advance(20_000);
    await b.tick('settle');
    expect(runs).toHaveLength(0);

    time.advance(15_000);
    await b.tick('settle');
    expect(runs.map((r) => r.key)).toEqual(['settle:2026-11-24T10:05:00Z']);
    expect(await rowOf('settle:2026-11-24T10:05:00Z')).toMatchObject({
      status: 'done',
      attempts: 2,
      owner: 'process-b',
    });
  });

  it('keeps the lease of a long run alive while its process lives', async () => {
    const [a, b] = processes(clock(Date.now()), { leaseMs: 90 });
    let release!: () => void;
    const job = {
      name: 'long',
      everyMs: 3_600_000,
      run: () => new Promise<void>((resolve) => (release = resolve)),
    };
    a.add(job);
    const { runs, job: other } = recordingJob('long', 3_600_000);
    b.add(other);
    const running = a.tick('long');
    await new Promise((resolve) => setTimeout(resolve, 400)); // four leases long
    await b.tick('long');
    expect(runs).toHaveLength(0);
    release();
    await running;
  });

  it('runNow runs at once as a run of its own and answers its result', async () => {
    const [a] = processes(clock());
    const { job } = recordingJob('sync-bets', 5_000);
    a.add(job);
    await expect(a.runNow('sync-bets')).resolves.toBe('sync-bets:manual:2026-11-24T10:05:00.000Z');
    expect((await rowOf('sync-bets:manual:2026-11-24T10:05:00.000Z')).manual).toBe(true);
    await expect(a.runNow('no-such-job')).rejects.toThrow('no job named no-such-job');
  });

  it('runs on its timer, each period once, and stops cleanly', async () => {
    const [a] = processes({ now: Date.now, advance: () => 0 });
    const { runs, job } = recordingJob('tick', 40);
    a.add(job);
    a.start();
    // Two periods' runs (polled: a busy machine may run late, never twice).
    for (let waited = 0; runs.length < 2 && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await a.stop();
    const seen = runs.length;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(new Set(runs.map((r) => r.key)).size).toBe(seen);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(seen);
  });
});
