import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { InProcessBus } from '../adapters/redis/bus.js';
import { migrateToLatest } from '../db/migrate.js';
import { SPOTS } from '../modules/house-live/games/baccarat.js';
import { registerLiveCasinoRoutes } from '../modules/house-live/live-casino.routes.js';
import { LiveCasino, liveChannel } from '../modules/house-live/live-casino.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * The live baccarat table's figures (issue 19), on the vendor's services without the platform:
 * BENCH_LIVE_PLAYERS (1,000) players at one table, each connected to the table's event stream over
 * HTTP and betting every round (50 at a time), for BENCH_LIVE_ROUNDS (5) rounds. Per round: the
 * settlement (deal from the seed, every bet paid, the round marked) and the result's fan-out
 * from its publication to each stream, p50 / p95 / last. Money is checked: the wallets end at
 * what they started with, less the stakes, plus the payouts.
 * Prints one JSON line. Usage: node dist/live-bench.js [postgres-url]   (no url: embedded PGlite)
 */
const PLAYERS = Number(process.env.BENCH_LIVE_PLAYERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 5);
const PARALLEL = 50;
const START = 1_000_000_000n;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'live-bench');
  const { db } = handle;
  const bus = new InProcessBus({ warn: () => undefined });
  const app = Fastify({ logger: false });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'LIVEBENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'LIVEBENCH').executeTakeFirstOrThrow()
    ).id;
    // The bench moves the clock: a round's betting is open until it says the round has closed.
    let now = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000;
    const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
    const table = { code: 'BACCARAT' as const, name: 'Bench', bettingMs: 40_000, dealMs: 20_000 };
    const live = new LiveCasino({ db, clock, bus, tables: [table] });

    await sql`
      insert into house_vendor_wallets (merchant_id, player, balance)
      select ${merchantId}, 'HLIVE:lb' || g, ${START.toString()}::bigint from generate_series(0, ${PLAYERS - 1}) g
    `.execute(db);
    const tokens = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) =>
        live.openSession({ merchantId, player: `lb${i}`, game: 'BACCARAT', demo: false }),
      ),
    );

    registerLiveCasinoRoutes(app, { live, bus, betsPerMinute: 1_000_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let publishedAt = 0;
    // subscribed before the streams: runs first at each publication
    bus.subscribe(liveChannel('BACCARAT'), (m) => {
      if ((m as { type: string }).type === 'result') publishedAt = performance.now();
    });
    let arrivals: number[] = [];
    let expectNo = '';
    await Promise.all(
      tokens.map(
        (token) =>
          new Promise<void>((ready) => {
            const req = request({ port, path: `/hv/live/stream?t=${token}`, agent: false }, (res) => {
              ready();
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                if (chunk.includes('"type":"result"') && chunk.includes(`"no":"${expectNo}"`))
                  arrivals.push(performance.now() - publishedAt);
              });
            });
            req.end();
          }),
      ),
    );

    const rounds: {
      placeP99Ms: number;
      settleMs: number;
      fanoutP50Ms: number;
      fanoutP95Ms: number;
      fanoutLastMs: number;
      received: number;
    }[] = [];
    let staked = 0n;
    for (let r = 0; r < ROUNDS; r++) {
      const current = (await live.state(tokens[0])).round;
      expectNo = current.no;
      arrivals = [];
      const latencies: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < PLAYERS) {
            const i = next++;
            const started = performance.now();
            await live.placeBets(tokens[i], {
              round: current.no,
              bets: [{ spot: SPOTS[(i + r) % 3]!, amount: String(100 * (1 + (i % 7))) }],
            });
            latencies.push(performance.now() - started);
            staked += BigInt(100 * (1 + (i % 7)));
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      now = current.closesAt;
      const started = performance.now();
      await live.settleDue();
      const settleMs = performance.now() - started;
      const deadline = performance.now() + 10_000;
      while (arrivals.length < PLAYERS && performance.now() < deadline)
        await new Promise((res) => setTimeout(res, 5));
      arrivals.sort((a, b) => a - b);
      rounds.push({
        placeP99Ms: round1(pct(latencies, 0.99)),
        settleMs: round1(settleMs),
        fanoutP50Ms: round1(pct(arrivals, 0.5)),
        fanoutP95Ms: round1(pct(arrivals, 0.95)),
        fanoutLastMs: round1(arrivals[arrivals.length - 1] ?? NaN),
        received: arrivals.length,
      });
      now = current.nextAt + 1_000;
    }

    const money = await sql<{ balance: string; paid: string }>`
      select (select sum(balance) from house_vendor_wallets where merchant_id = ${merchantId} and player like 'HLIVE:lb%')::text as balance,
        (select coalesce(sum(payout), 0) from live_bets where merchant_id = ${merchantId})::text as paid
    `.execute(db);
    const { balance, paid } = money.rows[0]!;
    const settle = rounds.map((r) => r.settleMs).sort((a, b) => a - b);
    const fanout95 = rounds.map((r) => r.fanoutP95Ms).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        players: PLAYERS,
        rounds: ROUNDS,
        settleMedianMs: settle[Math.floor(settle.length / 2)],
        settleMaxMs: settle[settle.length - 1],
        fanoutP95MedianMs: fanout95[Math.floor(fanout95.length / 2)],
        fanoutP95MaxMs: fanout95[fanout95.length - 1],
        allReceived: rounds.every((r) => r.received === PLAYERS),
        moneyExact: BigInt(balance) === START * BigInt(PLAYERS) - staked + BigInt(paid),
        perRound: rounds,
      }),
    );
  } finally {
    await app.close();
    await bus.close();
    await handle.close();
    cleanup();
  }
}

await main();
