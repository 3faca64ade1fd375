import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { loginAs } from '../../scripts/lib/api-client.mjs';
import { HAPROXY, startCluster, type Cluster } from '../../scripts/lib/cluster.mjs';

/**
 * Many processes, one truth (issue 12): three server processes on one PostgreSQL (and one Redis
 * when redis-server is installed, as in CI) behind HAProxy under a mixed load of logins, balance
 * reads, wallet transfers (main ⇄ the house vendor), house-slot spins and operator adjustments;
 * one process is killed (SIGKILL) at a random moment and started again. Afterwards the ledger's
 * invariants hold, every money movement a client had acknowledged exists exactly once (a request
 * whose answer was lost is sent again with its request id), the house vendor's wallets add up,
 * every acknowledged spin is in the betting record once, each period of every job ran once, and
 * the only failed requests are the ones in flight on the killed process.
 *
 * Nothing is timed: the machine may be slow; only counts and sums are checked.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const hasHaproxy = spawnSync(HAPROXY, ['-v']).status === 0;
const OPERATOR = { username: 'cluster-admin', password: 'cluster-operator-password' };
const PASSWORD = 'Demo12345'; // the demo seed's
/** The players whose money moves (one session each: a login elsewhere would end it). */
const PLAYERS = ['demoplayer', 'demoagent'] as const;
/** The accounts the login load signs in again and again. */
const LOGINS = ['demodown1', 'demodown2'] as const;
const HOUSE_WALLET = 1001; // the house vendor's wallet (accountTypeId)
/** Moved to each player's house wallet before the load: the spins never run it dry. */
const FLOAT = 300;
/** The issue asks for 60 s; CLUSTER_LOAD_MS shortens it for a quick local run. */
const LOAD_MS = Number(process.env.CLUSTER_LOAD_MS ?? 60_000);
/** Workers of the mixed load, each with one request in flight at a time, plus one that logs in. */
const WORKERS = 6;

test.skip(!hasHaproxy || !existsSync(path.join(PGBIN, 'initdb')), 'needs haproxy and PostgreSQL 15');
test.setTimeout(LOAD_MS + 180_000);

let cluster: Cluster;
test.afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
}
type TransferBody = { transfers: { status: 'DONE' | 'PENDING' | 'FAILED' }[] };
interface Transfer {
  player: string;
  direction: 'IN' | 'OUT';
  /** Minor units. */
  amount: number;
  /** DONE: acknowledged; refused: answered no (nothing may have moved). */
  outcome?: 'DONE' | 'FAILED' | 'refused';
  errorCode?: string;
}

