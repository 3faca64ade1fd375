import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { InProcessBus } from '../adapters/redis/bus.js';
import { migrateToLatest } from '../db/migrate.js';
import { CardRoom, pvpChannel, pvpWallet, type TableEvent } from '../modules/house-pvp/card-room.service.js';
import { cardRoomTiming, SEATS, tableName } from '../modules/house-pvp/card-table.js';
import { legalActions } from '../modules/house-pvp/games/holdem.js';
import { createCryptoRng } from '../modules/house-vendor/games/rng.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * The card room's figure (issue 19): BENCH_PVP_TABLES (200) tables playing at once, each with two
 * people and two bots, BENCH_PVP_HANDS (5) hands each, at the default pace (15 s to act, bots
 * thinking 1.2 s, 3.75 s between hands) on a simulated clock: people answer the moment their turn
 * arrives on the table's stream (check or call), the dealer moves bots and starts hands when due.
 * CPU is this process's (user + system; with PGlite it includes the database, with PostgreSQL the
 * server's share is not counted): per hand, and per table as a share of one core at that pace.
 * Money is checked: people's wallets + the house book (rake, bots) end where they started.
 * Prints one JSON line. Usage: node dist/card-room-bench.js [postgres-url]   (no url: embedded PGlite)
 */
const TABLES = Number(process.env.BENCH_PVP_TABLES ?? 200);
const HANDS = Number(process.env.BENCH_PVP_HANDS ?? 5);
const PARALLEL = 20;
const START = 1_000_000n;

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'card-room-bench');
  const { db } = handle;
  const bus = new InProcessBus({ warn: () => undefined });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'PVPBENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'PVPBENCH').executeTakeFirstOrThrow()
    ).id;
    let now = Date.now();
    const timing = cardRoomTiming(15, 8);
    const room = new CardRoom({ db, bus, timing, bots: createCryptoRng(), now: () => now });
    const players = Array.from({ length: TABLES * 2 }, (_, i) => `pb${i}`);
    await sql`
      insert into house_vendor_wallets (merchant_id, player, balance)
      select ${merchantId}, 'HPVP:pb' || g, ${START.toString()}::bigint from generate_series(0, ${players.length - 1}) g
    `.execute(db);
    // Two people at each table (seated directly: the room would seat friends together).
    const seat = (player: string) => ({
      wallet: pvpWallet({ player, demo: false }),
      player,
      name: tableName(player),
      bot: false,
      timeouts: 0,
      leaving: false,
    });
    const ids = (
      await sql<{ id: string }>`
      insert into pvp_tables (merchant_id, room, demo, seats, due_at)
      select ${merchantId}, 'HOLDEM1', false,
        jsonb_build_array(x.a, x.b) || ${JSON.stringify(Array(SEATS - 2).fill(null))}::jsonb,
        ${new Date(now)}
      from jsonb_to_recordset(${JSON.stringify(
        Array.from({ length: TABLES }, (_, i) => ({
          a: seat(players[2 * i]!),
          b: seat(players[2 * i + 1]!),
        })),
      )}::jsonb) as x(a jsonb, b jsonb)
      returning id::text
    `.execute(db)
    ).rows.map((r) => r.id);
    const tokens = new Map<string, string>();
    for (const p of players)
      tokens.set(
        pvpWallet({ player: p, demo: false }),
        await room.openSession({ merchantId, player: p, game: 'HOLDEM1', demo: false }),
      );

    const latest = new Map<string, TableEvent>();
    const settled = new Map<string, number>();
    for (const id of ids)
      bus.subscribe(pvpChannel(id), (e) => {
        const event = e as TableEvent;
        latest.set(id, event);
        if (event.table.hand?.result) settled.set(id, event.table.hand.no);
      });

    const actMs: number[] = [];
    let moves = 0;
    const started = now;
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    while ([...ids].some((id) => (settled.get(id) ?? 0) < HANDS)) {
      // People whose turn it is answer at once.
      const turns = [...latest.values()].flatMap((e) => {
        const h = e.table.hand;
        const s = h && !h.result && h.toAct !== null ? e.table.seats[h.toAct] : null;
        return s && !s.bot && (settled.get(e.table.id) ?? 0) < HANDS ? [{ e, s }] : [];
      });
      if (turns.length === 0) {
        // Nothing for people to do: the clock goes to the next due move and the dealer runs.
        const next = await room.nextDueAt();
        if (next === null) break;
        now = Math.max(now, next);
        moves += await room.runDue();
        continue;
      }
      for (let i = 0; i < turns.length; i += PARALLEL)
        await Promise.all(
          turns.slice(i, i + PARALLEL).map(async ({ e, s }) => {
            const h = e.table.hand!;
            const action = legalActions(h).find((a) => a.action === 'check' || a.action === 'call')!.action;
            const t0 = performance.now();
            await room.act(tokens.get(s.wallet), { hand: h.no, action });
            actMs.push(performance.now() - t0);
            moves++;
          }),
        );
    }
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const wallMs = performance.now() - wall0;
    const playedSeconds = (now - started) / 1000;
    const hands = [...settled.values()].reduce((a, b) => a + b, 0);

    const money = (
      await sql<{ wallets: string; book: string; held: string }>`
      select (select sum(balance) from house_vendor_wallets where merchant_id = ${merchantId} and player like 'HPVP:pb%')::text as wallets,
        (select coalesce(sum(rake + bots), 0) from pvp_house_book where merchant_id = ${merchantId})::text as book,
        (select coalesce(sum(escrow), 0) from pvp_hand_players where merchant_id = ${merchantId} and settled_at is null)::text as held
    `.execute(db)
    ).rows[0]!;
    // Hands begun after a table's last counted one still hold their escrow.
    const moneyExact =
      BigInt(money.wallets) + BigInt(money.book) + BigInt(money.held) === START * BigInt(players.length);
    actMs.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        tables: TABLES,
        hands,
        moves,
        wallSeconds: Math.round(wallMs / 100) / 10,
        playedSeconds: Math.round(playedSeconds),
        cpuMsPerHand: Math.round((cpuMs / hands) * 10) / 10,
        // A table's share of one core while playing at the default pace.
        cpuPercentPerTable: Math.round((cpuMs / TABLES / (playedSeconds * 1000)) * 100 * 1000) / 1000,
        actP95Ms: Math.round(actMs[Math.floor(actMs.length * 0.95)]! * 10) / 10,
        moneyExact,
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
