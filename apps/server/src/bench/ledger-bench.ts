import { performance } from 'node:perf_hooks';
import { openBenchDb } from './bench-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { house, mainWallet, move } from '../modules/ledger/ledger-accounts.js';
import { groupCommitStats } from '../modules/ledger/ledger-batcher.js';
import { postTransfer, type TransferInput } from '../modules/ledger/ledger.service.js';

/**
 * Ledger throughput (issue 4): transfers per second and p99 latency with 50 concurrent clients,
 * spread over many wallets and on one hot wallet: posted standalone (through the group commit,
 * decision 0013) and inside a caller's transaction (one `ledger_post` each). Prints one JSON line.
 * Usage: node dist/ledger-bench.js [postgres-url]   (no url: embedded PGlite in a temp folder)
 */
const CLIENTS = 50;
const WALLETS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'ledger-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'BENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'BENCH').executeTakeFirstOrThrow()
    ).id;
    const run = `${Date.now()}`;
    const inserted = await db
      .insertInto('members')
      .values(
        Array.from({ length: WALLETS }, (_, i) => ({
          merchant_id: merchantId,
          username: `bench${run}_${i}`,
          referral_code: `B${run}${i}`,
        })),
      )
      .returning('id')
      .execute();
    const ids = inserted.map((m) => BigInt(m.id));
    for (const id of ids) {
      await postTransfer(db, {
        merchantId,
        key: `fund:${run}:${id}`,
        type: 'DEPOSIT',
        memberId: id,
        postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(id), 100_000_000n),
      });
    }
    const pick = () => ids[Math.floor(Math.random() * ids.length)]!;

    let seq = 0;
    // Standalone posts share the group commit; a post inside a caller's transaction (as the
    // money routes do, beside their own rows) is one ledger_post between BEGIN and COMMIT.
    const post = (inTransaction: boolean, input: TransferInput) =>
      inTransaction ? db.transaction().execute((trx) => postTransfer(trx, input)) : postTransfer(db, input);

    const measure = async (name: string, next: () => [bigint, bigint], inTransaction = false) => {
      const latencies: number[] = [];
      const grouped = { ...groupCommitStats };
      const until = performance.now() + SECONDS * 1000;
      const client = async () => {
        while (performance.now() < until) {
          const [from, to] = next();
          const started = performance.now();
          await post(inTransaction, {
            merchantId,
            key: `${name}:${run}:${++seq}`,
            type: 'BENCH',
            memberId: from,
            postings: move(mainWallet(from), mainWallet(to), 1n),
          });
          latencies.push(performance.now() - started);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, client));
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const batches = groupCommitStats.batches - grouped.batches;
      return {
        transfersPerSecond: Math.round(latencies.length / elapsed),
        p99Ms: Number(latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)),
        // How the group commit shared the work: transfers per multi-transfer batch, on average.
        perBatch: batches
          ? Number(((groupCommitStats.transfers - grouped.transfers) / batches).toFixed(1))
          : 1,
      };
    };

    const spreadPair = (): [bigint, bigint] => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      return [from, to];
    };
    const hot = ids[0]!;
    const hotPair = (): [bigint, bigint] => {
      let other = pick();
      while (other === hot) other = pick();
      return Math.random() < 0.5 ? [hot, other] : [other, hot];
    };
    const result = {
      database: url ? 'postgres' : 'pglite',
      clients: CLIENTS,
      seconds: SECONDS,
      spread: await measure('spread', spreadPair),
      hot: await measure('hot', hotPair),
      spreadInTransaction: await measure('spread-trx', spreadPair, true),
      hotInTransaction: await measure('hot-trx', hotPair, true),
    };
    console.log(JSON.stringify(result));
  } finally {
    await handle.close();
    cleanup();
  }
}

await main();