test('three processes behind a proxy: a killed one loses nothing, jobs run once per period', async () => {
  cluster = await startCluster({
    size: 3,
    env: {
      OPERATOR_USERNAME: OPERATOR.username,
      OPERATOR_PASSWORD: OPERATOR.password,
      // The admin acts through the API with its password ('required' is proven by the server tests).
      OPERATOR_TWO_FACTOR: 'optional',
      BET_SYNC_SECONDS: '1',
      // One address (this test) makes every request; the limits themselves are tested elsewhere.
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      MONEY_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  const clusterUp = Date.now();
  const { url } = cluster;
  const login = await fetch(`${url}/ops/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  const opsToken = ((await login.json()) as { value: { token: string } }).value.token;
  const ops = { authorization: opsToken, 'content-type': 'application/json' };

  let failed = 0; // no answer, or a 5xx: only what was in flight on the killed process
  const failures = new Map<string, number>(); // what failed, for the report
  const fail = (what: string, error: unknown) => {
    failed++;
    const key = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  let refused = 0; // an answer "no" where none was expected
  const refusals: string[] = [];
  const refuse = (what: string, why: unknown) => {
    refused++;
    if (refusals.length < 20) refusals.push(`${what}: ${String(why)}`);
  };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> => {
    const res = await fetch(url + path, init);
    if (res.status >= 500) throw new Error(`status ${res.status} ${(await res.text()).slice(0, 200)}`);
    return (await res.json()) as Envelope<T>;
  };

  // Each player: a session, main's starting balance, a game session of the house slot.
  const players = new Map<string, { token: string; game: string }>();
  for (const username of PLAYERS) {
    const token = await loginAs(url, username, PASSWORD);
    const auth = { authorization: token };
    const launch = await call<{ content: { game_url: string } }>(
      '/lgw/games/launch?gameType=RNG&vassalage=HOUSE&gameCode=SLOT',
      { headers: auth },
    );
    const game = new URL(launch.value!.content.game_url, url).searchParams.get('t');
    expect(game, `${username}'s game session`).toBeTruthy();
    players.set(username, { token, game: game! });
  }

  // Wallet transfers: a request id per action; an unknown outcome is asked again with the same id.
  let seq = 0;
  const transfers = new Map<string, Transfer>();
  const transfer = async (requestId: string, t: Transfer, deadline: number) => {
    transfers.set(requestId, t);
    const { token } = players.get(t.player)!;
    const body = JSON.stringify({
      purpose: 'transfer',
      requestId,
      fromAccountTypeId: t.direction === 'IN' ? 0 : HOUSE_WALLET,
      toAccountTypeId: t.direction === 'IN' ? HOUSE_WALLET : 0,
      amount: t.amount / 100,
    });
    while (Date.now() < deadline) {
      try {
        const res = await call<TransferBody>('/wps/relay/GCS_walletTransfer', {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body,
        });
        if (!res.success) {
          t.outcome = 'refused';
          t.errorCode = res.errorCode;
          return;
        }
        const status = res.value!.transfers[0]!.status;
        if (status !== 'PENDING') {
          t.outcome = status;
          return;
        }
      } catch (error) {
        fail('transfer', error);
      }
      await sleep(250);
    }
  };

  // The float each player's spins play from, acknowledged like any other transfer.
  for (const player of PLAYERS) {
    await transfer(
      `ctransfer-float-${player}`,
      { player, direction: 'IN', amount: FLOAT * 100 },
      Date.now() + 30_000,
    );
    expect(transfers.get(`ctransfer-float-${player}`)!.outcome).toBe('DONE');
  }

  // Operator adjustments (another kind of money movement, keyed by the operator's request id).
  const adjustments = new Map<string, number>();
  const acknowledgedAdjustments = new Set<string>();
  const adjust = async (requestId: string, amount: number) => {
    const res = await call('/ops/members/adjust', {
      method: 'POST',
      headers: ops,
      body: JSON.stringify({ requestId, username: 'demoplayer', amount, reason: 'cluster test' }),
    });
    if (res.success) acknowledgedAdjustments.add(requestId);
    else refuse('adjust', res.errorCode);
  };

  const spins: { player: string; roundId: string }[] = [];
  let failedSpins = 0;
  const spin = async (player: string) => {
    const res = await fetch(`${url}/hv/game/spin`, {
      method: 'POST',
      headers: { 'x-game-session': players.get(player)!.game, 'content-type': 'application/json' },
      body: JSON.stringify({ betPerLine: '1' }),
    }).catch(() => null);
    if (!res || res.status >= 500) {
      failedSpins++;
      throw new Error(`spin: ${res?.status ?? 'no answer'}`);
    }
    const body = (await res.json()) as { ok: boolean; value?: { roundId: string }; error?: string };
    if (body.ok) spins.push({ player, roundId: body.value!.roundId });
    else refuse('spin', body.error);
  };

  const reads = [
    (token: string) => fetch(`${url}/wps/v2/wallets/balance`, { headers: { authorization: token } }),
    () => fetch(`${url}/wps/system/status?url=localhost`),
    () => fetch(`${url}/lgw/games/lanes`),
    () => fetch(`${url}/ops/jobs`, { headers: ops }),
  ];
  let balanceReads = 0;
  let logins = 0;

  const started = Date.now();
  const loadStart = new Date();
  const running = () => Date.now() - started < LOAD_MS;
  /**
   * Worker `w` plays for `PLAYERS[w % 2]`. Workers 0 and 1 also move their player's money (to the
   * house wallet and back, each move its own acknowledged request); one player's transfers come one
   * at a time, as from the wallet page, whose button waits for the answer (two at once of one
   * member are the wallet test's: wallet.routes.test.ts). Spins, reads and adjustments of the same
   * players go on beside them from the other workers.
   */
  const STEPS = ['transfer', 'spin', 'balance', 'spin', 'adjust', 'read'] as const;
  const worker = async (w: number) => {
    const player = PLAYERS[w % PLAYERS.length]!;
    const { token } = players.get(player)!;
    const movesMoney = w < PLAYERS.length;
    for (let i = 0; running(); i++) {
      const step = STEPS[i % STEPS.length]!;
      try {
        switch (step) {
          case 'transfer': {
            if (!movesMoney) break;
            const amount = 100 + ((w * 31 + i) % 7) * 100;
            const deadline = Date.now() + 60_000;
            await transfer(`ctransfer-${w}-${++seq}`, { player, direction: 'IN', amount }, deadline);
            await transfer(`ctransfer-${w}-${++seq}`, { player, direction: 'OUT', amount }, deadline);
            break;
          }
          case 'spin':
            await spin(player);
            break;
          case 'adjust': {
            const requestId = `cluster-${w}-${++seq}`;
            const amount = 1 + (seq % 7);
            adjustments.set(requestId, amount);
            await adjust(requestId, amount);
            break;
          }
          case 'balance': {
            const res = await reads[0]!(token);
            if (res.status >= 500) throw new Error(`status ${res.status}`);
            const body = (await res.json()) as Envelope<unknown>;
            if (!body.success) refuse('balance', body.errorCode);
            balanceReads++;
            break;
          }
          case 'read': {
            const res = await reads[1 + (i % (reads.length - 1))]!(token);
            if (res.status >= 500) throw new Error(`status ${res.status}`);
            await res.arrayBuffer();
          }
        }
      } catch (error) {
        fail(step, error);
      }
    }
  };
  // Logins at 50 a minute: the human-verification challenge allows this address 60 (shared by the
  // processes through Redis, as the rate limits are).
  const loginWorker = async () => {
    for (let i = 0; running(); i++) {
      const next = started + i * 1_200;
      if (next > Date.now()) await sleep(next - Date.now());
      if (!running()) break;
      try {
        await loginAs(url, LOGINS[i % LOGINS.length]!, PASSWORD);
        logins++;
      } catch (error) {
        // A refusal names the call's answer; anything else is a lost answer.
        if (String(error).includes('login of')) refuse('login', error);
        else fail('login', error);
      }
    }
  };
  const victim = Math.floor(Math.random() * 3);
  const victimPid = cluster.servers[victim]!.child.pid;
  const chaos = (async () => {
    await sleep(LOAD_MS * (0.15 + Math.random() * 0.3));
    await cluster.kill(victim);
    await sleep(2_000);
    await cluster.restart(victim);
  })();
  await Promise.all([chaos, loginWorker(), ...Array.from({ length: WORKERS }, (_, w) => worker(w))]);
  const loadEnd = new Date();

  // Every kind of call was made, through all the processes.
  expect(logins).toBeGreaterThan(0);
  expect(balanceReads).toBeGreaterThan(0);
  expect(spins.length).toBeGreaterThan(0);
  // Requests in flight on the killed process failed (at most one per worker); nothing else did.
  expect(failed, JSON.stringify([...failures])).toBeLessThanOrEqual(WORKERS + 1);
  expect(refused, refusals.join('\n')).toBe(0);
  // A client whose answer was lost sends the same request again: it is applied at most once.
  for (const [requestId, amount] of adjustments)
    if (!acknowledgedAdjustments.has(requestId)) await adjust(requestId, amount);
  expect(acknowledgedAdjustments.size).toBe(adjustments.size);
  for (const [requestId, t] of transfers) if (!t.outcome) await transfer(requestId, t, Date.now() + 30_000);
  const outcomes = [...transfers.values()].map((t) =>
    t.outcome === 'refused' ? `refused: ${t.errorCode}` : (t.outcome ?? 'unknown'),
  );
  // The float keeps every move covered: each one went through.
  expect(outcomes.filter((o) => o !== 'DONE')).toEqual([]);

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const adjusted = await db.query<{ key: string; n: string }>(
      `select idempotency_key as key, count(*) as n from ledger_transfers
       where idempotency_key like 'ops%:cluster-%' group by idempotency_key`,
    );
    expect(adjusted.rows.every((r) => Number(r.n) === 1)).toBe(true);
    expect(new Set(adjusted.rows.map((r) => r.key.split(':')[1]))).toEqual(new Set(adjustments.keys()));

    // Each acknowledged transfer: one row, done, as sent; one ledger transfer; one move at the vendor.
    const rows = await db.query<{
      id: string;
      key: string;
      username: string;
      direction: string;
      amount: string;
      status: string;
      ledger: string;
      at_vendor: string;
      vendor_amount: string | null;
    }>(
      `select vt.id, vt.request_key as key, m.username, vt.direction, vt.amount, vt.status,
         (select count(*) from ledger_transfers lt where lt.reference = 'VT' || vt.id
            and lt.type in ('TRANSFER_TO_VENDOR', 'TRANSFER_FROM_VENDOR')) as ledger,
         (select count(*) from house_vendor_transfers hv where hv.reference = 'VT' || vt.id) as at_vendor,
         (select sum(hv.amount) from house_vendor_transfers hv where hv.reference = 'VT' || vt.id) as vendor_amount
       from vendor_transfers vt join members m on m.id = vt.member_id
       where vt.request_key like 'm%:ctransfer-%'`,
    );
    const byRequest = new Map(rows.rows.map((r) => [r.key.slice(r.key.indexOf(':') + 1), r]));
    expect(rows.rows.length).toBe(byRequest.size);
    expect(new Set(byRequest.keys())).toEqual(new Set(transfers.keys()));
    for (const [requestId, t] of transfers) {
      const row = byRequest.get(requestId)!;
      const signed = t.direction === 'IN' ? t.amount : -t.amount;
      expect(
        {
          requestId,
          player: row.username,
          direction: row.direction,
          amount: Number(row.amount),
          status: row.status,
          ledger: Number(row.ledger),
          atVendor: Number(row.at_vendor),
          vendorAmount: Number(row.vendor_amount),
        },
        requestId,
      ).toEqual({
        requestId,
        player: t.player,
        direction: t.direction,
        amount: t.amount,
        status: 'DONE',
        ledger: 1,
        atVendor: 1,
        vendorAmount: signed,
      });
    }

    // The house vendor's wallets add up: what came in and went out, plus every round's result.
    const wallets = await db.query<{ player: string; balance: string; moved: string; played: string }>(
      `select w.player, w.balance,
         (select coalesce(sum(amount), 0) from house_vendor_transfers t
            where t.merchant_id = w.merchant_id and t.player = w.player) as moved,
         (select coalesce(sum(payout - stake), 0) from house_game_rounds r
            where r.merchant_id = w.merchant_id and r.player = w.player and not r.demo) as played
       from house_vendor_wallets w join members m on 'p' || m.id = w.player
       where m.username = any($1)`,
      [[...PLAYERS]],
    );
    expect(wallets.rows).toHaveLength(PLAYERS.length);
    for (const w of wallets.rows)
      expect(BigInt(w.balance), w.player).toBe(BigInt(w.moved) + BigInt(w.played));

    // Every acknowledged spin is a round; the rounds no one heard of are the failed spins at most.
    const rounds = await db.query<{ id: string }>(
      `select r.id from house_game_rounds r join members m on 'p' || m.id = r.player
       where m.username = any($1) and not r.demo and r.created_at >= $2`,
      [[...PLAYERS], loadStart],
    );
    const roundIds = new Set(rounds.rows.map((r) => String(r.id)));
    expect(spins.filter((s) => !roundIds.has(s.roundId))).toEqual([]);
    expect(roundIds.size - spins.length).toBeLessThanOrEqual(failedSpins);
    // …and each one reaches the betting record once, pulled by the bet-sync job. The house feed
    // answers rounds in commit order (migration 0034), so none can fall behind its cursor.
    const inBets = async () =>
      (
        await db.query<{ id: string; n: string }>(
          `select vendor_bet_id as id, count(*) as n from bets
           where vendor = 'HOUSE' and vendor_bet_id = any($1) group by vendor_bet_id`,
          [[...roundIds]],
        )
      ).rows;
    await expect
      .poll(async () => (await inBets()).length, {
        message: 'every round in the betting record (the bet sync skipped none)',
        timeout: 60_000,
      })
      .toBe(roundIds.size);
    expect((await inBets()).filter((r) => Number(r.n) !== 1)).toEqual([]);

    // Every job: each period a run of its own (the key is the job and the period), finished —
    // but a run the killed process held until its lease runs out — and a second attempt only for
    // such a run taken over. Every period of the load has its run: a missed one is a lost payout.
    const jobs = (await call<{ jobs: { name: string; everyMs: number }[] }>('/ops/jobs', { headers: ops }))
      .value!.jobs;
    expect(jobs.map((j) => j.name)).toContain('sync-bets');
    const victimOwns = (owner: string) => owner.includes(`:${victimPid}:`);
    type Run = { job: string; key: string; period: Date; status: string; owner: string; attempts: number };
    const runsOf = async () =>
      (
        await db.query<Run>(
          `select job, key, period_start as period, status, owner, attempts from job_runs where not manual`,
        )
      ).rows;
    // A run that started just now may still be going: wait for it (never for the orphaned ones).
    await expect
      .poll(
        async () => (await runsOf()).filter((r) => r.status === 'running' && !victimOwns(r.owner)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    const runs = await runsOf();
    const checkedAt = Date.now();
    test.info().annotations.push({
      type: 'load',
      description:
        `${LOAD_MS / 1000} s: ${logins} logins, ${balanceReads} balance reads, ${transfers.size} transfers, ` +
        `${spins.length} spins, ${adjustments.size} adjustments; ${failed} failed in flight; ` +
        `job runs: ${jobs.map((j) => `${j.name} ${runs.filter((r) => r.job === j.name).length}`).join(', ')}`,
    });
    for (const { name, everyMs } of jobs) {
      const mine = runs.filter((r) => r.job === name);
      expect(new Set(mine.map((r) => r.key)).size, name).toBe(mine.length);
      expect(new Set(mine.map((r) => r.period.getTime())).size, name).toBe(mine.length);
      expect(
        mine.filter((r) => r.status !== 'done' && !(r.status === 'running' && victimOwns(r.owner))),
        name,
      ).toEqual([]);
      expect(
        mine.filter((r) => r.attempts > 2),
        name,
      ).toEqual([]);
      expect(mine.filter((r) => r.attempts === 2).length, name).toBeLessThanOrEqual(1);
      // Every process ticks once per period from its start: a job whose first tick has come ran.
      if (checkedAt - clusterUp > everyMs + 5_000) expect(mine.length, name).toBeGreaterThan(0);
      // The whole periods inside the load, each with its run. The 1 s job may miss some when every
      // live process's timer slipped past a whole period: on CI's two saturated cores that reached
      // 4 of 57, so it may miss a tenth; the longer jobs miss none.
      const first = Math.ceil((loadStart.getTime() + 2_000) / everyMs) * everyMs;
      const expected: number[] = [];
      for (let p = first; p + everyMs <= loadEnd.getTime() - 1_000; p += everyMs) expected.push(p);
      const periods = new Set(mine.map((r) => r.period.getTime()));
      const missing = expected.filter((p) => !periods.has(p));
      expect(missing.length, `${name}: periods without a run`).toBeLessThanOrEqual(
        everyMs < 5_000 ? Math.ceil(expected.length / 10) : 0,
      );
    }
  } finally {
    await db.end();
  }

  // Every ledger invariant holds on the database the cluster wrote.
  execFileSync(process.execPath, [path.join(root, 'apps/server/dist/ledger-check.js')], {
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
    stdio: 'pipe',
  });
});
