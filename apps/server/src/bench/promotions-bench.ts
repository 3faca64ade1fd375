import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { AppError } from '../shared/app-error.js';
import { migrateToLatest } from '../db/migrate.js';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { house, mainWallet, move } from '../modules/ledger/ledger-accounts.js';
import { forgetAccountIds } from '../modules/ledger/ledger-post.repo.js';
import { postTransfersInTransaction } from '../modules/ledger/ledger.service.js';
import type { MemberIdentity } from '../modules/identity/session.service.js';
import { PromotionFacts } from '../modules/promotions/promotion-facts.js';
import { RaffleDrawsService } from '../modules/promotions/raffle-draws.service.js';
import { CashbackService } from '../modules/promotions/cashback.service.js';
import { PromotionsService } from '../modules/promotions/promotions.service.js';
import { RaffleService } from '../modules/promotions/raffle.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * Promotions (issue 17): claims per second on ONE hot deposit bonus with a budget, by 50 concurrent
 * players, each claiming twice at once (the second must be refused). The budget covers 90 % of the
 * players, so the run also proves it is never overspent and no player is paid twice. Prints one
 * JSON line. Then a red-envelope rain falls on the same players: envelopes for 90 % of them, each
 * player grabbing twice at once (grabs per second; the rain's budget paid exactly, one envelope per
 * player). Usage: node dist/promotions-bench.js [postgres-url]   (no url: embedded PGlite)
 */
const PLAYERS = Number(process.env.BENCH_PROMO_PLAYERS ?? 5_000);
const CLIENTS = 50;
const REWARD = 10_000n; // 100.00: 100 % of a 100.00 deposit

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'promotions-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'PROMOBENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'PROMOBENCH').executeTakeFirstOrThrow()
    ).id;
    const budget = (BigInt(PLAYERS) * REWARD * 9n) / 10n;
    const { rows: promo } = await sql<{ id: number }>`
      insert into promotions (merchant_id, kind, art, starts_at, repeat, budget, rules)
      values (${merchantId}, 'DEPOSIT_BONUS', 'reload', now() - interval '1 day', 'ONCE', ${budget},
        ${JSON.stringify({ kind: 'DEPOSIT_BONUS', deposit: 'ANY', percent: 100, capMinor: String(REWARD), minDepositMinor: '100', turnoverMultiple: 1 })}::jsonb)
      returning id`.execute(db);
    const promotionId = promo[0]!.id;
    await sql`insert into promotion_texts values (${promotionId}, 'EN', 'Bench', 'Bench', 'Bench')`.execute(
      db,
    );
    // Players who joined yesterday and deposited 100.00 since (rows as the deposit flow leaves them).
    await sql`
      insert into members (merchant_id, username, referral_code)
      select ${merchantId}, 'pb' || g, 'PB' || g from generate_series(1, ${PLAYERS}) g`.execute(db);
    const channel = (
      await db
        .selectFrom('deposit_channels')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirstOrThrow()
    ).id;
    await sql`
      insert into promotion_joins (promotion_id, member_id, joined_at)
      select ${promotionId}, id, now() - interval '1 day' from members where username like 'pb%'`.execute(db);
    const members = await db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('username', 'like', 'pb%')
      .execute();

    // Each player deposited 100.00 an hour ago, as the deposit flow leaves it: the row and its
    // ledger credit (so, as for any real claimant, the player's wallet account exists).
    const { rows: deposits } = await sql<{ id: string; member_id: string }>`
      insert into deposits (merchant_id, member_id, channel_id, amount, status, request_key, completed_at)
      select ${merchantId}, id, ${channel}, ${REWARD}, 'SUCCESS', 'pb-' || id, now() - interval '1 hour'
      from members where username like 'pb%'
      returning id, member_id`.execute(db);
    for (let i = 0; i < deposits.length; i += 500)
      await db.transaction().execute((trx) =>
        postTransfersInTransaction(
          trx,
          deposits.slice(i, i + 500).map((d) => ({
            merchantId,
            key: `deposit:${d.id}`,
            type: 'DEPOSIT',
            memberId: BigInt(d.member_id),
            postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(BigInt(d.member_id)), REWARD),
          })),
        ),
      );
    // The claims are served as by a process that did not take those deposits: it knows no wallet ids.
    forgetAccountIds();

    const timeZone = 'Asia/Manila';
    const promotions = new PromotionsService({
      db,
      timeZone,
      cashback: new CashbackService({ db, timeZone }),
      raffleDraws: new RaffleDrawsService({ db, timeZone }),
      facts: new PromotionFacts({ db, timeZone }),
    });
    const identity = (m: { id: string | bigint; username: string }): MemberIdentity => ({
      memberId: BigInt(m.id),
      merchantId,
      type: 0,
      username: m.username,
      rankLevel: 0,
      tokenHash: '',
      loginMethod: 'bench',
    });
    const outcome = { paid: 0, budgetRefused: 0, twice: 0, other: 0 };
    const latencies: number[] = [];
    let next = 0;
    const claimOnce = async (who: MemberIdentity) => {
      const t0 = performance.now();
      try {
        await promotions.claim(who, 'EN', promotionId);
        outcome.paid++;
      } catch (e) {
        const code = e instanceof AppError ? e.errorCode : 'other';
        if (code === 'promotion.budget.exhausted') outcome.budgetRefused++;
        else if (code === 'promotion.already.claimed' || code === 'promotion.nothing.to.claim')
          outcome.twice++;
        else {
          outcome.other++;
          if (outcome.other === 1) console.error(e);
        }
      }
      latencies.push(performance.now() - t0);
    };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < members.length) {
          const who = identity(members[next++]!);
          await Promise.all([claimOnce(who), claimOnce(who)]);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const used = await db
      .selectFrom('promotions')
      .select('budget_used')
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    const claims = await sql<{ n: string; members: string; sum: string }>`
      select count(*) n, count(distinct member_id) members, coalesce(sum(amount), 0) sum
      from promotion_claims where promotion_id = ${promotionId}`.execute(db);
    const rain = await rainPhase(db, merchantId, members.map(identity));
    const ledger = await checkLedger(db);
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        players: PLAYERS,
        attempts: PLAYERS * 2,
        claimsPerSecond: Math.round((PLAYERS * 2) / seconds),
        paidPerSecond: Math.round(outcome.paid / seconds),
        p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]! * 10) / 10,
        ...outcome,
        budget: String(budget),
        budgetUsed: String(used.budget_used),
        claimRows: Number(claims.rows[0]!.n),
        claimMembers: Number(claims.rows[0]!.members),
        overspent:
          BigInt(used.budget_used) > budget || BigInt(claims.rows[0]!.sum) !== BigInt(used.budget_used),
        paidTwice: Number(claims.rows[0]!.n) !== Number(claims.rows[0]!.members),
        ledgerProblems: ledger.length,
        rain,
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

