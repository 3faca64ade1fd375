import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { InProcessBus } from '../adapters/redis/bus.js';
import { migrateToLatest } from '../db/migrate.js';
import { LotteryBetting, lotteryWallet } from '../modules/house-lottery/lottery-betting.service.js';
import { LotteryDraws } from '../modules/house-lottery/lottery-draws.service.js';
import { LotteryExport } from '../modules/house-lottery/lottery-export.service.js';
import { LOTTERY_GAMES } from '../modules/house-lottery/lottery-games.js';
import { registerLotteryPlayerRoutes } from '../modules/house-lottery/lottery-player.routes.js';
import { LotteryResults } from '../modules/house-lottery/lottery-results.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { createClock } from '../shared/clock.js';
import { openBenchDb } from './bench-db.js';

/**
 * The house lottery's figures (issue 16), on the vendor's services without the platform in front:
 *  1. slips placed per second on one issue by 50 concurrent players for BENCH_LOTTERY_SECONDS (10);
 *  2. settlement of one issue holding 100k bets (BENCH_LOTTERY_BETS): draw, pay, mark settled;
 *  3. one draw's result pushed to 1,000 Server-Sent Events clients over HTTP (BENCH_LOTTERY_STREAMS):
 *     p50 / p99 / last from the draw to each client's arrival.
 * Prints one JSON line. Usage: node dist/lottery-bench.js [postgres-url]   (no url: embedded PGlite)
 */
const SECONDS = Number(process.env.BENCH_LOTTERY_SECONDS ?? 10);
const CLIENTS = 50;
const SETTLE_BETS = Number(process.env.BENCH_LOTTERY_BETS ?? 100_000);
const STREAMS = Number(process.env.BENCH_LOTTERY_STREAMS ?? 1000);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'lottery-bench');
  const { db } = handle;
  const bus = new InProcessBus({ warn: () => undefined });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'LOTBENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'LOTBENCH').executeTakeFirstOrThrow()
    ).id;
    const clock = createClock({ adjustable: true });
    const games = LOTTERY_GAMES;
    const draws = new LotteryDraws({ db, games, clock, bus });
    const betting = new LotteryBetting({ db, games, clock });
    await draws.scheduleAhead();

    // --- 1. slips per second on one issue (Lucky 5D: five minutes of betting)
    const issue = (
      await db
        .selectFrom('house_lottery_draws')
        .select('issue')
        .where('game_code', '=', 'LUCKY5D')
        .where('close_at', '>', new Date(clock.now() + 60_000))
        .orderBy('draw_at')
        .executeTakeFirstOrThrow()
    ).issue;
    const tokens = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const player = `pbench${i}`;
        await sql`insert into house_vendor_wallets (merchant_id, player, balance)
                  values (${merchantId}, ${lotteryWallet({ player, demo: false })}, 1000000000)`.execute(db);
        return betting.openSession({ merchantId, player, demo: false });
      }),
    );
    let placed = 0;
    const latencies: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      tokens.map(async (token, i) => {
        while (performance.now() < until) {
          const started = performance.now();
          await betting.place(token, {
            game: 'LUCKY5D',
            issue,
            lines: [{ playType: 'DIGIT_1', content: String((placed + i) % 10), unitPrice: 1, multiple: 1 }],
          });
          latencies.push(performance.now() - started);
          placed++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);

    // --- 2. settling an issue of SETTLE_BETS bets (written in bulk, as many players' slips would be)
    const target = await db
      .selectFrom('house_lottery_draws')
      .select(['issue', 'draw_at'])
      .where('game_code', '=', 'FASTDICE')
      .where('close_at', '>', new Date(clock.now()))
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    await sql`
      insert into house_lottery_bets (merchant_id, player, wallet, demo, game_code, issue, play_type, content,
        units, unit_price, multiple, stake, odds)
      select ${merchantId}, 'pbench' || (g % ${CLIENTS}), 'HLOTT:pbench' || (g % ${CLIENTS}), false, 'FASTDICE',
        ${target.issue}, 'SUM', ((g % 14) + 4)::text, 1, 100, 1, 100,
        jsonb_build_object(((g % 14) + 4)::text, 100000)
      from generate_series(1, ${SETTLE_BETS}) g
    `.execute(db);
    clock.advance(new Date(target.draw_at).getTime() - clock.now() + 1);
    let started = performance.now();
    await draws.drawDue();
    const drawMs = performance.now() - started;
    started = performance.now();
    await draws.settleDrawn();
    const settleMs = performance.now() - started;
    const left = await db
      .selectFrom('house_lottery_bets')
      .select(sql<string>`count(*)`.as('n'))
      .where('issue', '=', target.issue)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();

    // --- 3. a draw's result to STREAMS SSE clients over HTTP
    const app = Fastify({ logger: false });
    registerLotteryPlayerRoutes(app, {
      betting,
      results: new LotteryResults({ db, clock }),
      bus,
      betsPerMinute: 1_000_000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const next = await db
      .selectFrom('house_lottery_draws')
      .select(['game_code', 'issue', 'draw_at'])
      .where('status', '=', 'OPEN')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    let drawnAt = 0;
    const arrivals: number[] = [];
    const connected: Array<Promise<void>> = [];
    const done = new Promise<void>((resolve) => {
      for (let i = 0; i < STREAMS; i++)
        connected.push(
          new Promise<void>((ready) => {
            const req = request({ port, path: '/hv/lottery/stream', agent: false }, (res) => {
              ready();
              let seen = false;
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                if (!seen && chunk.includes(`"issue":"${next.issue}"`) && chunk.includes('"DRAWN"')) {
                  seen = true;
                  arrivals.push(performance.now() - drawnAt);
                  if (arrivals.length === STREAMS) resolve();
                }
              });
            });
            req.end();
          }),
        );
    });
    await Promise.all(connected);
    clock.advance(Math.max(0, new Date(next.draw_at).getTime() - clock.now() + 1));
    drawnAt = performance.now();
    await draws.drawDue();
    await Promise.race([done, new Promise((r) => setTimeout(r, 30_000))]);
    arrivals.sort((a, b) => a - b);
    await app.close();
    const exported = await new LotteryExport(db).betsSince(merchantId, '0', 1000);

    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        betsPlaced: placed,
        betsPerSecond: Math.round(placed / SECONDS),
        placeP99Ms: Math.round(pct(latencies, 0.99) * 10) / 10,
        settleBets: SETTLE_BETS,
        drawMs: Math.round(drawMs),
        settleMs: Math.round(settleMs),
        leftPending: Number(left.n),
        streams: STREAMS,
        received: arrivals.length,
        fanoutP50Ms: Math.round(pct(arrivals, 0.5) * 10) / 10,
        fanoutP99Ms: Math.round(pct(arrivals, 0.99) * 10) / 10,
        fanoutLastMs: Math.round((arrivals[arrivals.length - 1] ?? NaN) * 10) / 10,
        exportedFirstPage: exported.bets.length,
      }),
    );
  } finally {
    await bus.close();
    await handle.close();
    cleanup();
  }
}

await main();
