import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessScheduler } from './in-process-scheduler.js';
import { periodStart, runKey } from './scheduler.js';

const quietLog = { warn: vi.fn() };

/** A job whose runs end only when the test says so. */
function gatedJob(name: string, everyMs: number) {
  const keys: string[] = [];
  const gates: Array<() => void> = [];
  return {
    keys,
    finishAll: () => gates.splice(0).forEach((open) => open()),
    job: {
      name,
      everyMs,
      run: ({ key }: { key: string }) => {
        keys.push(key);
        return new Promise<string>((resolve) => gates.push(() => resolve(key)));
      },
    },
  };
}

describe('InProcessScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T10:05:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keys each run by its job and the start of its period', () => {
    const start = periodStart(Date.parse('2026-11-24T10:07:59.999Z'), 5 * 60_000);
    expect(runKey('sync-bets', start)).toBe('sync-bets:2026-11-24T10:05:00Z');
    expect(runKey('sync-bets', periodStart(Date.parse('2026-11-24T10:05:07.300Z'), 5_000))).toBe(
      'sync-bets:2026-11-24T10:05:05Z',
    );
  });

  it('runs a job once per period and never two runs of it at once', async () => {
    const scheduler = new InProcessScheduler(quietLog);
    const sync = gatedJob('sync-bets', 5_000);
    scheduler.add(sync.job);
    scheduler.start();

    await vi.advanceTimersByTimeAsync(5_000);
    expect(sync.keys).toEqual(['sync-bets:2026-11-24T10:05:05Z']);
    // The first run is still going: the next two ticks are skipped, not stacked.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sync.keys).toHaveLength(1);

    sync.finishAll();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sync.keys).toEqual(['sync-bets:2026-11-24T10:05:05Z', 'sync-bets:2026-11-24T10:05:20Z']);
    sync.finishAll();
    await scheduler.stop();
  });

  it('runNow waits for the run in progress, then runs and answers its result', async () => {
    const scheduler = new InProcessScheduler(quietLog);
    const sync = gatedJob('sync-bets', 5_000);
    scheduler.add(sync.job);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_000);

    const now = scheduler.runNow('sync-bets');
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.keys).toHaveLength(1);
    sync.finishAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.keys).toHaveLength(2);
    sync.finishAll();
    await expect(now).resolves.toBe('sync-bets:2026-11-24T10:05:05Z');
    await expect(scheduler.runNow('no-such-job')).rejects.toThrow('no job named no-such-job');
    await scheduler.stop();
  });

  it('stops: waits for the run in progress and starts no other', async () => {
    const scheduler = new InProcessScheduler(quietLog);
    const sync = gatedJob('sync-bets', 1_000);
    scheduler.add(sync.job);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    sync.finishAll();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sync.keys).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failed run and runs the job again next period', async () => {
    const log = { warn: vi.fn() };
    const scheduler = new InProcessScheduler(log);
    let runs = 0;
    scheduler.add({
      name: 'purge',
      everyMs: 1_000,
      run: () => {
        runs++;
        throw new Error('database away');
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'purge', run: 'purge:2026-11-24T10:05:01Z' }),
      'job failed',
    );
    await scheduler.stop();
  });
});
