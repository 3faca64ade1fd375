import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPglite, openPostgres, type DbHandle } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/seed-demo.js';
import { house, mainWallet, move } from '../modules/ledger/ledger-accounts.js';
import { postTransfer } from '../modules/ledger/ledger.service.js';

/**
 * Ledger throughput (issue 4): transfers per second and p99 latency with 50 concurrent clients,
 * spread over many wallets and on one hot wallet. Each transfer is a whole `ledger_post`
 * (idempotency key, locks, balances, entries) in its own transaction. Prints one JSON line.
 * Usage: node dist/ledger-bench.js [postgres-url]   (no url: embedded PGlite in a temp folder)
 */
const CLIENTS = 50;
const WALLETS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function open(url: string | undefined): Promise<{ handle: DbHandle; cleanup: () => void }> {
  // The server's own pool size (create-db.ts) by default: 50 clients share it, as requests do.
  if (url) return { handle: openPostgres(url, Number(process.env.BENCH_POOL ?? 10)), cleanup: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'bet-ledger-bench-'));
  return { handle: await openPglite(path.join(dir, 'pglite')), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await open(url);
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'BENCH' });
    const merchantId = (await db.selectFrom('merchants').select('id').where('code', '=', 'BENCH').executeTakeFirstOrThrow()).id;
    const run = `${Date.now()}`;
    const inserted = await db
      .insertInto('members')
      .values(Array.from({ length: WALLETS }, (_, i) => ({ merchant_id: merchantId, username: `bench${run}_${i}`, referral_code: `B${run}${i}` })))
      .returning('id')
      .execute();
    const ids = inserted.map((m) => BigInt(m.id));
    for (const id of ids) {
      await postTransfer(db, { merchantId, key: `fund:${run}:${id}`, type: 'DEPOSIT', memberId: id, postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(id), 100_000_000n) });
    }
    const pick = () => ids[Math.floor(Math.random() * ids.length)]!;

    let seq = 0;
    const measure = async (name: string, next: () => [bigint, bigint]) => {
      const latencies: number[] = [];
      const until = performance.now() + SECONDS * 1000;
      const client = async () => {
        while (performance.now() < until) {
          const [from, to] = next();
          const started = performance.now();
          await postTransfer(db, { merchantId, key: `${name}:${run}:${++seq}`, type: 'BENCH', memberId: from, postings: move(mainWallet(from), mainWallet(to), 1n) });
          latencies.push(performance.now() - started);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, client));
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      return { transfersPerSecond: Math.round(latencies.length / elapsed), p99Ms: Number(latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)) };
    };

    const spread = await measure('spread', () => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      return [from, to];
    });
    const hot = ids[0]!;
    const hotWallet = await measure('hot', () => {
      let other = pick();
      while (other === hot) other = pick();
      return Math.random() < 0.5 ? [hot, other] : [other, hot];
    });
    console.log(JSON.stringify({ database: url ? 'postgres' : 'pglite', clients: CLIENTS, seconds: SECONDS, spread, hot: hotWallet }));
  } finally {
    await handle.close();
    cleanup();
  }
}

await main();
