import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../db/create-db.js';
import { openBenchDb } from './bench-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { AgentSettlementService } from '../modules/agent-settlement/agent-settlement.service.js';
import { createClock } from '../shared/clock.js';

/**
 * Real-time salary at volume (issue 15): one 5-minute slot of 1,000 bets/s (BENCH_RT_BETS, default
 * 300,000) by the players of a tree six levels deep (BENCH_RT_MEMBERS, default 20,000), every agent
 * under a real-time contract and the top-level agents on the house's terms; times the accrual of
 * the feed and the settlement run (lines written, then paid through the ledger). Prints one JSON
 * line. Usage: node dist/real-time-salary-bench.js [postgres-url]   (no url: embedded PGlite)
 */
const BETS = Number(process.env.BENCH_RT_BETS ?? 300_000);
const MEMBERS = Number(process.env.BENCH_RT_MEMBERS ?? 20_000);
/** Members per level 1–5 (agents); level 6, the players, takes the rest. */
const AGENT_SHARES = [0.001, 0.004, 0.015, 0.05, 0.13];
const TZ = 'Asia/Manila';

const realTime = (profitRate: number, lossRate: number) =>
  JSON.stringify({ kind: 'REALTIME_SALARY', profitRate, lossRate, minSingleBet: 1 });

async function seedTree(handle: DbHandle, merchantId: number) {
  const { db } = handle;
  const sizes = AGENT_SHARES.map((s) => Math.max(1, Math.round(MEMBERS * s)));
  sizes.push(Math.max(1, MEMBERS - sizes.reduce((a, b) => a + b, 0)));
  let previous: { first: bigint; size: number } | null = null;
  for (const [k, size] of sizes.entries()) {
    const level = k + 1;
    const { rows } = await sql<{ first: string }>`
      with added as (
        insert into members (merchant_id, username, referral_code, upline_id, type)
        select ${merchantId}, ${`rt${level}_`} || g, ${`RT${level}X`} || g,
               ${previous ? sql`${String(previous.first)}::bigint + g % ${previous.size}` : sql`null::bigint`},
               ${level < 6 ? 1 : 0}
        from generate_series(0, ${size - 1}) g order by g
        returning id)
      select min(id)::text as first from added`.execute(db);
    previous = { first: BigInt(rows[0]!.first), size };
  }
  // Every agent under an agent holds a real-time contract a little below its upline's.
  await sql`
    insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, max_rate_bp, state,
                                 offered_at, decided_at)
    select m.merchant_id, 'REALTIME_SALARY', u.id, m.id,
           (${realTime(1, 2)}::jsonb || jsonb_build_object('profitRate', 1.0 - 0.1 * t.depth,
                                                           'lossRate', 2.0 - 0.2 * t.depth))::jsonb,
           (200 - 20 * t.depth)::int, 'ACTIVE', now() - interval '1 day', now() - interval '1 day'
    from members m join members u on u.id = m.upline_id and u.type = 1
    join lateral (select max(depth) as depth from member_tree where member_id = m.id) t on true
    where m.merchant_id = ${merchantId} and m.type = 1`.execute(db);
  await sql`
    insert into agent_top_terms (merchant_id, kind, terms, max_rate_bp)
    values (${merchantId}, 'REALTIME_SALARY', ${realTime(1, 2)}::jsonb, 200)`.execute(db);
  await sql`
    insert into agent_contract_settings (merchant_id, release_delay_minutes) values (${merchantId}, 0)
    on conflict (merchant_id) do update set release_delay_minutes = 0`.execute(db);
  return sizes;
}

async function placeBets(handle: DbHandle, merchantId: number, players: { first: bigint; n: number }) {
  const batch = 50_000;
  for (let lo = 0; lo < BETS; lo += batch) {
    const hi = Math.min(BETS, lo + batch) - 1;
    await sql`
      insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
                        stake, valid_bet, payout, status, placed_at, settled_at)
      select ${merchantId}, ${String(players.first)}::bigint + (g * 7919) % ${players.n}, 'HOUSE', 'rt-' || g,
             'RNG', 'SLOT', 'Slot', s.stake, s.stake, (s.stake * ((g * 40503) % 190) / 100)::bigint,
             'SETTLED', now(), now()
      from generate_series(${lo}::bigint, ${hi}::bigint) g,
        lateral (select (100 + (g * 104729) % 50000)::bigint as stake) s`.execute(handle.db);
  }
}

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'rt-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'RTBENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'RTBENCH').executeTakeFirstOrThrow()
    ).id;
    const sizes = await seedTree(handle, merchantId);
    const clock = createClock({ adjustable: true });
    const settlement = new AgentSettlementService({ db, timeZone: TZ, clock });
    await settlement.runDue(); // the first run settles what the seed left: the slot below starts empty
    const players = await db
      .selectFrom('members')
      .select([sql<string>`min(id)::text`.as('first'), sql<number>`count(*)::int`.as('n')])
      .where('username', 'like', 'rt6\\_%')
      .executeTakeFirstOrThrow();
    let started = performance.now();
    await placeBets(handle, merchantId, { first: BigInt(players.first), n: players.n });
    const insertMs = Math.round(performance.now() - started);
    clock.advance(5 * 60_000);
    started = performance.now();
    await settlement.accrue();
    const accrueMs = Math.round(performance.now() - started);
    started = performance.now();
    const result = await settlement.runDue();
    const runMs = Math.round(performance.now() - started);
    const check = await db
      .selectFrom('agent_payout_lines')
      .select([sql<string>`count(*)`.as('lines'), sql<string>`coalesce(sum(amount), 0)`.as('paid')])
      .executeTakeFirstOrThrow();
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        bets: BETS,
        members: sizes.reduce((a, b) => a + b, 0),
        agents: sizes.slice(0, 5).reduce((a, b) => a + b, 0),
        insertMs,
        accrueMs,
        runMs,
        lines: result.lines,
        paidLines: result.paid,
        totalLines: Number(check.lines),
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

await main();
