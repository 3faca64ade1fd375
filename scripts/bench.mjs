// `npm run bench`: the figures of the foundation issue, measured on this machine.
//  1. GET /wps/system/status, 100 connections for 10 s, next to a bare Fastify route in the same run
//  2. the home route's initial JavaScript, gzip (printed by the web build's size report)
//  3. `npm start` on an existing data folder: time until the server answers /readyz
//  4. password checks per second with the chosen argon2id cost (what bounds logins per second)
//  5. GET /wps/member/info p99 at 100 connections with a logged-in player (PGlite, and PostgreSQL)
//  6. vendor lanes and hot games req/s next to the bare route; house slot spins per second end to end
//  7. ledger transfers per second and p99 with 50 clients, spread and on one hot wallet, on PGlite
//     and on a throw-away PostgreSQL (when its binaries are installed)
//  8. GET /wps/v2/wallets/balance and wallet transfers on one process and on three behind HAProxy,
//     on PostgreSQL (when PostgreSQL and haproxy are installed), and the job scheduler's cost per
//     period (issue 12; scripts/bench-cluster.mjs, alone: `npm run bench:cluster`)
//  9. Lighthouse mobile for home, /rng, /promotions, /noticePage (scripts/lighthouse.mjs; alone:
//     `npm run bench:lighthouse`)
// 10. a 10-minute soak of one process: memory, file descriptors, p99 (scripts/soak.mjs; alone:
//     `npm run bench:soak`, SOAK_SECONDS to shorten it)
// 11. the back office at 100k players / 10M bets on PostgreSQL: player search and daily GGR report
//     p95, seeding and roll-up times (scripts/bench-backoffice.mjs; alone: `npm run bench:backoffice`,
//     BENCH_PLAYERS and BENCH_BETS to scale it)
// 12. GET /wps/system/notices and game announcements req/s next to a bare route; the inbox's live
//     unread count: 1,000 member streams, broadcast to all, p99 until each has it, memory per
//     stream (scripts/bench-notices.mjs, scripts/bench-inbox.mjs; alone: `npm run bench:content`)
// 12b. real-time salary: one 5-minute slot of 300k bets settled and paid (src/bench/real-time-salary-bench.ts)
// 12c. the house lottery: slips per second on one issue, settling an issue of 100k bets, a draw pushed
//     to 1,000 SSE clients (src/bench/lottery-bench.ts; PGlite, and PostgreSQL when available)
// 12d. promotions: claims per second on one hot deposit bonus with a budget, 50 players each claiming
//     twice at once; never overspent, never paid twice (src/bench/promotions-bench.ts; PGlite and
//     PostgreSQL when available)
// 12e. missions: lag from a settled bet to its mission's progress (the mission bar), bets settling at
//     500/s across 2,000 players, the progress job every 5 s (src/bench/missions-bench.ts)
// 12f. cashback: one ended day paid by the scheduler to 10,000 players, budget running out before the
//     last tenth; players paid per second, a rerun pays nothing, every amount exact (src/bench/cashback-bench.ts)
// 12g. prize draw: one ended day drawn among 10,000 joined players (1–10 entries each), 100 winners
//     paid in the draw's transaction; seconds, a rerun draws nothing, every prize exact (src/bench/raffle-bench.ts)
// 12h. points: one run of the earning job over 200,000 settled bets of 5,000 players (target ≥ 5,000
//     bets/s on PostgreSQL), points exact; 50 players redeeming one cash item 20 times each, at once,
//     with and without the payment password's check: p50/p99 (src/bench/points-bench.ts)
// 12f. the live baccarat table: 1,000 players betting each round on its event stream: settlement
//     time and the result's fan-out p95 (src/bench/live-bench.ts; PGlite, and PostgreSQL when available)
// 12g. the card room: 200 hold'em tables playing at once (two people, two bots each): CPU per hand
//     and per table at the default pace, a move's p95 (src/bench/card-room-bench.ts; PGlite and PostgreSQL)
// 12i. responsible gaming: what the limit check adds to a move into a game wallet and to a house
//     slot spin, p50/p99 with and without limits, and the spin's allowance check alone
//     (src/bench/limits-bench.ts; PGlite and PostgreSQL)
// 13. the agent centre at 100k members six levels deep / 10M bets on PostgreSQL: team roll-up's first
//     run, team overview, user P&L and team betting p95 for a top and a mid-tree agent
//     (scripts/bench-agent-team.mjs; alone: `npm run bench:agent-team`, BENCH_TEAM_MEMBERS and
//     BENCH_TEAM_BETS to scale it)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { lighthouseFigures } from './lighthouse.mjs';
import { soakFigures } from './soak.mjs';
import { backofficeFigures } from './bench-backoffice.mjs';
import { agentTeamFigures } from './bench-agent-team.mjs';
import { clusterFigures } from './bench-cluster.mjs';
import { inboxFigures } from './bench-inbox.mjs';
import { noticesFigures } from './bench-notices.mjs';
import { loginAs } from './lib/api-client.mjs';
import { createDatabase, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { startSite, stopChild } from './lib/site-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const results = [];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cannon = (url, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );

const demoPlayerToken = (base) => loginAs(base, 'demoplayer', 'Demo12345');

/**
 * Spins of the house slot through its game API (50 connections), after moving money into the
 * vendor wallet; then waits for the bet-sync job and counts the spins in the betting record.
 */
async function slotSpins(base, token) {
  const auth = { authorization: token, 'content-type': 'application/json' };
  const json = async (path, init) => (await (await fetch(base + path, init)).json()).value;
  await json('/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      purpose: 'transfer',
      requestId: `bench-${Date.now()}`,
      fromAccountTypeId: 0,
      toAccountTypeId: 1001,
      amount: 4000,
    }),
  });
  const { game_url: url } = (
    await json('/lgw/games/launch?gameType=RNG&vassalage=HOUSE&gameCode=SLOT', { headers: auth })
  ).content;
  const session = new URL(url, base).searchParams.get('t');
  const before = (await json('/wps/member/bets?pageSize=1', { headers: auth })).totals.count;
  const res = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}/hv/game/spin`,
        method: 'POST',
        connections: 50,
        duration: DURATION,
        headers: { 'x-game-session': session, 'content-type': 'application/json' },
        body: JSON.stringify({ betPerLine: '1' }),
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  const done = res['2xx'];
  let recorded = 0;
  for (let i = 0; i < 40 && recorded < done; i++) {
    await sleep(500);
    recorded = (await json('/wps/member/bets?pageSize=1', { headers: auth })).totals.count - before;
  }
  return {
    perSecond: done / DURATION,
    p99: res.latency.p99,
    done,
    recorded,
    errors: res.errors + res.non2xx,
  };
}

/** argon2id verifications per second on all cores, with the server's parameters. */
async function passwordChecksPerSecond() {
  const { hash, verify } = await import('@node-rs/argon2');
  const stored = await hash('Demo12345', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const until = performance.now() + 3_000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await verify(stored, 'Demo12345');
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 4 }, worker));
  return done / ((performance.now() - started) / 1000);
}

// Rate limits guard players; the load generator is one address asking thousands of times.
const BENCH_ENV = {
  OPERATOR_PASSWORD: 'bench-operator-password',
  RATE_LIMIT_PER_MINUTE: '10000000',
  MONEY_RATE_LIMIT_PER_MINUTE: '10000',
};
const startServer = (dataDir, port, extraEnv = {}) => startSite(dataDir, port, { ...BENCH_ENV, ...extraEnv });
const stop = stopChild;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-bench-'));
try {
  // Start-up: the first start creates and seeds the data folder; the second is the figure.
  const first = await startServer(dataDir, 3301);
  await stop(first.child);
  const timings = [];
  for (let i = 0; i < 3; i++) {
    const run = await startServer(dataDir, 3301);
    timings.push(run.readyMs);
    await stop(run.child);
  }
  const bestStart = Math.min(...timings);
  results.push([
    'npm start on an existing data folder → ready',
    `${Math.round(bestStart)} ms (runs: ${timings.map(Math.round).join(', ')})`,
    bestStart <= 3000,
  ]);

  // Throughput: the bare route and ours, one after the other in the same run.
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ port: 3302, host: '127.0.0.1' });
  const bareRes = await cannon('http://127.0.0.1:3302/bare');
  await bare.close();

  const server = await startServer(dataDir, 3301);
  // What every browser sends: the cached documents go out gzip-compressed (decision 0005).
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  await cannon('http://127.0.0.1:3301/wps/system/status', browser); // warm-up
  const statusRes = await cannon('http://127.0.0.1:3301/wps/system/status', browser);
  const statusPlainRes = await cannon('http://127.0.0.1:3301/wps/system/status');
  const token = await demoPlayerToken('http://127.0.0.1:3301');
  const infoRes = await cannon('http://127.0.0.1:3301/wps/member/info', { authorization: token });
  const lanesRes = await cannon('http://127.0.0.1:3301/lgw/games/lanes', browser);
  const hotRes = await cannon('http://127.0.0.1:3301/lgw/games/hot', browser);
  const spins = await slotSpins('http://127.0.0.1:3301', token);
  await stop(server.child);
  for (const [name, res] of [
    ['GET /lgw/games/lanes (vendor lanes)', lanesRes],
    ['GET /lgw/games/hot (hot games)', hotRes],
  ]) {
    const share = res.requests.average / bareRes.requests.average;
    results.push([
      name,
      `${Math.round(res.requests.average)} req/s, p99 ${res.latency.p99} ms, errors ${res.errors + res.non2xx} → ${(share * 100).toFixed(0)} % of bare`,
      share >= 0.5 && res.errors + res.non2xx === 0,
    ]);
  }
  results.push([
    'slot spins end to end (house vendor API, round recorded, pulled into bets)',
    `${Math.round(spins.perSecond)} spins/s, p99 ${spins.p99} ms; ${spins.recorded}/${spins.done} in the betting record after sync`,
    // Spins answered just after the window closed are recorded too: at least every counted one.
    spins.recorded >= spins.done && spins.errors === 0,
  ]);
  results.push([
    'GET /wps/member/info (logged in)',
    `${Math.round(infoRes.requests.average)} req/s, p99 ${infoRes.latency.p99} ms, errors ${infoRes.errors + infoRes.non2xx}`,
    infoRes.errors + infoRes.non2xx === 0,
  ]);
  const checks = await passwordChecksPerSecond();
  results.push([
    'argon2id password checks (19 MiB, t=2)',
    `${Math.round(checks)}/s on this machine → logins/s bound; login limit is 20/min per address`,
    true,
  ]);
  const ratio = statusRes.requests.average / bareRes.requests.average;
  results.push(['bare Fastify route', `${Math.round(bareRes.requests.average)} req/s`, true]);
  results.push([
    'GET /wps/system/status without Accept-Encoding (not compressed)',
    `${Math.round(statusPlainRes.requests.average)} req/s → ${((statusPlainRes.requests.average / bareRes.requests.average) * 100).toFixed(0)} % of bare`,
    true,
  ]);
  results.push([
    'GET /wps/system/status (browser headers, gzip)',
    `${Math.round(statusRes.requests.average)} req/s, p99 ${statusRes.latency.p99} ms, errors ${statusRes.errors + statusRes.non2xx} → ${(ratio * 100).toFixed(0)} % of bare`,
    ratio >= 0.5 && statusRes.errors + statusRes.non2xx === 0,
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Runs the ledger bench (apps/server/src/bench/ledger-bench.ts) on one database. */
function ledgerBench(url) {
  const out = execFileSync(process.execPath, ['apps/server/dist/ledger-bench.js', ...(url ? [url] : [])], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop());
}
const ledgerTargets = { pglite: { spread: 1000, hot: 1000 }, postgres: { spread: 5000, hot: 2000 } };
const pg = await startThrowawayPostgres();
try {
  if (pg) {
    // The same logged-in call with the server on PostgreSQL (a pool of connections, not one embedded).
    const scratch = mkdtempSync(path.join(tmpdir(), 'bet-bench-pg-'));
    // Its own database: the ledger bench below seeds another default merchant into the first.
    const server = await startServer(scratch, 3303, {
      DATABASE_URL: await createDatabase(pg.url, 'bench_http'),
    });
    try {
      const token = await demoPlayerToken('http://127.0.0.1:3303');
      const res = await cannon('http://127.0.0.1:3303/wps/member/info', { authorization: token });
      results.push([
        'GET /wps/member/info (logged in), server on PostgreSQL',
        `${Math.round(res.requests.average)} req/s, p99 ${res.latency.p99} ms, errors ${res.errors + res.non2xx}`,
        res.errors + res.non2xx === 0,
      ]);
    } finally {
      await stop(server.child);
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  // Many processes, one database (issue 12): reads and transfers through HAProxy, job overhead.
  results.push(...(await clusterFigures(pg)));
  if (pg) {
    // Real-time salary (issue 15): one 5-minute slot of 1,000 bets/s settled and paid.
    const rtUrl = await createDatabase(pg.url, 'bench_rt');
    const out = execFileSync(process.execPath, ['apps/server/dist/real-time-salary-bench.js', rtUrl], {
      cwd: root,
      encoding: 'utf8',
    });
    const rt = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `real-time salary run, ${rt.bets.toLocaleString('en')} bets in one 5-minute slot, ${rt.agents.toLocaleString('en')} agents under contract (PostgreSQL)`,
      `accrual ${rt.accrueMs} ms, settle + pay ${rt.paidLines} lines ${rt.runMs} ms (must end within the 5-minute slot)`,
      rt.runMs + rt.accrueMs < 300_000 && rt.paidLines === rt.totalLines,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // The house lottery (issue 16).
    let target = url;
    if (url) {
      target = await createDatabase(url, 'bench_lottery');
    }
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/lottery-bench.js', ...(target ? [target] : [])],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const l = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `lottery slips on one issue, 50 players (${l.database})`,
      `${l.betsPerSecond}/s, p99 ${l.placeP99Ms} ms (target 2,000/s on PostgreSQL)`,
      l.database === 'pglite' || l.betsPerSecond >= 2000,
    ]);
    results.push([
      `lottery settlement of one issue with ${l.settleBets.toLocaleString('en')} bets (${l.database})`,
      `draw ${l.drawMs} ms, settle and pay ${l.settleMs} ms, ${l.leftPending} left pending (target 10 s)`,
      l.settleMs <= 10_000 && l.leftPending === 0,
    ]);
    results.push([
      `lottery draw to ${l.streams} SSE clients (${l.database})`,
      `${l.received} received, p50 ${l.fanoutP50Ms} ms, p99 ${l.fanoutP99Ms} ms`,
      l.received === l.streams,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // The live baccarat table (issue 19): 1,000 players betting each round, each on the table's stream.
    const target = url ? await createDatabase(url, 'bench_live') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/live-bench.js', ...(target ? [target] : [])],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const b = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `live baccarat: a round of ${b.players.toLocaleString('en')} players' bets settled, over ${b.rounds} rounds (${b.database})`,
      `median ${b.settleMedianMs} ms, max ${b.settleMaxMs} ms; money exact ${b.moneyExact} (target 1 s)`,
      b.moneyExact && b.settleMaxMs <= 1_000,
    ]);
    results.push([
      `live baccarat: each round's result to ${b.players.toLocaleString('en')} SSE clients (${b.database})`,
      `p95 ${b.fanoutP95MedianMs} ms (worst round ${b.fanoutP95MaxMs} ms), all received ${b.allReceived} (target p95 500 ms)`,
      b.allReceived && b.fanoutP95MaxMs <= 500,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // The card room (issue 19): 200 tables at once.
    const target = url ? await createDatabase(url, 'bench_card_room') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/card-room-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const c = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `card room: ${c.tables} hold'em tables at once, ${c.hands.toLocaleString('en')} hands (${c.database})`,
      `CPU ${c.cpuMsPerHand} ms a hand, ${c.cpuPercentPerTable} % of a core per table at the default pace; a move p95 ${c.actP95Ms} ms; money exact ${c.moneyExact} (target: 200 tables within one core)`,
      c.moneyExact && c.cpuPercentPerTable * c.tables <= 100,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // Responsible gaming (issue 20): what the limit check adds to a move into a game wallet and a spin.
    const target = url ? await createDatabase(url, 'bench_limits') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/limits-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const l = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `limit check: ${l.players} players, half with four limits, ${l.betsEach} bets each this month (${l.database})`,
      `move into a game wallet p50/p99 ${l.transfer.without.p50}/${l.transfer.without.p99} ms without limits, ${l.transfer.with.p50}/${l.transfer.with.p99} ms with (+${l.transferAddedP99Ms} ms at p99); a spin p50/p99 ${l.spin.without.p50}/${l.spin.without.p99} → ${l.spin.with.p50}/${l.spin.with.p99} ms, its allowance check alone p50/p99 ${l.allowanceCheck.p50}/${l.allowanceCheck.p99} ms (target ≤ 1 ms added at p99)`,
      l.transferAddedP99Ms <= 1 && l.spinAddedP99Ms <= 1,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // Promotions (issue 17): one hot promotion's claims.
    const target = url ? await createDatabase(url, 'bench_promotions') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/promotions-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const c = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `promotion claims on one hot promotion with a budget, ${c.players.toLocaleString('en')} players × 2 at once (${c.database})`,
      `${c.claimsPerSecond}/s answered (${c.paid} paid, ${c.budgetRefused} over budget, ${c.twice} repeats), p99 ${c.p99Ms} ms; overspent ${c.overspent}, paid twice ${c.paidTwice} (target 1,000/s on PostgreSQL)`,
      !c.overspent &&
        !c.paidTwice &&
        c.ledgerProblems === 0 &&
        (c.database === 'pglite' || c.claimsPerSecond >= 1000),
    ]);
    const r = c.rain;
    results.push([
      `red-envelope rain, ${r.envelopes.toLocaleString('en')} envelopes grabbed by ${c.players.toLocaleString('en')} players × 2 at once (${c.database})`,
      `${r.grabsPerSecond}/s answered (${r.grabbed} grabbed, ${r.empty} too late, ${r.twice} repeats), p99 ${r.p99Ms} ms; budget paid exactly ${r.paidExactly}, paid twice ${r.paidTwice}`,
      r.paidExactly && !r.paidTwice && r.other === 0,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // Missions (issue 17): settled bet → progress row lag.
    const target = url ? await createDatabase(url, 'bench_missions') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/missions-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const m = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `mission progress lag, ${m.betsPerSecond} settled bets/s over ${m.players.toLocaleString('en')} players, job every ${m.jobEveryMs / 1000} s (${m.database})`,
      `p50 ${m.lagP50Ms} ms, p99 ${m.lagP99Ms} ms (recount p99 ${m.recountP99Ms} ms); progress exact ${m.progressExact}`,
      m.progressExact,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // Cashback (issue 17): one day's payout by the scheduler.
    const target = url ? await createDatabase(url, 'bench_cashback') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/cashback-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const c = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `cashback: one day paid to ${c.players.toLocaleString('en')} players by the scheduler (${c.database})`,
      `${c.paidPerSecond} players/s (${c.paidPlayers} paid in ${c.seconds} s, the rest over budget); rerun paid ${c.rerunPaid}, wrong amounts ${c.wrongAmounts}, overspent ${c.overspent}`,
      c.rerunPaid === 0 && c.wrongAmounts === 0 && !c.overspent && c.ledgerProblems === 0,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // Prize draw (issue 17): one day's draw by the scheduler.
    const target = url ? await createDatabase(url, 'bench_raffle') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/raffle-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const r = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `prize draw: one day drawn among ${r.entrants.toLocaleString('en')} entrants (${r.entries.toLocaleString('en')} entries) by the scheduler (${r.database})`,
      `${r.seconds} s for ${r.winners} winners (${r.distinctWinners} distinct); rerun draws ${r.rerunDraws}, wrong prizes ${r.wrongPrizes}`,
      r.winners === 100 &&
        r.distinctWinners === 100 &&
        r.rerunDraws === 0 &&
        r.wrongPrizes === 0 &&
        r.ledgerProblems === 0,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    // Points (issue 18): accrual from settled bets, and redeems under 50 concurrent players.
    const target = url ? await createDatabase(url, 'bench_points') : undefined;
    const out = execFileSync(
      process.execPath,
      ['apps/server/dist/points-bench.js', ...(target ? [target] : [])],
      { cwd: root, encoding: 'utf8' },
    );
    const p = JSON.parse(out.trim().split('\n').pop());
    results.push([
      `points: ${p.bets.toLocaleString('en')} settled bets earned by one run of the job (${p.database})`,
      `${p.betsPerSecond.toLocaleString('en')} bets/s (${p.earnSeconds} s); rerun earned ${p.rerunEarned}, points exact ${p.pointsExact}${url ? ' (target 5,000/s)' : ''}`,
      p.rerunEarned === 0 && p.pointsExact && (!url || p.betsPerSecond >= 5_000),
    ]);
    results.push([
      `points mall: ${p.redeemers} players redeeming one item ${p.redeems / p.redeemers / 2} times each, at once (${p.database})`,
      `with the payment password ${p.redeemsPerSecond}/s, p50 ${p.redeemP50Ms} ms, p99 ${p.redeemP99Ms} ms; without its check ${p.withoutPasswordPerSecond}/s, p99 ${p.withoutPasswordP99Ms} ms; stock left ${p.stockLeft}, negative balances ${p.negativeBalances}`,
      p.refused === 0 && p.stockLeft === 0 && p.negativeBalances === 0 && p.ledgerProblems === 0,
    ]);
  }
  for (const url of [undefined, pg?.url].filter((u, i) => i === 0 || u)) {
    const r = ledgerBench(url);
    for (const shape of ['spread', 'hot']) {
      const target = ledgerTargets[r.database][shape];
      const where = `${r.database}, ${shape === 'spread' ? '1,000 wallets' : 'one hot wallet'}, ${r.clients} clients`;
      results.push([
        `ledger transfers, ${where}`,
        `${r[shape].transfersPerSecond}/s, p99 ${r[shape].p99Ms} ms, ${r[shape].perBatch} per group commit (target ${target}/s)`,
        r[shape].transfersPerSecond >= target,
      ]);
      // For comparison: one ledger_post per transaction, as inside a money route.
      const alone = r[`${shape}InTransaction`];
      results.push([
        `ledger transfers inside a caller's transaction, ${where}`,
        `${alone.transfersPerSecond}/s, p99 ${alone.p99Ms} ms`,
        true,
      ]);
    }
  }
} finally {
  pg?.stop();
}

const size = execFileSync(process.execPath, ['apps/web/scripts/report-size.mjs'], {
  cwd: path.join(root),
  encoding: 'utf8',
}).trim();
results.push(['home initial JS', size, true]);
results.push(...(await lighthouseFigures()));
results.push(...(await soakFigures()));
results.push(...(await backofficeFigures()));
results.push(...(await noticesFigures()));
results.push(...(await inboxFigures()));
results.push(...(await agentTeamFigures()));

console.log('\nBenchmarks');
for (const [name, value, ok] of results) console.log(`  ${ok ? '✓' : '✗'} ${name}: ${value}`);
if (results.some(([, , ok]) => !ok)) process.exitCode = 1;
