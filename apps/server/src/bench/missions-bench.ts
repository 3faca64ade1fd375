import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate.js';
import { MissionsService } from '../modules/missions/missions.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * Missions (issue 17): the lag from a settled bet to its mission's progress row (what the mission
 * bar reads), with bets settling at BET_RATE per second across PLAYERS players while the progress
 * job runs every JOB_MS as the scheduler runs it. A bet's lag ends when the first recount whose
 * snapshot holds it commits. Prints one JSON line. Usage: node dist/missions-bench.js [postgres-url]
 */
const PLAYERS = Number(process.env.BENCH_MISSION_PLAYERS ?? 2_000);
const BET_RATE = Number(process.env.BENCH_MISSION_BET_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_MISSION_SECONDS ?? 20);
const JOB_MS = 5_000;

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'missions-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'MISSIONBENCH' });
    const merchantId = (
      await db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', 'MISSIONBENCH')
        .executeTakeFirstOrThrow()
    ).id;
    await sql`
      insert into members (merchant_id, username, referral_code)
      select ${merchantId}, 'mb' || g, 'MB' || g from generate_series(1, ${PLAYERS}) g`.execute(db);
    const members = (
      await db.selectFrom('members').select('id').where('username', 'like', 'mb%').execute()
    ).map((m) => BigInt(m.id));
    const missions = new MissionsService({ db, timeZone: 'Asia/Manila' });
    await missions.recountProgress(); // the seed's rows: not part of the figure

    const pending: number[] = []; // commit times of bets no recount has covered yet
    const lags: number[] = [];
    const runs: number[] = [];
    let betSeq = 0;
    let writing = true;
    const writer = (async () => {
      const started = performance.now();
      while (writing) {
        // Bets in small batches, as the bet sync writes them, at BET_RATE per second.
        const due = Math.floor(((performance.now() - started) / 1000) * BET_RATE) - betSeq;
        if (due <= 0) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const batch = Array.from({ length: Math.min(due, 200) }, () => {
          const n = ++betSeq;
          return sql`(${merchantId}, ${members[n % members.length]!}, 'HOUSE', ${`mb-${n}`}, 'RNG', 'bench',
            'Bench', 1000, 1000, 0, 'SETTLED', now(), now())`;
        });
        await sql`
          insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
            stake, valid_bet, payout, status, placed_at, settled_at)
          values ${sql.join(batch)}`.execute(db);
        const at = performance.now();
        for (let i = 0; i < batch.length; i++) pending.push(at);
      }
    })();
    const until = performance.now() + SECONDS * 1000;
    while (performance.now() < until) {
      await new Promise((r) => setTimeout(r, JOB_MS - (performance.now() % JOB_MS)));
      const covered = pending.length; // committed before this run's snapshot
      const t0 = performance.now();
      await missions.recountProgress();
      const done = performance.now();
      runs.push(done - t0);
      for (const at of pending.splice(0, covered)) lags.push(done - at);
    }
    writing = false;
    await writer;
    lags.sort((a, b) => a - b);
    runs.sort((a, b) => a - b);
    const pct = (xs: number[], p: number) =>
      Math.round(xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!);
    // Once the feed has caught up, every bench bet is in the daily RNG mission's progress, once.
    await missions.recountProgress();
    const { rows } = await sql<{ progress: string; bets: string }>`
      select (select coalesce(sum(p.progress), 0) from mission_progress p
              join missions m on m.id = p.mission_id join members u on u.id = p.member_id
              where m.merchant_id = ${merchantId} and m.task = 'BET' and m.category = 'RNG'
                and m.period = 'DAILY' and u.username like 'mb%') as progress,
             (select coalesce(sum(valid_bet), 0) from bets where vendor_bet_id like 'mb-%') as bets`.execute(
      db,
    );
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        players: PLAYERS,
        betsPerSecond: BET_RATE,
        bets: betSeq,
        jobEveryMs: JOB_MS,
        lagP50Ms: pct(lags, 0.5),
        lagP99Ms: pct(lags, 0.99),
        recountP99Ms: pct(runs, 0.99),
        progressExact: BigInt(rows[0]!.progress) === BigInt(rows[0]!.bets),
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

void main();
