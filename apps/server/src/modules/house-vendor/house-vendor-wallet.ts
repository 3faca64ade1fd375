import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import { VendorError, type GameVendor, type VendorTransfer } from '../../adapters/game-vendor/game-vendor.js';

export const HOUSE_VENDOR = 'HOUSE';

/**
 * The house vendor's wallet, on its own tables (house_vendor_*), reached only through the
 * GameVendor interface. Each transfer is recorded by reference in the same statement that moves
 * the balance, so a repeated reference is answered without moving money twice.
 */
export class HouseVendorWallet implements GameVendor {
  readonly code = HOUSE_VENDOR;
  constructor(private readonly db: Db) {}

  transferIn(t: VendorTransfer) {
    return this.apply(t, t.amount);
  }

  transferOut(t: VendorTransfer) {
    return this.apply(t, -t.amount);
  }

  async balance(merchantId: number, player: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('house_vendor_wallets')
      .select('balance')
      .where('merchant_id', '=', merchantId)
      .where('player', '=', player)
      .executeTakeFirst();
    return row ? BigInt(row.balance) : 0n;
  }

  async transferStatus(merchantId: number, reference: string): Promise<'APPLIED' | 'NOT_FOUND'> {
    const row = await this.db
      .selectFrom('house_vendor_transfers')
      .select('reference')
      .where('merchant_id', '=', merchantId)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? 'APPLIED' : 'NOT_FOUND';
  }

  private async apply(t: VendorTransfer, delta: bigint): Promise<{ balance: bigint }> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
          .insertInto('house_vendor_transfers')
          .values({
            merchant_id: t.merchantId,
            reference: t.reference,
            player: t.player,
            amount: delta.toString(),
          })
          .onConflict((oc) => oc.columns(['merchant_id', 'reference']).doNothing())
          .returning('reference')
          .executeTakeFirst();
        if (!inserted) return { balance: await balanceIn(trx, t) };
        await sql`
        insert into house_vendor_wallets (merchant_id, player) values (${t.merchantId}, ${t.player})
        on conflict (merchant_id, player) do nothing
      `.execute(trx);
        const { rows } = await sql<{ balance: bigint }>`
        update house_vendor_wallets set balance = balance + ${delta.toString()}::bigint
        where merchant_id = ${t.merchantId} and player = ${t.player} and balance + ${delta.toString()}::bigint >= 0
        returning balance
      `.execute(trx);
        if (!rows[0]) throw new VendorError('REFUSED', 'insufficient vendor balance');
        return { balance: BigInt(rows[0].balance) };
      })
      .catch((error: unknown) => {
        // The refusal rolled back the reference too, so a later retry is a fresh attempt.
        if (error instanceof VendorError) throw error;
        throw new VendorError('UNKNOWN', String(error));
      });
  }
}

const balanceIn = async (db: Db, t: VendorTransfer) =>
  BigInt(
    (
      await db
        .selectFrom('house_vendor_wallets')
        .select('balance')
        .where('merchant_id', '=', t.merchantId)
        .where('player', '=', t.player)
        .executeTakeFirst()
    )?.balance ?? 0n,
  );
