// Figures of the notices (issue 14): GET /wps/system/notices req/s next to a bare Fastify route in
// the same run — the site's first load (types B,PL,PU,PR) as a visitor, a later page of the notice
// page, the same first load for a logged-in player naming their day (the dismissal lookup), and
// GET /lgw/games/announcements. 100 connections, BENCH_SECONDS each (10 by default).
// Alone: `node scripts/bench-notices.mjs` (after `npm run build`); `npm run bench` can call
// `noticesFigures()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { apiJson, loginAs } from './lib/api-client.mjs';
import { startSite, stopChild } from './lib/site-process.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const PORT = Number(process.env.BENCH_NOTICES_PORT ?? 3391);
// The load generator is one address asking thousands of times.
const OPERATOR = { username: 'admin', password: 'bench-operator-password' };
const BENCH_ENV = {
  OPERATOR_USERNAME: OPERATOR.username,
  OPERATOR_PASSWORD: OPERATOR.password,
  OPERATOR_TWO_FACTOR: 'optional',
  RATE_LIMIT_PER_MINUTE: '10000000',
};

/** Publishes the demo popup (seeded as a draft) so the logged-in case filters a live popup. */
async function publishDemoPopup(base) {
  const json = { 'content-type': 'application/json' };
  const login = await apiJson(base, '/ops/session/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(OPERATOR),
  });
  const auth = { ...json, authorization: login.value.token };
  const list = await apiJson(base, '/ops/notices?kind=PU', { headers: auth });
  for (const { id } of list.value.list)
    await apiJson(base, '/ops/notices/publish', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ id }),
    });
}

const cannon = (url, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
const localDay = () => new Date().toISOString().slice(0, 10);

/** Rows `[name, value, ok]` like the other figures; a notices read should keep ≥ 25 % of bare. */
export async function noticesFigures() {
  const rows = [];
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
  const bareRes = await cannon(`http://127.0.0.1:${PORT + 1}/bare`);
  await bare.close();
  rows.push(['bare Fastify route', `${Math.round(bareRes.requests.average)} req/s`, true]);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-bench-notices-'));
  const { child } = await startSite(dataDir, PORT, BENCH_ENV);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await loginAs(base, 'demoplayer', 'Demo12345');
    const cases = [
      [
        'GET /wps/system/notices first load (B,PL,PU,PR), visitor',
        '/wps/system/notices?types=B,PL,PU,PR&platform=W&execution=B&pageNo=1',
        {},
      ],
      ['GET /wps/system/notices page 2 of announcements', '/wps/system/notices?types=PL&pageNo=2', {}],
      [
        'GET /wps/system/notices first load, logged-in player with their day',
        `/wps/system/notices?types=B,PL,PU,PR&pageNo=1&day=${localDay()}`,
        { authorization: token },
      ],
      ['GET /lgw/games/announcements?vendors=HOUSE', '/lgw/games/announcements?vendors=HOUSE', {}],
    ];
    const withPopup = [
      'GET /wps/system/notices first load, logged-in player with their day, a popup live',
      `/wps/system/notices?types=B,PL,PU,PR&pageNo=1&day=${localDay()}`,
      { authorization: token },
    ];
    const measure = async (name, url, headers) => {
      const res = await cannon(base + url, headers);
      const share = res.requests.average / bareRes.requests.average;
      rows.push([
        name,
        `${Math.round(res.requests.average)} req/s, p99 ${res.latency.p99} ms, errors ${res.errors + res.non2xx} → ${(share * 100).toFixed(0)} % of bare`,
        res.errors + res.non2xx === 0 && share >= 0.25,
      ]);
    };
    for (const [name, url, headers] of cases) await measure(name, url, headers);
    await publishDemoPopup(base);
    await measure(...withPopup);
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await noticesFigures();
  for (const [name, value, ok] of rows) console.log(`  ${ok ? '✓' : '✗'} ${name}: ${value}`);
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
