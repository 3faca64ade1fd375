import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEFAULT_POINT_MULTIPLIERS } from '@bet/contracts/points/points-rules';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../modules/identity/password.js';
import type { MemberIdentity } from '../modules/identity/session.service.js';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { MallService } from '../modules/points/mall.service.js';
import * as mallRepo from '../modules/points/mall.repo.js';
import { PointsService } from '../modules/points/points.service.js';
import { PaymentPasswordCheck } from '../modules/wallet/payment-password.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * Points (issue 18, targets: accrual ≥ 5,000 bets/s on PostgreSQL; redeem p99 under 50 concurrent
 * players). 1. BETS settled bets of every category across PLAYERS players, earned by one run of the
 * earning job: bets per second, the points exact (Σ valid bet × multiplier, rounded down per bet),
 * a second run earning nothing. 2. REDEEMERS players each redeeming a cash item REDEEMS times in a
 * row, all at once, each call the whole redeem (payment password, points, stock, ledger): p50/p99,
 * points never negative, the ledger sound. Prints one JSON line. Usage: node dist/points-bench.js [postgres-url]
 */
const PLAYERS = Number(process.env.BENCH_POINTS_PLAYERS ?? 5_000);
const BETS = Number(process.env.BENCH_POINTS_BETS ?? 200_000);
const REDEEMERS = 50;
const REDEEMS = 20;
const PASSWORD = '246810';

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'points-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'POINTSBENCH' });
    const merchantId = (
      await db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', 'POINTSBENCH')
        .executeTakeFirstOrThrow()
    ).id;
    const points = new PointsService({ db });
    await points.earn(); // the seed's bets: not part of the figure

    await sql`
      insert into members (merchant_id, username, referral_code)
      select ${merchantId}, 'pb' || g, 'PB' || g from generate_series(1, ${PLAYERS}) g`.execute(db);
    const categories = Object.keys(DEFAULT_POINT_MULTIPLIERS);
    await sql`
      insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
        stake, valid_bet, payout, status, placed_at, settled_at)
      select ${merchantId}, m.id, 'HOUSE', 'pb-' || g, (${sql.val(categories)}::text[])[1 + g % ${categories.length}],
        'bench', 'Bench', 1 + g % 99991, 1 + g % 99991, 0, 'SETTLED', now(), now()
      from generate_series(1, ${BETS}) g
      join members m on m.username = 'pb' || (1 + g % ${PLAYERS})`.execute(db);
    await sql`analyze bets`.execute(db);

    const t0 = performance.now();
    const earned = await points.earn();
    const earnSeconds = (performance.now() - t0) / 1000;
    const rerun = await points.earn();
    const multipliers = sql.raw(
      `case b.category ${Object.entries(DEFAULT_POINT_MULTIPLIERS)
        .map(([c, p]) => `when '${c}' then ${p}`)
        .join(' ')} end`,
    );
    const { rows } = await sql<{ expected: string; actual: string }>`
      select (select sum(b.valid_bet * ${multipliers} / 100)::text from bets b
              where b.vendor_bet_id like 'pb-%') as expected,
             (select sum(e.points)::text from points_entries e join members m on m.id = e.member_id
              where m.username like 'pb%') as actual`.execute(db);

    // 2. Redeems: REDEEMERS players with points for every redeem and a payment password.
    const hash = await hashPassword(PASSWORD);
    const redeemers = await db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('username', 'like', 'pb%')
      .orderBy('id')
      .limit(REDEEMERS)
      .execute();
    await db
      .updateTable('members')
      .set({ payment_password_hash: hash })
      .where(
        'id',
        'in',
        redeemers.map((r) => r.id),
      )
      .execute();
    const itemId = await mallRepo.insertItem(db, merchantId, {
      kind: 'CASH',
      name: 'Bench cash',
      description: '',
      image: 'cash',
      points: 100n, // 1 point
      amount: 1n,
      turnover_multiple: 0,
      stock: 2 * REDEEMERS * REDEEMS,
      per_player_limit: null,
      requirement_amount: null,
      requirement_days: null,
      sort: 0,
    });
    // Twice: with the payment password's check (argon2id at OWASP's cost: CPU-bound, and on a
    // 2-core machine most of a redeem), then without it, to see the redeem's own transaction.
    const members: MemberIdentity[] = redeemers.map((r) => ({
      memberId: BigInt(r.id),
      merchantId,
      type: 0,
      username: r.username,
      rankLevel: 0,
      tokenHash: '',
      loginMethod: 'bench',
    }));
    const round = async (mall: MallService, tag: string) => {
      const latencies: number[] = [];
      let refused = 0;
      const started = performance.now();
      await Promise.all(
        members.map(async (member) => {
          for (let i = 0; i < REDEEMS; i++) {
            const t = performance.now();
            try {
              await mall.redeem(member, {
                requestId: `bench-${tag}-${member.memberId}-${i}`,
                itemId,
                quantity: 1,
                paymentPassword: PASSWORD,
              });
            } catch {
              refused++;
            }
            latencies.push(performance.now() - t);
          }
        }),
      );
      return {
        latencies,
        refused,
        perSecond: Math.round(latencies.length / ((performance.now() - started) / 1000)),
      };
    };
    const checked = await round(
      new MallService({ db, paymentPassword: new PaymentPasswordCheck(db, 1_000) }),
      'checked',
    );
    const unchecked = await round(
      new MallService({
        db,
        paymentPassword: { verify: async () => undefined } as unknown as PaymentPasswordCheck,
      }),
      'unchecked',
    );
    const pct = (xs: number[], p: number) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
    };
    const stock = (await mallRepo.findItem(db, merchantId, itemId))!.stock;
    const negative = await sql<{
      n: string;
    }>`select count(*)::text as n from points_balances where balance < 0`.execute(db);
    const ledger = await checkLedger(db);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        bets: BETS,
        players: PLAYERS,
        earned,
        earnSeconds: Math.round(earnSeconds * 100) / 100,
        betsPerSecond: Math.round(BETS / earnSeconds),
        rerunEarned: rerun,
        pointsExact: rows[0]!.expected === rows[0]!.actual,
        redeemers: REDEEMERS,
        redeems: checked.latencies.length + unchecked.latencies.length,
        refused: checked.refused + unchecked.refused,
        redeemsPerSecond: checked.perSecond,
        redeemP50Ms: pct(checked.latencies, 0.5),
        redeemP99Ms: pct(checked.latencies, 0.99),
        withoutPasswordPerSecond: unchecked.perSecond,
        withoutPasswordP50Ms: pct(unchecked.latencies, 0.5),
        withoutPasswordP99Ms: pct(unchecked.latencies, 0.99),
        stockLeft: stock,
        negativeBalances: Number(negative.rows[0]!.n),
        ledgerProblems: ledger.length,
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

void main();
