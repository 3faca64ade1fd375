import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperatorRoutes } from '@bet/contracts/operator/operator-route-schemas';
import { jobRunsResponse, jobsResponse } from '@bet/contracts/operator/operator-jobs';
import { BET_SYNC_JOB } from '../../jobs/bet-sync.job.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support', 'helpdesk');
});
afterAll(() => t.close());

const call = (
  route: keyof typeof allOperatorRoutes,
  token: string,
  extra: { payload?: object; url?: string } = {},
) =>
  t.app.inject({
    method: allOperatorRoutes[route].method,
    url: extra.url ?? allOperatorRoutes[route].path,
    headers: { authorization: token },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });

describe('operator: background jobs (issue 12)', () => {
  it('lists every scheduled job with its period, last run and failures', async () => {
    const res = await call('listJobs', support);
    expect(res.statusCode).toBe(200);
    const { jobs } = jobsResponse.parse(res.json().value);
    expect(jobs.map((j) => j.name)).toEqual(
      expect.arrayContaining([BET_SYNC_JOB, 'reconcile-vendor-transfers', 'auto-confirm-withdrawals']),
    );
    for (const job of jobs) expect(job.everyMs).toBeGreaterThan(0);
  });

  it('lets an admin run a job now: the run is recorded, listed and audited', async () => {
    const res = await call('runJob', admin, { payload: { name: BET_SYNC_JOB } });
    expect(res.statusCode).toBe(200);
    const { key, status, error } = res.json().value;
    expect(key).toMatch(new RegExp(`^${BET_SYNC_JOB}:manual:`));
    expect(status).toBe('done');
    expect(error).toBeNull();

    const runs = jobRunsResponse.parse(
      (
        await call('listJobRuns', support, {
          url: `${allOperatorRoutes.listJobRuns.path}?job=${BET_SYNC_JOB}`,
        })
      ).json().value,
    ).runs;
    expect(runs[0]).toMatchObject({ key, job: BET_SYNC_JOB, manual: true, status: 'done', attempts: 1 });

    const listed = jobsResponse.parse((await call('listJobs', admin)).json().value).jobs;
    expect(listed.find((j) => j.name === BET_SYNC_JOB)?.lastRun?.key).toBe(key);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'job.run')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ job: BET_SYNC_JOB, run: key, ok: true });
  });

  it('refuses a support operator, an unknown job and bad input, running nothing', async () => {
    const before = await t.db.selectFrom('job_runs').select('key').execute();
    expect((await call('runJob', support, { payload: { name: BET_SYNC_JOB } })).json().errorCode).toBe(
      'forbidden',
    );
    expect((await call('runJob', admin, { payload: { name: 'no-such-job' } })).json().errorCode).toBe(
      'not.found',
    );
    expect((await call('runJob', admin, { payload: { name: '' } })).json().errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await call('listJobRuns', admin, { url: `${allOperatorRoutes.listJobRuns.path}?status=lost` })).json()
        .errorCode,
    ).toBe('request_param_err');
    expect(await t.db.selectFrom('job_runs').select('key').execute()).toEqual(before);
  });
});
