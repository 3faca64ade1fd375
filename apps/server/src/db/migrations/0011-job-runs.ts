import { sql, type Kysely } from 'kysely';

/**
 * One row per run of a background job (issue 12, decision 0021), keyed by the job and the start of
 * its period (`sync-bets:2026-11-24T10:05:00Z`): the key's primary key makes each period run once
 * across every process; `lease_until` lets another process take over a run whose process died;
 * failed runs wait for `next_attempt_at` (back-off) and stay visible with their error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_runs (
      key text primary key,
      job text not null,
      period_start timestamptz not null,
      manual boolean not null default false,
      status text not null check (status in ('running', 'done', 'failed')),
      attempts int not null default 1,
      owner text not null,
      lease_until timestamptz not null,
      next_attempt_at timestamptz,
      started_at timestamptz not null,
      finished_at timestamptz,
      last_error text
    )
  `.execute(db);
  await sql`create index job_runs_by_job on job_runs (job, started_at desc)`.execute(db);
  // The retry sweep: runs that failed (waiting to retry) or whose lease ran out.
  await sql`create index job_runs_open on job_runs (job, period_start) where status <> 'done'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_runs`.execute(db);
}
