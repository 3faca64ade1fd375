import type { Db } from '../../db/create-db.js';
import { VendorError, type GameVendor, type VendorTransfer } from '../../adapters/game-vendor/game-vendor.js';
import * as repo from './house-vendor-wallet.repo.js';

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
    const row = await repo.findWalletBalance(this.db, merchantId, player);
    return row ? BigInt(row.balance) : 0n;
  }

  async transferStatus(merchantId: number, reference: string): Promise<'APPLIED' | 'NOT_FOUND'> {
    const row = await repo.findTransfer(this.db, merchantId, reference);
    return row ? 'APPLIED' : 'NOT_FOUND';
  }

  private async apply(t: VendorTransfer, delta: bigint): Promise<{ balance: bigint }> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const inserted = await repo.insertTransferOnce(trx, {
          merchantId: t.merchantId,
          reference: t.reference,
          player: t.player,
          amount: delta,
        });
        if (!inserted) return { balance: await balanceIn(trx, t) };
        await repo.ensureWallet(trx, t.merchantId, t.player);
        const row = await repo.addToBalanceIfCovered(trx, t.merchantId, t.player, delta);
        if (!row) throw new VendorError('REFUSED', 'insufficient vendor balance');
        return { balance: BigInt(row.balance) };
      })
      .catch((error: unknown) => {
        // The refusal rolled back the reference too, so a later retry is a fresh attempt.
        if (error instanceof VendorError) throw error;
        throw new VendorError('UNKNOWN', String(error));
      });
  }
}

const balanceIn = async (db: Db, t: VendorTransfer) =>
  BigInt((await repo.findWalletBalance(db, t.merchantId, t.player))?.balance ?? 0n);
