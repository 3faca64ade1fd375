import type { Selectable } from 'kysely';
import type { Db } from '../db/create-db.js';
import type { JobRunsTable } from '../db/schema-platform.js';

export type JobRunRow = Selectable<JobRunsTable>;

export interface Claim {
  key: string;
  job: string;
  periodStart: Date;
  manual: boolean;
  owner: string;
  now: Date;
  leaseUntil: Date;
  maxAttempts: number;
}

/**
 * Takes a run for `owner`: a new key is inserted; an existing one is taken over only when it
 * failed and its back-off has passed (attempts left), or its lease ran out (its process died).
 * Answers the row when this process now owns the run, `undefined` when another has or had it.
 */
export async function claimRun(db: Db, c: Claim): Promise<JobRunRow | undefined> {
  return db
    .insertInto('job_runs')
    .values({
      key: c.key,
      job: c.job,
      period_start: c.periodStart,
      manual: c.manual,
      status: 'running',
      attempts: 1,
      owner: c.owner,
      lease_until: c.leaseUntil,
      started_at: c.now,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          status: 'running',
          attempts: eb('job_runs.attempts', '+', 1),
          owner: eb.ref('excluded.owner'),
          lease_until: eb.ref('excluded.lease_until'),
          started_at: eb.ref('excluded.started_at'),
          next_attempt_at: null,
        }))
        .where((eb) =>
          eb.or([
            eb.and([
              eb('job_runs.status', '=', 'failed'),
              eb('job_runs.next_attempt_at', '<=', c.now),
              eb('job_runs.attempts', '<', c.maxAttempts),
            ]),
            eb.and([eb('job_runs.status', '=', 'running'), eb('job_runs.lease_until', '<', c.now)]),
          ]),
        ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Keeps a long run's lease while its process is alive. */
export async function extendLease(db: Db, key: string, owner: string, leaseUntil: Date): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ lease_until: leaseUntil })
    .where('key', '=', key)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .execute();
}

export async function finishRun(
  db: Db,
  run: { key: string; owner: string; now: Date },
  outcome: { ok: true } | { ok: false; error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set(
      outcome.ok
        ? { status: 'done', finished_at: run.now, last_error: null }
        : {
            status: 'failed',
            finished_at: run.now,
            last_error: outcome.error.slice(0, 2000),
            next_attempt_at: outcome.nextAttemptAt,
          },
    )
    .where('key', '=', run.key)
    .where('owner', '=', run.owner)
    .execute();
}

/** Runs of `job` another process may take over now: failed and due for a retry, or orphaned. */
export async function dueRetries(
  db: Db,
  job: string,
  now: Date,
  maxAttempts: number,
  limit: number,
): Promise<Pick<JobRunRow, 'key' | 'period_start' | 'manual'>[]> {
  return db
    .selectFrom('job_runs')
    .select(['key', 'period_start', 'manual'])
    .where('job', '=', job)
    .where('status', '<>', 'done')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'failed'),
          eb('next_attempt_at', '<=', now),
          eb('attempts', '<', maxAttempts),
        ]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('period_start')
    .limit(limit)
    .execute();
}

export async function recentRuns(
  db: Db,
  filter: { job?: string | undefined; status?: JobRunRow['status'] | undefined; limit: number },
): Promise<JobRunRow[]> {
  let query = db.selectFrom('job_runs').selectAll();
  if (filter.job) query = query.where('job', '=', filter.job);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('started_at', 'desc').limit(filter.limit).execute();
}

/** Per job: its latest run, and how many runs failed (for good) since `since`. */
export async function jobSummaries(db: Db, since: Date) {
  const [latest, failures] = await Promise.all([
    db
      .selectFrom('job_runs')
      .selectAll()
      .distinctOn('job')
      .orderBy('job')
      .orderBy('started_at', 'desc')
      .execute(),
    db
      .selectFrom('job_runs')
      .select(['job', (eb) => eb.fn.countAll<string>().as('failed')])
      .where('status', '=', 'failed')
      .where('started_at', '>=', since)
      .groupBy('job')
      .execute(),
  ]);
  return { latest, failures: new Map(failures.map((f) => [f.job, Number(f.failed)])) };
}

/** Drops finished runs older than `before` (failed ones are kept for the operator). */
export async function pruneDoneRuns(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('job_runs')
    .where('status', '=', 'done')
    .where('started_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
