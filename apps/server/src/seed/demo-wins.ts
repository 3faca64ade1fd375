import { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import type { Db } from '../db/create-db.js';
import { createCryptoRng } from '../modules/house-vendor/games/rng.js';
import { HouseRounds } from '../modules/house-vendor/house-rounds.service.js';
import { HOUSE_VENDOR, HouseVendorWallet } from '../modules/house-vendor/house-vendor-wallet.js';
import { hashPassword } from '../modules/identity/password.js';
import { house, mainWallet, move } from '../modules/ledger/ledger-accounts.js';
import { postTransfer } from '../modules/ledger/ledger.service.js';
import { vendorPlayer } from '../adapters/game-vendor/game-vendor.js';
import { VendorTransferService } from '../modules/wallet/vendor-transfer.service.js';
import { DEMO_PASSWORD } from './demo-members.js';

/**
 * Demo players whose real house-game rounds fill the home page's winner board on a fresh site.
 * Each plays until it has won: `slot` line bet and `fish` bet and target, minor units.
 */
export const DEMO_WINNERS = [
  { username: 'agila2024', slotLineBet: 50n, fish: { bet: 100n, target: 'TURTLE' } },
  { username: 'bituin88', slotLineBet: 25n, fish: { bet: 200n, target: 'LIONFISH' } },
  { username: 'mayumi07', slotLineBet: 10n, fish: { bet: 500n, target: 'PUFFERFISH' } },
] as const;

const OPENING = 100_000n; // 1,000.00 on the main wallet
const TO_GAMES = 40_000n; // 400.00 of it moved to the house games
const SLOT_WINS = 2;
const MAX_ROUNDS = 60; // per game: enough for a win with near certainty, and never the whole stake

/**
 * Seeds the demo winners once per merchant (their accounts mark it), through the same paths a
 * player's money takes: an opening deposit posted to the ledger, a transfer to the house vendor
 * by the platform's vendor transfer, real rounds of Lucky Sevens and Ocean Hunter drawn by the
 * house games' RNG, and the rest brought back (the ledger books the game result then). The bet
 * sync job then stores the rounds as bets, like any other. Skipped when the house vendor runs as
 * a separate service (HOUSE_VENDOR_URL): its rounds are not in this database.
 */
export async function seedDemoWins(db: Db, opts: { merchantCode: string }): Promise<boolean> {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', opts.merchantCode)
    .executeTakeFirst();
  if (!merchant) return false;
  const merchantId = merchant.id;
  const seeded = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_WINNERS[0].username)
    .executeTakeFirst();
  if (seeded) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('members')
      .values(
        DEMO_WINNERS.map((w, i) => ({
          merchant_id: merchantId,
          username: w.username,
          password_hash: passwordHash,
          first_login_at: new Date(),
          referral_code: `REFWIN${i + 1}`,
        })),
      )
      .returning(['id', 'username'])
      .execute();
    for (const m of rows) {
      await postTransfer(trx, {
        merchantId,
        key: `seed:opening:${m.id}`,
        type: 'DEPOSIT',
        memberId: BigInt(m.id),
        reference: 'Opening balance',
        postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(BigInt(m.id)), OPENING),
      });
    }
    return rows;
  });

  const wallet = new HouseVendorWallet(db);
  const transfers = new VendorTransferService(db, new VendorRegistry().register(wallet), 10_000);
  const rounds = new HouseRounds(db, createCryptoRng());
  for (const winner of DEMO_WINNERS) {
    const member = members.find((m) => m.username === winner.username);
    if (!member) continue;
    const memberId = BigInt(member.id);
    const player = vendorPlayer(memberId);
    const transfer = (direction: 'IN' | 'OUT', amount: bigint) =>
      transfers.transfer(
        {
          merchantId,
          memberId,
          vendor: HOUSE_VENDOR,
          direction,
          amount,
          requestKey: `seed-wins-${memberId}-${direction}`,
        },
        'seed',
      );
    await transfer('IN', TO_GAMES);

    const slot = await rounds.openSession({ merchantId, player, game: 'SLOT', demo: false });
    for (let n = 0, wins = 0; n < MAX_ROUNDS && wins < SLOT_WINS; n++) {
      const round = await rounds.spin(slot, winner.slotLineBet.toString());
      if (BigInt(round.payout) > BigInt(round.stake)) wins++;
    }
    const fish = await rounds.openSession({ merchantId, player, game: 'FISH', demo: false });
    for (let n = 0; n < MAX_ROUNDS; n++) {
      const round = await rounds.shoot(fish, winner.fish.bet.toString(), winner.fish.target);
      if (BigInt(round.payout) > BigInt(round.stake)) break;
    }

    const left = await wallet.balance(merchantId, player);
    if (left > 0n) await transfer('OUT', left);
  }
  return true;
}
