import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const run = {
  key: 'sync-bets:2026-11-24T10:05',
  job: 'sync-bets',
  periodStart: '2026-11-24T10:05:00.000Z',
  manual: false,
  status: 'failed',
  attempts: 2,
  owner: 'host-1',
  startedAt: '2026-11-24T10:05:01.000Z',
  finishedAt: '2026-11-24T10:05:02.000Z',
  nextAttemptAt: null,
  lastError: 'vendor timed out',
};
const answers = {
  'GET /ops/jobs': {
    value: { jobs: [{ name: 'sync-bets', everyMs: 60_000, lastRun: run, failedLastDay: 1 }] },
  },
  'GET /ops/jobs/runs': { value: { runs: [run] } },
  'POST /ops/jobs/run': { value: { key: 'sync-bets:manual', status: 'done', error: null } },
};

describe('jobs page', () => {
  it('lists each job with its last run and failures, and an admin runs one now', async () => {
    const { fetchMock } = renderConsole('/jobs', { role: 'admin', answers });
    expect(await screen.findByText('vendor timed out')).toBeTruthy();
    expect(screen.getByText('1 minute')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run now: sync-bets' }));
    expect(await screen.findByText('sync-bets ran successfully.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ name: 'sync-bets' });
  });

  it('shows support the jobs without the run button', async () => {
    renderConsole('/jobs', { role: 'support', answers });
    await waitFor(() => expect(screen.getAllByText('sync-bets').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Run now: sync-bets/ })).toBeNull();
  });
});
