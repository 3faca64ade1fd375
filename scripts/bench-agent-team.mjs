// The agent centre's figures (issue 15): on a throw-away PostgreSQL, BENCH_TEAM_MEMBERS members in
// a tree six levels deep under the demo agent and BENCH_TEAM_BETS settled bets over 30 days
// (default 100k / 10M; under CI=true 10k / 200k, a short run), the team roll-up's first run over
// everything, then p95 over HTTP of the team overview, user P&L (teamProfit) and the first page of
// team betting for the top agent (demoagent, the whole tree) and a mid-tree agent (level 3).
// Target: p95 ≤ 300 ms. Alone: `npm run bench:agent-team` (builds first); part of `npm run bench`.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Pg from 'pg';
import { loginAs } from './lib/api-client.mjs';
import { createDatabase, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { startSite, stopChild } from './lib/site-process.mjs';

const PORT = 3340 + 9;
const CI = process.env.CI === 'true';
const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? (CI ? 10_000 : 100_000));
const BETS = Number(process.env.BENCH_TEAM_BETS ?? (CI ? 200_000 : 10_000_000));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? (CI ? 40 : 100));
const DAYS = 30;
const TARGET_MS = 300;
const DAY_MS = 86_400_000;
const ENV = {
  OPERATOR_PASSWORD: 'bench-operator-password',
  OPERATOR_TWO_FACTOR: 'optional',
  RATE_LIMIT_PER_MINUTE: '10000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
};
/** Share of the members on levels 1–5 (agents); level 6, the players, takes the rest. */
const AGENT_LEVELS = [5, 25, 125, 625, 6_250].map((n) => n / 100_000);
const TOP_AGENT = 'demoagent';
const PASSWORD = 'Demo12345';

const p95 = (ms) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1];
const round = (n) => Math.round(n * 10) / 10;
const name = (level, i) => `tm${level}${String(i).padStart(6, '0')}`;

/**
 * The tree under demoagent, level by level (the member_tree trigger fills the closure table on
 * each insert); the agents of levels 1–5 get demoagent's password. Then the bets and deposits,
 * set-based with the bets' secondary indexes rebuilt after and triggers off (ids are valid).
 */