/** A rain falling now over the players: each grabs twice at once, by CLIENTS concurrent clients. */
async function rainPhase(
  db: Parameters<typeof migrateToLatest>[0],
  merchantId: number,
  players: MemberIdentity[],
) {
  const timeZone = 'Asia/Manila';
  const envelopes = Math.floor(players.length * 0.9);
  const rainBudget = BigInt(envelopes) * 500n; // 5.00 on average, at least 1.00
  const started = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.now() - 60_000);
  const rules = {
    kind: 'RED_ENVELOPE',
    times: [started],
    minutes: 60,
    envelopes,
    rainBudgetMinor: String(rainBudget),
    minMinor: '100',
    turnoverMultiple: 1,
  };
  const { rows } = await sql<{ id: number }>`
    insert into promotions (merchant_id, kind, art, starts_at, repeat, rules, eligibility)
    values (${merchantId}, 'RED_ENVELOPE', 'envelope', now() - interval '1 day', 'DAILY', ${JSON.stringify(rules)}::jsonb,
      ${JSON.stringify({ newPlayersOnly: false, vipLevels: [], minDeposits: 0 })}::jsonb)
    returning id`.execute(db);
  const rainId = rows[0]!.id;
  await sql`insert into promotion_texts values (${rainId}, 'EN', 'Rain', 'Rain', 'Rain')`.execute(db);
  const raffles = new RaffleService({ db, facts: new PromotionFacts({ db, timeZone }) });
  const outcome = { grabbed: 0, empty: 0, twice: 0, other: 0 };
  const latencies: number[] = [];
  const grabOnce = async (who: MemberIdentity) => {
    const t0 = performance.now();
    try {
      await raffles.draw(who, 'EN', rainId);
      outcome.grabbed++;
    } catch (e) {
      const code = e instanceof AppError ? e.errorCode : 'other';
      if (code === 'promotion.nothing.to.claim') outcome.empty++;
      else if (code === 'promotion.already.claimed') outcome.twice++;
      else {
        outcome.other++;
        if (outcome.other === 1) console.error(e);
      }
    }
    latencies.push(performance.now() - t0);
  };
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < players.length) {
        const who = players[next++]!;
        await Promise.all([grabOnce(who), grabOnce(who)]);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const paid = await sql<{ n: string; members: string; sum: string }>`
    select count(*) n, count(distinct member_id) members, coalesce(sum(amount), 0) sum
    from promotion_claims where promotion_id = ${rainId}`.execute(db);
  latencies.sort((a, b) => a - b);
  const r = paid.rows[0]!;
  return {
    envelopes,
    grabsPerSecond: Math.round((players.length * 2) / seconds),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]! * 10) / 10,
    ...outcome,
    // Every envelope taken (more grabs than envelopes): the rain's budget paid to the cent, no more.
    paidExactly: BigInt(r.sum) === rainBudget && Number(r.n) === envelopes,
    paidTwice: Number(r.n) !== Number(r.members),
  };
}

void main();
