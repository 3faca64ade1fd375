import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** A player's wallet at the house vendor (free play has its own, `demo:<player>`). */
export const findWalletBalance = (db: Db, merchantId: number, player: string) =>
  db
    .selectFrom('house_vendor_wallets')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('player', '=', player)
    .executeTakeFirst();

export const findTransfer = (db: Db, merchantId: number, reference: string) =>
  db
    .selectFrom('house_vendor_transfers')
    .select('reference')
    .where('merchant_id', '=', merchantId)
    .where('reference', '=', reference)
    .executeTakeFirst();

/** Records a transfer by its reference; undefined when the reference was recorded before. */
export const insertTransferOnce = (
  db: Db,
  t: { merchantId: number; reference: string; player: string; amount: bigint },
) =>
  db
    .insertInto('house_vendor_transfers')
    .values({
      merchant_id: t.merchantId,
      reference: t.reference,
      player: t.player,
      amount: t.amount.toString(),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'reference']).doNothing())
    .returning('reference')
    .executeTakeFirst();

export const ensureWallet = (db: Db, merchantId: number, player: string) =>
  sql`
    insert into house_vendor_wallets (merchant_id, player) values (${merchantId}, ${player})
    on conflict (merchant_id, player) do nothing
  `.execute(db);

/**
 * Moves the balance by `delta` in one statement, only if it stays at or above zero: the new
 * balance, or undefined when the wallet holds too little.
 */
export const addToBalanceIfCovered = async (db: Db, merchantId: number, player: string, delta: bigint) =>
  (
    await sql<{ balance: bigint }>`
    update house_vendor_wallets set balance = balance + ${delta.toString()}::bigint
    where merchant_id = ${merchantId} and player = ${player} and balance + ${delta.toString()}::bigint >= 0
    returning balance
  `.execute(db)
  ).rows[0];

/** Tops a free-play wallet up to `balance` (never down), creating it when new. */
export const topUpWallet = (db: Db, merchantId: number, player: string, balance: bigint) =>
  sql`
    insert into house_vendor_wallets (merchant_id, player, balance) values (${merchantId}, ${player}, ${balance.toString()}::bigint)
    on conflict (merchant_id, player) do update set balance = greatest(house_vendor_wallets.balance, excluded.balance)
  `.execute(db);

/** The wallet's balance, its row locked until the transaction ends (a round reads, then writes it). */
export const lockWalletBalance = async (db: Db, merchantId: number, player: string) =>
  (
    await sql<{ balance: bigint }>`
    select balance from house_vendor_wallets where merchant_id = ${merchantId} and player = ${player} for update
  `.execute(db)
  ).rows[0];

export const setWalletBalance = (db: Db, merchantId: number, player: string, balance: bigint) =>
  db
    .updateTable('house_vendor_wallets')
    .set({ balance })
    .where('merchant_id', '=', merchantId)
    .where('player', '=', player)
    .execute();