async function seedTeam(url, log) {
  const db = new Pg.Client({ connectionString: url });
  await db.connect();
  const timings = {};
  const timed = async (label, work) => {
    const started = performance.now();
    await work();
    timings[label] = Math.round(performance.now() - started);
    log(`${label}: ${timings[label]} ms`);
  };
  try {
    await db.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'`);
    const top = (
      await db.query(`select id, merchant_id, password_hash from members where username = $1`, [TOP_AGENT])
    ).rows[0];
    const sizes = AGENT_LEVELS.map((share) => Math.max(1, Math.round(MEMBERS * share)));
    sizes.push(Math.max(1, MEMBERS - sizes.reduce((a, b) => a + b, 0)));
    const spread = (g) => `now() - ((${g}::bigint * 2654435761) % ${DAYS * 86_400}) * interval '1 second'`;
    await timed('members', async () => {
      // Each level's ids are contiguous (one insert, nothing else writing): a member's upline is
      // the previous level's first id plus an offset, no lookup per row.
      let previous = { first: BigInt(top.id), size: 1 };
      for (const [k, size] of sizes.entries()) {
        const level = k + 1;
        const inserted = (
          await db.query(
            `with added as (
               insert into members (merchant_id, username, referral_code, upline_id, type, password_hash, created_at)
               select $1, 'tm${level}' || lpad(g::text, 6, '0'), 'TM${level}X' || g, $5::bigint + g % $6::int, $2, $3,
                 ${spread(`g + ${level * 1_000_003}`)}
               from generate_series(0, $4::int - 1) g order by g
               returning id)
             select min(id)::text as first, count(*)::int as n, max(id) - min(id) + 1 as span from added`,
            [
              top.merchant_id,
              level < 6 ? 1 : 0,
              level < 6 ? top.password_hash : null,
              size,
              String(previous.first),
              previous.size,
            ],
          )
        ).rows[0];
        if (Number(inserted.span) !== inserted.n) throw new Error(`level ${level}: ids not contiguous`);
        previous = { first: BigInt(inserted.first), size };
      }
    });
    const range = (
      await db.query(
        `select min(id)::text as lo, max(id)::text as hi, count(*)::int as n from members where username like 'tm%'`,
      )
    ).rows[0];
    if (BigInt(range.hi) - BigInt(range.lo) + 1n !== BigInt(range.n))
      throw new Error('member ids not contiguous');
    const member = (g) => `(${range.lo}::bigint + (${g}::bigint * 7919) % ${range.n})`;
    const channel = (await db.query(`select min(id) as id from deposit_channels`)).rows[0].id;
    await db.query(`set session_replication_role = replica`);
    const indexes = (
      await db.query(
        `select indexname, indexdef from pg_indexes i where tablename = 'bets'
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    ).rows;
    await timed('bets', async () => {
      for (const { indexname } of indexes) await db.query(`drop index ${indexname}`);
      const batch = 500_000;
      for (let lo = 1; lo <= BETS; lo += batch) {
        const hi = Math.min(BETS, lo + batch - 1);
        await db.query(
          `insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
             stake, valid_bet, payout, status, placed_at, settled_at)
           select $1, ${member('g')}, (array['HOUSE', 'HOUSE', 'EDGE', 'PGS', 'SBO'])[1 + g % 5], 'tm-' || g,
             (array['RNG', 'FISH', 'LIVE', 'RNG', 'SPORTS'])[1 + g % 5], 'G' || g % 50, 'Game ' || g % 50,
             s.stake, s.stake, (s.stake * ((g * 40503) % 190) / 100)::bigint, 'SETTLED', t.at, t.at + interval '1 minute'
           from generate_series($2::bigint, $3::bigint) g,
             lateral (select (100 + (g * 104729) % 50000)::bigint as stake) s,
             lateral (select ${spread('g')} as at) t`,
          [top.merchant_id, lo, hi],
        );
        log(`bets ${hi}/${BETS}`);
      }
      for (const { indexdef } of indexes) await db.query(indexdef);
    });
    await timed('deposits', () =>
      db.query(
        `insert into deposits (merchant_id, member_id, channel_id, amount, status, request_key, created_at, completed_at)
         select $1, ${member('g * 13')}, $2, 10000 + (g * 31) % 500000, 'SUCCESS', 'tm-' || g, t.at, t.at + interval '2 minutes'
         from generate_series(1, $3::bigint) g, lateral (select ${spread('g * 3')} as at) t`,
        [top.merchant_id, channel, Math.round(BETS / 20)],
      ),
    );
    await timed('analyze', () => db.query('analyze'));
    return { timings, sizes };
  } finally {
    await db.end();
  }
}

/** POST with no client timeout: the roll-up's first run over everything can take minutes. */
function postJson(base, urlPath, token, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + urlPath,
      { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function operatorLogin(base) {
  const res = await fetch(`${base}/ops/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ENV.OPERATOR_PASSWORD }),
  });
  const body = await res.json();
  if (!body.value?.token) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/**
 * Times `SAMPLES` calls of `urlPath` by 4 clients at once (fewer when a call is so slow that they
 * would take over a minute); answers p95, median, how many calls and failures.
 */
