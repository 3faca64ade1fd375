import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate.js';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { CashbackService } from '../modules/promotions/cashback.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * Cashback (issue 17): one ended day of a daily 10 % cashback paid by the scheduler to PLAYERS
 * players, each with BETS_EACH bets settled yesterday (net losses of 10.00 to 1,000.00), with a
 * budget that runs out before the last ones. Measures the run (players paid per second), then a
 * rerun (pays nothing), and checks every paid amount against the rule computed here. Prints one
 * JSON line. Usage: node dist/cashback-bench.js [postgres-url]
 */
const PLAYERS = Number(process.env.BENCH_CASHBACK_PLAYERS ?? 10_000);
const BETS_EACH = 3;

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'cashback-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'CASHBENCH' });
    await sql`update promotions set status = 'PAUSED' where kind = 'CASHBACK'`.execute(db); // the demo's
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'CASHBENCH').executeTakeFirstOrThrow()
    ).id;
    await sql`
      insert into members (merchant_id, username, referral_code)
      select ${merchantId}, 'cb' || g, 'CB' || g from generate_series(1, ${PLAYERS}) g`.execute(db);
    // Player g loses (g mod 100 + 1) × 10.00 over BETS_EACH bets yesterday (one of them won back a little).
    await sql`
      insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
        stake, valid_bet, payout, status, placed_at, settled_at)
      select ${merchantId}, m.id, 'HOUSE', 'cb-' || m.id || '-' || k, 'RNG', 'bench', 'Bench',
        case when k = 1 then 1000 else ((substr(m.username, 3)::int % 100) + 1) * 500 + 500 end,
        case when k = 1 then 1000 else ((substr(m.username, 3)::int % 100) + 1) * 500 + 500 end,
        case when k = 1 then 2000 else 0 end,
        'SETTLED', now() - interval '1 day', now() - interval '1 day'
      from members m cross join generate_series(1, ${BETS_EACH}) k
      where m.username like 'cb%'`.execute(db);
    // Expected: loss = 2 × ((g mod 100 + 1) × 500 + 500) − 1000 = (g mod 100 + 1) × 1000; 10 %, cap 50.00.
    const expected = (g: number) => {
      const loss = BigInt(((g % 100) + 1) * 1000);
      const reward = loss / 10n;
      return reward < 5_000n ? reward : 5_000n;
    };
    let total = 0n;
    for (let g = 1; g <= PLAYERS; g++) total += expected(g);
    const budget = (total * 9n) / 10n; // the last tenth is left unpaid
    const { rows: promo } = await sql<{ id: number }>`
      insert into promotions (merchant_id, kind, art, starts_at, repeat, budget, rules, eligibility)
      values (${merchantId}, 'CASHBACK', 'cashback', now() - interval '3 days', 'DAILY', ${budget},
        ${JSON.stringify({ kind: 'CASHBACK', basis: 'NET_LOSS', category: 'RNG', percent: 10, capMinor: '5000', minimumMinor: '1000', turnoverMultiple: 0 })}::jsonb,
        ${JSON.stringify({ newPlayersOnly: false, vipLevels: [], minDeposits: 0 })}::jsonb)
      returning id`.execute(db);
    const promotionId = promo[0]!.id;
    await sql`insert into promotion_texts values (${promotionId}, 'EN', 'Bench', 'Bench', 'Bench')`.execute(
      db,
    );

    const cashback = new CashbackService({ db, timeZone: 'Asia/Manila' });
    const t0 = performance.now();
    const run = await cashback.payDue();
    const seconds = (performance.now() - t0) / 1000;
    const rerun = await cashback.payDue();

    const { rows: paid } = await sql<{ username: string; amount: string; n: string }>`
      select m.username, sum(c.amount)::text amount, count(*)::text n from promotion_claims c
      join members m on m.id = c.member_id where c.promotion_id = ${promotionId} group by m.username`.execute(
      db,
    );
    const wrong = paid.filter(
      (r) => BigInt(r.amount) !== expected(Number(r.username.slice(2))) || r.n !== '1',
    );
    const used = await db
      .selectFrom('promotions')
      .select('budget_used')
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    const ledger = await checkLedger(db);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        players: PLAYERS,
        periods: run.periods,
        paidPlayers: run.players,
        paidPerSecond: Math.round(run.players / seconds),
        seconds: Math.round(seconds * 10) / 10,
        rerunPaid: rerun.players,
        wrongAmounts: wrong.length,
        overspent: BigInt(used.budget_used) > budget,
        budgetLeft: String(budget - BigInt(used.budget_used)),
        ledgerProblems: ledger.length,
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

void main();
