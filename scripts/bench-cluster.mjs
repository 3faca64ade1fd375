// Figures of issue 12 (many processes, one truth), on this machine:
//  - GET /wps/v2/wallets/balance and wallet transfers (main ⇄ the house vendor, 0.01 each way, a
//    new request id per transfer) through HAProxy to 1 and to 3 server processes on one
//    PostgreSQL and one Redis, 100 connections (transfers: 20, one player's wallet) for
//    BENCH_SECONDS each;
//  - the job scheduler's own cost per period (src/bench/job-scheduler-bench.ts), on PGlite and on
//    PostgreSQL.
// Alone: `npm run bench:cluster` (builds first); `npm run bench` calls `clusterFigures(pg)`.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loginAs } from './lib/api-client.mjs';
import { HAPROXY, startCluster } from './lib/cluster.mjs';
import { createDatabase, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const HOUSE_WALLET = 1001;
// The load generator is one address and one player asking thousands of times.
const BENCH_ENV = {
  OPERATOR_PASSWORD: 'bench-operator-password',
  RATE_LIMIT_PER_MINUTE: '10000000',
  MONEY_RATE_LIMIT_PER_MINUTE: '10000000',
};

const cannon = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, ...options }, (err, res) => (err ? reject(err) : resolve(res))),
  );

/** Transfers of 0.01, in and out by turns, each with its own request id (so none is a replay). */
function transferRequests(token) {
  let seq = 0;
  return [
    {
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: token, 'content-type': 'application/json' },
      setupRequest: (req) => {
        seq += 1;
        const into = seq % 2 === 1;
        return {
          ...req,
          body: JSON.stringify({
            purpose: 'transfer',
            requestId: `bench-${process.pid}-${seq}`,
            fromAccountTypeId: into ? 0 : HOUSE_WALLET,
            toAccountTypeId: into ? HOUSE_WALLET : 0,
            amount: 0.01,
          }),
        };
      },
    },
  ];
}

const outcome = (res) =>
  `${Math.round(res.requests.average)} req/s, p99 ${res.latency.p99} ms, errors ${res.errors + res.non2xx}`;

function jobSchedulerFigures(url) {
  const out = execFileSync(
    process.execPath,
    ['apps/server/dist/job-scheduler-bench.js', ...(url ? [url] : [])],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const j = JSON.parse(out.trim().split('\n').pop());
  return [
    [
      `job scheduling overhead per period, no-op job, ${j.periods} periods (${j.database})`,
      `one process p50 ${j.single.p50Ms} ms / p99 ${j.single.p99Ms} ms; three processes on the same period ` +
        `p50 ${j.three.p50Ms} ms / p99 ${j.three.p99Ms} ms, ${j.three.runs} runs`,
      j.single.runs === j.periods && j.three.runs === j.periods,
    ],
  ];
}

/** `pg`: a running throw-away PostgreSQL ({ url }); without it one is started and stopped here. */
export async function clusterFigures(pg) {
  const own = pg ? null : await startThrowawayPostgres();
  const server = pg ?? own;
  const rows = [...jobSchedulerFigures(undefined)];
  try {
    if (!server) return rows;
    rows.push(...jobSchedulerFigures(await createDatabase(server.url, 'bench_jobs')));
    if (spawnSync(HAPROXY, ['-v']).status !== 0) return rows;
    for (const size of [1, 3]) {
      const cluster = await startCluster({
        size,
        databaseUrl: await createDatabase(server.url, `bench_cluster_${size}`),
        env: BENCH_ENV,
      });
      const where = `${size} process${size > 1 ? 'es' : ''} behind HAProxy (PostgreSQL)`;
      try {
        const token = await loginAs(cluster.url, 'demoplayer', 'Demo12345');
        const reads = await cannon({
          url: `${cluster.url}/wps/v2/wallets/balance`,
          headers: { authorization: token },
          connections: 100,
        });
        rows.push([
          `GET /wps/v2/wallets/balance, ${where}`,
          outcome(reads),
          reads.errors + reads.non2xx === 0,
        ]);
        // A refused transfer still answers 200 (the envelope's success: false): prove one goes through.
        const probe = await fetch(`${cluster.url}/wps/relay/GCS_walletTransfer`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({
            purpose: 'transfer',
            requestId: `bench-probe-${size}`,
            fromAccountTypeId: 0,
            toAccountTypeId: HOUSE_WALLET,
            amount: 0.01,
          }),
        }).then((res) => res.json());
        if (!probe.success) throw new Error(`a bench transfer was refused: ${JSON.stringify(probe)}`);
        const moves = await cannon({ url: cluster.url, connections: 20, requests: transferRequests(token) });
        rows.push([
          `wallet transfers main ⇄ house vendor, one player, ${where}`,
          outcome(moves),
          moves.errors + moves.non2xx === 0,
        ]);
      } finally {
        await cluster.stop();
      }
    }
    return rows;
  } finally {
    own?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await clusterFigures();
  for (const [name, value, ok] of rows) console.log(`  ${ok ? '✓' : '✗'} ${name}: ${value}`);
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
