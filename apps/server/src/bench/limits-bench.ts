import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { VendorRegistry, vendorPlayer } from '../adapters/game-vendor/game-vendor.js';
import { migrateToLatest } from '../db/migrate.js';
import { createCryptoRng } from '../modules/house-vendor/games/rng.js';
import { HouseRounds } from '../modules/house-vendor/house-rounds.service.js';
import { HOUSE_VENDOR, HouseVendorWallet } from '../modules/house-vendor/house-vendor-wallet.js';
import { spendAllowance } from '../modules/house-vendor/play-allowances.repo.js';

import { house, mainWallet, move } from '../modules/ledger/ledger-accounts.js';
import { postTransfer } from '../modules/ledger/ledger.service.js';
import { PlayLimits } from '../modules/responsible-gaming/play-limits.js';
import { upsertLimit } from '../modules/responsible-gaming/responsible-gaming.repo.js';
import { VendorTransferService } from '../modules/wallet/vendor-transfer.service.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { openBenchDb } from './bench-db.js';

/**
 * Issue 20's figure: what the limit check adds to a move into a game wallet and to a spin. PLAYERS
 * players, half with a deposit, loss and wager limit and a session limit, each with BETS_EACH bets
 * this month; every player moves 1.00 into the house wallet ROUNDS times (one after another), and
 * spins the house slot for 1.00 as often, in a session opened with the allowance its launch would
 * send (decision 0063: the vendor counts each spin against it in the round's transaction), and
 * times that one statement alone. p50/p99 with and without limits; the target is ≤ 1 ms added at
 * p99. Prints one JSON line.
 * Usage: node dist/limits-bench.js [postgres-url]
 */
const PLAYERS = Number(process.env.BENCH_LIMITS_PLAYERS ?? 200);
const BETS_EACH = Number(process.env.BENCH_LIMITS_BETS ?? 300);
const ROUNDS = 10;
const ROLLBACK = Symbol('rollback');
const TZ = 'Asia/Manila';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round2 = (n: number) => Math.round(n * 100) / 100;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round2(percentile(sorted, 50)), p99: round2(percentile(sorted, 99)) };
};

async function main() {
  const url = process.argv[2];
  const { handle, cleanup } = await openBenchDb(url, 'limits-bench');
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { merchantCode: 'RGBENCH' });
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'RGBENCH').executeTakeFirstOrThrow()
    ).id;
    await sql`
      insert into members (merchant_id, username, referral_code)
      select ${merchantId}, 'rg' || g, 'RG' || g from generate_series(1, ${PLAYERS}) g`.execute(db);
    const members = (
      await db.selectFrom('members').select('id').where('username', 'like', 'rg%').orderBy('id').execute()
    ).map((m) => BigInt(m.id));
    await sql`
      insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
        stake, valid_bet, payout, status, placed_at, settled_at)
      select ${merchantId}, m.id, 'HOUSE', 'rg-' || m.id || '-' || k, 'RNG', 'bench', 'Bench', 100, 100,
        case when k % 3 = 0 then 250 else 0 end, 'SETTLED',
        date_trunc('month', now()) + (k % 20) * interval '1 hour', now()
      from members m cross join generate_series(1, ${BETS_EACH}) k
      where m.username like 'rg%'`.execute(db);
    const limited = new Set(members.filter((_, i) => i % 2 === 0));
    for (const memberId of members) {
      await postTransfer(db, {
        merchantId,
        key: `bench-fund:${memberId}`,
        type: 'DEPOSIT',
        memberId,
        reference: 'bench',
        postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(memberId), 1_000_000n),
      });
      if (!limited.has(memberId)) continue;
      const limit = (
        kind: 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION',
        period: 'DAY' | 'WEEK' | 'MONTH' | 'SESSION',
        value: bigint,
      ) =>
        upsertLimit(db, {
          memberId,
          merchantId,
          limit: { kind, period, value, pendingValue: null, pendingAt: null },
        });
      await limit('DEPOSIT', 'DAY', 10_000_000n);
      await limit('LOSS', 'WEEK', 10_000_000n);
      await limit('WAGER', 'MONTH', 100_000_000n);
      await limit('SESSION', 'SESSION', 600n);
    }

    const limits = new PlayLimits({ db, timeZone: TZ });
    const transfers = new VendorTransferService(
      db,
      new VendorRegistry().register(new HouseVendorWallet(db)),
      10_000,
      limits,
    );
    const samples = {
      transfer: { with: [] as number[], without: [] as number[] },
      spin: { with: [] as number[], without: [] as number[] },
      // The check alone: the one statement a spin adds (a stake of nothing changes nothing).
      check: [] as number[],
    };
    const sessionStartedAt = new Date(Date.now() - 30 * 60_000);
    const rounds = new HouseRounds(db, createCryptoRng());
    const sessions = new Map<bigint, string>();
    for (const memberId of members) {
      const allowance = await limits.launchAllowance({ merchantId, memberId, sessionStartedAt });
      sessions.set(
        memberId,
        await rounds.openSession({
          merchantId,
          player: vendorPlayer(memberId),
          game: 'SLOT',
          demo: false,
          allowance,
        }),
      );
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const memberId of members) {
        const side = limited.has(memberId) ? 'with' : 'without';
        let t0 = performance.now();
        await transfers.transfer(
          {
            merchantId,
            memberId,
            vendor: HOUSE_VENDOR,
            direction: 'IN',
            amount: 100n,
            requestKey: `bench-${memberId}-${r}`,
          },
          'bench',
        );
        samples.transfer[side].push(performance.now() - t0);
        t0 = performance.now();
        await rounds.spin(sessions.get(memberId), '5');
        samples.spin[side].push(performance.now() - t0);
        const player = { merchantId, player: vendorPlayer(memberId), stake: 0n, payout: 0n, now: new Date() };
        // Inside a transaction, as in a spin (whose commit it shares), rolled back: BEGIN and
        // ROLLBACK are counted too, so this is an upper bound.
        t0 = performance.now();
        await db
          .transaction()
          .execute(async (trx) => {
            await spendAllowance(trx, player);
            throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          });
        samples.check.push(performance.now() - t0);
      }
    }
    const transfer = { with: stats(samples.transfer.with), without: stats(samples.transfer.without) };
    const spin = { with: stats(samples.spin.with), without: stats(samples.spin.without) };
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        players: PLAYERS,
        betsEach: BETS_EACH,
        transfer,
        transferAddedP99Ms: round2(transfer.with.p99 - transfer.without.p99),
        spin,
        spinAddedP99Ms: round2(spin.with.p99 - spin.without.p99),
        allowanceCheck: stats(samples.check),
      }),
    );
  } finally {
    await handle.close();
    cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
