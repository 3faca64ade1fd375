import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { jobRun, jobRunsQuery } from '@bet/contracts/operator/operator-jobs';
import type { Db } from '../../db/create-db.js';
import type { DurableScheduler } from '../../jobs/durable-scheduler.js';
import * as repo from '../../jobs/job-runs.repo.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';

const DAY_MS = 24 * 60 * 60_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toJobRun(row: repo.JobRunRow): z.infer<typeof jobRun> {
  return {
    key: row.key,
    job: row.job,
    periodStart: row.period_start.toISOString(),
    manual: row.manual,
    status: row.status,
    attempts: row.attempts,
    owner: row.owner,
    startedAt: row.started_at.toISOString(),
    finishedAt: iso(row.finished_at),
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: row.last_error,
  };
}

/** The operator's view of the background jobs (issue 12): what runs, how it went, run one now. */
export class OperatorJobsService {
  constructor(private readonly d: { db: Db; jobs: DurableScheduler }) {}

  async list() {
    const { latest, failures } = await repo.jobSummaries(this.d.db, new Date(Date.now() - DAY_MS));
    return {
      jobs: this.d.jobs.jobs().map(({ name, everyMs }) => {
        const last = latest.find((row) => row.job === name);
        return {
          name,
          everyMs,
          lastRun: last ? toJobRun(last) : null,
          failedLastDay: failures.get(name) ?? 0,
        };
      }),
    };
  }

  async runs(query: z.output<typeof jobRunsQuery>) {
    return { runs: (await repo.recentRuns(this.d.db, query)).map(toJobRun) };
  }

  /** Runs a job now; the audit log says who asked and how it went. */
  async run(name: string, who: { operatorId: number; ip: string }) {
    if (!this.d.jobs.jobs().some((job) => job.name === name))
      throw new AppError(ErrorCodes.notFound, 'no such job');
    const outcome = await this.d.jobs.runManual(name);
    const error = outcome.ok
      ? null
      : outcome.error instanceof Error
        ? outcome.error.message
        : String(outcome.error);
    await writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId: null,
      action: 'job.run',
      detail: { job: name, run: outcome.key, ok: outcome.ok, ...(error ? { error } : {}) },
      ip: who.ip,
    });
    return { key: outcome.key, status: outcome.ok ? ('done' as const) : ('failed' as const), error };
  }
}