async function measure(base, token, urlPath) {
  const times = [];
  let failed = 0;
  let next = 0;
  const begun = performance.now();
  const client = async () => {
    while (next++ < SAMPLES && performance.now() - begun < 60_000) {
      const started = performance.now();
      const res = await fetch(base + urlPath, { headers: { authorization: token } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (!res.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, client));
  return {
    p95: round(p95(times)),
    median: round([...times].sort((a, b) => a - b)[times.length >> 1]),
    calls: times.length,
    failed,
  };
}

export async function agentTeamFigures() {
  const pg = await startThrowawayPostgres();
  if (!pg) return [['agent centre at volume', 'skipped: no PostgreSQL binaries', true]];
  const scratch = mkdtempSync(path.join(tmpdir(), 'bet-bench-team-'));
  const rows = [];
  const volume = `${MEMBERS.toLocaleString('en')} members / ${BETS.toLocaleString('en')} bets${CI ? ' (CI=true: short run)' : ''}`;
  try {
    const url = await createDatabase(pg.url, 'bench_agent_team');
    const env = { ...ENV, DATABASE_URL: url };
    // First start: migrations, the demo merchant and the demo agent's team; then the volume.
    await stopChild((await startSite(scratch, PORT, env)).child);
    const seeded = await seedTeam(url, (l) => console.error(`  seed ${l}`));
    rows.push([
      `seed ${volume}, tree levels ${seeded.sizes.join(' / ')} under ${TOP_AGENT}, PostgreSQL`,
      Object.entries(seeded.timings)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)} s`)
        .join(', '),
      true,
    ]);
    const site = await startSite(scratch, PORT, env);
    rows.push([
      `start → ready (daily stats roll-up over ${volume})`,
      `${Math.round(site.readyMs / 1000)} s`,
      true,
    ]);
    const base = `http://127.0.0.1:${PORT}`;
    try {
      const operator = await operatorLogin(base);
      const started = performance.now();
      const run = await postJson(base, '/ops/jobs/run', operator, { name: 'roll-up-team-stats' });
      rows.push([
        `team roll-up, first run over ${volume} (POST /ops/jobs/run roll-up-team-stats)`,
        `${Math.round((performance.now() - started) / 1000)} s, ${run.value?.status}`,
        run.value?.status === 'done',
      ]);
      // The first run filled the roll-up tables after the seed's analyze: autovacuum would analyze
      // them within a minute; without it the planner takes them for empty.
      const stats = new Pg.Client({ connectionString: url });
      await stats.connect();
      await stats.query(
        'analyze member_daily_stats, team_daily_stats, team_active_returns, member_bet_slots, team_bet_slots',
      );
      await stats.end();

      const now = Date.now();
      const month = `range=custom&from=${now - DAYS * DAY_MS}&to=${now + 60_000}`;
      const agents = [
        [`top agent ${TOP_AGENT} (${MEMBERS.toLocaleString('en')} below)`, TOP_AGENT],
        ['mid-tree agent (level 3)', name(3, 0)],
      ];
      for (const [label, username] of agents) {
        const token = await loginAs(base, username, PASSWORD);
        const checks = [
          ['team overview, today', '/wps/agent/team/overview?range=today'],
          [`team overview, ${DAYS} days`, `/wps/agent/team/overview?${month}`],
          ['user P&L, today', '/wps/agent/team/profit?range=today'],
          [`user P&L, ${DAYS} days`, `/wps/agent/team/profit?${month}`],
          [
            'team betting first page, today',
            `/wps/agent/team/bets?from=${now - (now % DAY_MS)}&to=${now + 60_000}`,
          ],
          [
            'team betting first page, no dates (the panel default: a year, totals included)',
            '/wps/agent/team/bets',
          ],
        ];
        for (const [what, urlPath] of checks) {
          const r = await measure(base, token, urlPath);
          rows.push([
            `${what}, ${label}`,
            `p95 ${r.p95} ms (median ${r.median} ms, ${r.calls} calls, 4 at once, failed ${r.failed}; target ≤ ${TARGET_MS} ms)`,
            r.p95 <= TARGET_MS && r.failed === 0,
          ]);
        }
      }
    } finally {
      await stopChild(site.child);
    }
  } finally {
    pg.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await agentTeamFigures();
  console.log('\nAgent centre at volume');
  for (const [label, value, ok] of rows) console.log(`  ${ok ? '✓' : '✗'} ${label}: ${value}`);
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
