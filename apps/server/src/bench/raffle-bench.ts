import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate.js';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { RaffleDrawsService } from '../modules/promotions/raffle-draws.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * Prize draw (issue 17): one ended day of a daily draw among PLAYERS joined players, each with a
 * deposit yesterday worth 1–10 entries, 100 winners (1 × 1,000, 10 × 100, 89 × 10). Measures the
 * scheduler's draw (entrants read, drawn, winners paid in one transaction), then a rerun (draws
 * nothing), and checks: 100 distinct winners, each paid its rank's prize once, the ledger sound.
 * Prints one JSON line. Usage: node dist/raffle-bench.js [postgres-url]
 */
const PLAYERS = Number(process.env.BENCH_RAFFLE_PLAYERS ?? 10_000);
const PRIZES = [
  { amountMinor: '100000', winners: 1 },
  { amountMinor: '10000', winners: 10 },
  { amountMinor: '1000', winners: 89 },
];

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'raffle-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'RAFFLEBENCH' });
    await sql`update promotions set status = 'PAUSED' where kind = 'RAFFLE'`.execute(db); // the demo's
    const merchantId = (
      await db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', 'RAFFLEBENCH')
        .executeTakeFirstOrThrow()
    ).id;
    const channelId = (
      await db
        .selectFrom('deposit_channels')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirstOrThrow()
    ).id;
    const { rows: promo } = await sql<{ id: number }>`
      insert into promotions (merchant_id, kind, art, starts_at, repeat, rules, eligibility)
      values (${merchantId}, 'RAFFLE', 'raffle', now() - interval '30 hours', 'DAILY',
        ${JSON.stringify({ kind: 'RAFFLE', basis: 'DEPOSIT', ticketStepMinor: '10000', ticketsMax: 10, turnoverMultiple: 1, prizes: PRIZES })}::jsonb,
        ${JSON.stringify({ newPlayersOnly: false, vipLevels: [], minDeposits: 0 })}::jsonb)
      returning id`.execute(db);
    const promotionId = promo[0]!.id;
    await sql`insert into promotion_texts values (${promotionId}, 'EN', 'Bench', 'Bench', 'Bench')`.execute(
      db,
    );
    await sql`
      insert into members (merchant_id, username, referral_code)
      select ${merchantId}, 'rb' || g, 'RB' || g from generate_series(1, ${PLAYERS}) g`.execute(db);
    await sql`
      insert into promotion_joins (promotion_id, member_id, joined_at)
      select ${promotionId}, id, now() - interval '2 days' from members where username like 'rb%'`.execute(
      db,
    );
    // Player g deposited (g mod 10 + 1) × 100.00 yesterday: that many entries.
    await sql`
      insert into deposits (merchant_id, member_id, channel_id, amount, status, request_key, completed_at, decided_by)
      select ${merchantId}, id, ${channelId}, ((substr(username, 3)::int % 10) + 1) * 10000, 'SUCCESS',
        'rb-' || id, now() - interval '1 day', 'bench'
      from members where username like 'rb%'`.execute(db);

    const draws = new RaffleDrawsService({ db, timeZone: 'Asia/Manila' });
    const t0 = performance.now();
    const run = await draws.drawDue();
    const seconds = (performance.now() - t0) / 1000;
    const rerun = await draws.drawDue();

    const { rows: winners } = await sql<{ member_id: string; rank: number; amount: string; n: string }>`
      select w.member_id::text, w.rank, w.amount::text,
        (select count(*) from promotion_claims c where c.promotion_id = w.promotion_id
          and c.member_id = w.member_id)::text as n
      from promotion_raffle_winners w where w.promotion_id = ${promotionId}`.execute(db);
    const wrong = winners.filter((w) => w.amount !== PRIZES[w.rank - 1]!.amountMinor || w.n !== '1').length;
    const { rows: drawn } = await sql<{ entrants: number; tickets: number }>`
      select entrants, tickets from promotion_raffle_draws
      where promotion_id = ${promotionId} order by entrants desc limit 1`.execute(db);
    const ledger = await checkLedger(db);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        players: PLAYERS,
        entrants: drawn[0]?.entrants ?? 0,
        entries: drawn[0]?.tickets ?? 0,
        draws: run.draws,
        winners: run.winners,
        distinctWinners: new Set(winners.map((w) => w.member_id)).size,
        seconds: Math.round(seconds * 100) / 100,
        rerunDraws: rerun.draws,
        wrongPrizes: wrong,
        ledgerProblems: ledger.length,
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

void main();
