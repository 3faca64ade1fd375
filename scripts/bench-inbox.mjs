// Figures of the inbox's live badge (issue 14): N member event streams (1,000 by default) open on a
// started site, one operator broadcast to everyone, and the time from the send until each stream
// has its new unread count (p50, p99, last), with the server's memory per connected stream (RSS
// growth / N). The site runs on a throw-away PostgreSQL so the bench can add N players with SQL;
// each logs in over the API (its own session) and opens `GET /wps/member/events`.
// Alone: `node scripts/bench-inbox.mjs` (after `npm run build`); `npm run bench` can call
// `inboxFigures()`. BENCH_INBOX_STREAMS sets N.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Pg from 'pg';
import { createHash } from 'node:crypto';
import { apiJson, encryptBody } from './lib/api-client.mjs';
import { startSite, stopChild } from './lib/site-process.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const STREAMS = Number(process.env.BENCH_INBOX_STREAMS ?? 1000);
const PORT = Number(process.env.BENCH_INBOX_PORT ?? 3395);
const OPERATOR = { username: 'bench-admin', password: 'bench-operator-password' };
// One address opens every stream and logs every player in: the limits are raised for the bench.
const BENCH_ENV = {
  OPERATOR_USERNAME: OPERATOR.username,
  OPERATOR_PASSWORD: OPERATOR.password,
  OPERATOR_TWO_FACTOR: 'optional',
  RATE_LIMIT_PER_MINUTE: '10000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000000',
  LOG_LEVEL: 'warn',
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** N players with the demo player's password (so each can log in), added straight to the database. */
async function addPlayers(url, n) {
  const db = new Pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `insert into members (merchant_id, username, password_hash, referral_code, first_login_at)
       select m.id, 'sse' || lpad(g::text, 5, '0'), d.password_hash, 'SSEREF' || g, now()
       from generate_series(1, $1::int) g
       join merchants m on m.is_default
       join members d on d.merchant_id = m.id and d.username = 'demoplayer'`,
      [n],
    );
  } finally {
    await db.end();
  }
  return Array.from({ length: n }, (_, i) => `sse${String(i + 1).padStart(5, '0')}`);
}

/** A JSON call from a chosen loopback address (the human challenge allows 60 a minute per address). */
function callFrom(localAddress, method, urlPath, body) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method,
        localAddress,
        headers: data
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Logs a player in as the site does (human proof, encrypted body), from `localAddress`; answers the token. */
async function loginFrom(localAddress, username, password, payloadKey) {
  const ch = (await callFrom(localAddress, 'GET', '/wps/verification/challenge')).value;
  if (!ch) throw new Error(`no challenge for ${username} from ${localAddress}`);
  let number = 0;
  while (
    createHash('sha256')
      .update(ch.salt + number)
      .digest('hex') !== ch.challenge
  )
    number++;
  const humanProof = Buffer.from(JSON.stringify({ ...ch, number })).toString('base64');
  const body = encryptBody(payloadKey, { type: 'username', username, password, humanProof });
  const login = await callFrom(localAddress, 'POST', '/wps/session/login', body);
  if (!login.value?.token) throw new Error(`login of ${username} failed: ${JSON.stringify(login)}`);
  return login.value.token;
}

/** Runs `work` over `items`, `width` at a time. */
async function pool(items, width, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

/** Opens one member stream; `events` collects `{ unread, at }` as they arrive. */
function openStream(port, token, agent) {
  return new Promise((resolve, reject) => {
    const stream = { events: [], req: null };
    const req = request(
      { host: '127.0.0.1', port, path: '/wps/member/events', headers: { authorization: token }, agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.startsWith('data: ')) stream.events.push({ ...JSON.parse(block.slice(6)), at });
          }
          if (stream.events.length === 1 && !stream.opened) {
            stream.opened = true;
            resolve(stream);
          }
        });
      },
    );
    stream.req = req;
    req.on('error', reject);
    req.end();
  });
}

/** Rows `[name, value, ok]` like the other figures. */
export async function inboxFigures() {
  const pg = await startThrowawayPostgres();
  if (!pg) return [['inbox live badge fan-out', 'skipped: no PostgreSQL binaries (PGBIN)', true]];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-bench-inbox-'));
  const rows = [];
  let child;
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const streams = [];
  try {
    ({ child } = await startSite(dataDir, PORT, { ...BENCH_ENV, DATABASE_URL: pg.url }));
    const base = `http://127.0.0.1:${PORT}`;
    const usernames = await addPlayers(pg.url, STREAMS);
    const loginStarted = performance.now();
    const { payloadKey } = (await apiJson(base, '/wps/system/status')).value.info;
    // 50 players per loopback address (127.0.1.x): under the challenge's 60 a minute each.
    const tokens = await pool(usernames, 16, (u, i) =>
      loginFrom(`127.0.1.${1 + Math.floor(i / 50)}`, u, 'Demo12345', payloadKey),
    );
    const loginMs = performance.now() - loginStarted;

    await sleep(1000);
    const rssBefore = rssKb(child.pid);
    streams.push(...(await pool(tokens, 50, (token) => openStream(PORT, token, agent))));
    await sleep(2000);
    const rssAfter = rssKb(child.pid);
    const perClientKb = (rssAfter - rssBefore) / STREAMS;
    rows.push([
      `${STREAMS} member streams open (${STREAMS} players logged in in ${(loginMs / 1000).toFixed(1)} s)`,
      `server RSS ${Math.round(rssBefore / 1024)} → ${Math.round(rssAfter / 1024)} MB: ${perClientKb.toFixed(1)} KB per connected stream`,
      perClientKb < 200,
    ]);

    const ops = await apiJson(base, '/ops/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    });
    const opsToken = ops.value.token;
    for (let round = 1; round <= 3; round++) {
      const before = streams.map((s) => s.events.at(-1).unread);
      const seen = streams.map((s) => s.events.length);
      const sentAt = performance.now();
      const sent = await apiJson(base, '/ops/inbox/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: opsToken },
        body: JSON.stringify({
          audience: { kind: 'everyone' },
          title: `Bench ${round}`,
          content: '<p>Hello</p>',
        }),
      });
      const answeredMs = performance.now() - sentAt;
      const deadline = performance.now() + 30_000;
      const arrived = () =>
        streams.map((s, i) => s.events.slice(seen[i]).find((e) => e.unread === before[i] + 1)?.at);
      let times = arrived();
      while (times.some((t) => t === undefined) && performance.now() < deadline) {
        await sleep(5);
        times = arrived();
      }
      const got = times
        .filter((t) => t !== undefined)
        .map((t) => t - sentAt)
        .sort((a, b) => a - b);
      rows.push([
        `broadcast ${round} to everyone (${sent.value?.recipients ?? '?'} recipients, send answered in ${Math.round(answeredMs)} ms)`,
        `${got.length}/${STREAMS} streams have the new count: p50 ${Math.round(percentile(got, 50))} ms, p99 ${Math.round(percentile(got, 99))} ms, last ${Math.round(got.at(-1))} ms`,
        got.length === STREAMS && percentile(got, 99) < 2000,
      ]);
    }
  } finally {
    for (const s of streams) s.req.destroy();
    agent.destroy();
    if (child) await stopChild(child);
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await inboxFigures();
  for (const [name, value, ok] of rows) console.log(`  ${ok ? '✓' : '✗'} ${name}: ${value}`);
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
