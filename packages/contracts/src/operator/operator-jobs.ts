import { z } from 'zod';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

export const jobRunStatus = z.enum(['running', 'done', 'failed']);

/** One run of a background job (decision 0021): times are ISO 8601. */
export const jobRun = z.object({
  key: z.string(),
  job: z.string(),
  periodStart: z.string(),
  /** Started by an operator (or a test), not by the job's timer. */
  manual: z.boolean(),
  status: jobRunStatus,
  attempts: z.number(),
  /** The server process that ran (or runs) it. */
  owner: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A failed run is tried again then (by any process); null when it gave up. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const jobsResponse = z.object({
  jobs: z.array(
    z.object({
      name: z.string(),
      everyMs: z.number(),
      lastRun: jobRun.nullable(),
      /** Runs that failed in the last 24 hours (and have not succeeded since). */
      failedLastDay: z.number(),
    }),
  ),
});
export const jobRunsQuery = z.object({
  job: z.string().trim().max(64).optional(),
  status: jobRunStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const jobRunsResponse = z.object({ runs: z.array(jobRun) });
export const runJobRequest = z.object({ name: z.string().trim().min(1).max(64) });
export const runJobResponse = z.object({
  key: z.string(),
  status: z.enum(['done', 'failed']),
  error: z.string().nullable(),
});

/** Background jobs (issue 12): what runs, how it went, and running one now (admin, audited). */
export const operatorJobRoutes = {
  listJobs: op<{ response: Out<typeof jobsResponse> }>('GET', '/ops/jobs'),
  listJobRuns: op<{ query: In<typeof jobRunsQuery>; response: Out<typeof jobRunsResponse> }>(
    'GET',
    '/ops/jobs/runs',
  ),
  runJob: op<{ body: In<typeof runJobRequest>; response: Out<typeof runJobResponse> }>(
    'POST',
    '/ops/jobs/run',
  ),
};
