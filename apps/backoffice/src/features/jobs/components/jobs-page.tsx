import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/i18n/error-text';
import { Can } from '@/shared/auth/can';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { PageHeader, Panel } from '@/shared/ui/panel';
import { useJobRuns, type JobRunFilters } from '../api/list-job-runs';
import { useJobs } from '../api/list-jobs';
import { useRunJob } from '../api/run-job';

const STATUS_TONE: Record<string, BadgeTone> = { done: 'good', failed: 'bad', running: 'info' };

function everyText(t: TFunction, ms: number): string {
  return ms >= 60_000
    ? t('everyMinutes', { count: Math.round(ms / 60_000) })
    : t('everySeconds', { count: Math.round(ms / 1000) });
}

/** Background jobs: each job's last run and failures, the latest runs, and "run now" for admins. */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const filters: JobRunFilters = {
    job: params.get('job') ?? undefined,
    status: (params.get('status') as JobRunFilters['status']) ?? undefined,
  };
  const jobs = useJobs();
  const runs = useJobRuns(filters);
  const runJob = useRunJob();
  const [ran, setRan] = useState<{ name: string; status: string; error: string | null } | null>(null);
  const setFilter = (key: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  async function run(name: string) {
    setRan(null);
    const answer = await runJob.mutateAsync(name);
    setRan({ name, status: answer.status, error: answer.error });
  }

  return (
    <>
      <PageHeader title={t('title')} />
      {runJob.error && <Notice tone="error">{errorText(t, runJob.error)}</Notice>}
      {ran && (
        <Notice tone={ran.status === 'done' ? 'success' : 'error'}>
          {ran.status === 'done'
            ? t('ranOk', { name: ran.name })
            : t('ranFailed', { name: ran.name, error: ran.error })}
        </Notice>
      )}
      {jobs.error && <Notice tone="error">{errorText(t, jobs.error)}</Notice>}
      <div className="table-wrap">
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('jobsTable')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('job')}</th>
                <th scope="col">{t('every')}</th>
                <th scope="col">{t('lastRun')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col" className="num">
                  {t('failedLastDay')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(jobs.data?.jobs ?? []).map((job) => (
                <tr key={job.name}>
                  <td>
                    <button type="button" className="link-btn" onClick={() => setFilter('job', job.name)}>
                      {job.name}
                    </button>
                  </td>
                  <td>{everyText(t, job.everyMs)}</td>
                  <td>{formatDateTime(job.lastRun?.startedAt)}</td>
                  <td>
                    {job.lastRun ? (
                      <Badge tone={STATUS_TONE[job.lastRun.status]}>
                        {t(`statuses.${job.lastRun.status}`)}
                      </Badge>
                    ) : (
                      <span className="muted">{t('never')}</span>
                    )}
                  </td>
                  <td className="num">
                    {job.failedLastDay > 0 ? <Badge tone="bad">{job.failedLastDay}</Badge> : 0}
                  </td>
                  <td>
                    <Can permission="administer">
                      <Button
                        busy={runJob.isPending && runJob.variables === job.name}
                        onClick={() => void run(job.name).catch(() => undefined)}
                        aria-label={t('runNowNamed', { name: job.name })}
                      >
                        {t('runNow')}
                      </Button>
                    </Can>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <Panel
        title={filters.job ? t('runsOf', { name: filters.job }) : t('runs')}
        actions={
          <>
            <label className="inline-field">
              {t('status')}
              <select
                value={filters.status ?? ''}
                onChange={(event) => setFilter('status', event.target.value)}
              >
                <option value="">{t('common:all')}</option>
                {(['running', 'done', 'failed'] as const).map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </select>
            </label>
            {filters.job && <Button onClick={() => setFilter('job', '')}>{t('allJobs')}</Button>}
          </>
        }
        className="jobs-runs"
      >
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('runsTable')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('job')}</th>
                <th scope="col">{t('period')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col" className="num">
                  {t('attempts')}
                </th>
                <th scope="col">{t('startedAt')}</th>
                <th scope="col">{t('finishedAt')}</th>
                <th scope="col">{t('process')}</th>
                <th scope="col">{t('error')}</th>
              </tr>
            </thead>
            <tbody>
              {(runs.data?.runs ?? []).map((run) => (
                <tr key={run.key}>
                  <td>
                    {run.job}
                    {run.manual && <Badge tone="info">{t('manual')}</Badge>}
                  </td>
                  <td>{formatDateTime(run.periodStart)}</td>
                  <td>
                    <Badge tone={STATUS_TONE[run.status]}>{t(`statuses.${run.status}`)}</Badge>
                  </td>
                  <td className="num">{run.attempts}</td>
                  <td>{formatDateTime(run.startedAt)}</td>
                  <td>{formatDateTime(run.finishedAt)}</td>
                  <td>{run.owner}</td>
                  <td className="error-cell">{run.lastError ?? ''}</td>
                </tr>
              ))}
              {runs.data?.runs.length === 0 && (
                <tr>
                  <td colSpan={8} className="table-empty">
                    {t('noRuns')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}
