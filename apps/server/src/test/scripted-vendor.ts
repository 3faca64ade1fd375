import { VendorError, type GameVendor, type VendorTransfer } from '../adapters/game-vendor/game-vendor.js';
import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import type { Db } from '../db/create-db.js';
import { HouseVendorWallet } from '../modules/house-vendor/house-vendor-wallet.js';

export type VendorMode = 'ok' | 'refuse' | 'silent' | 'lose-answer';

/**
 * A transfer-wallet vendor at the edge that can be told to say no, to stay silent, or to lose its
 * answer after applying a transfer. Its players sit on the house vendor's tables under their own
 * prefix, so its wallets stay apart from the house ones.
 */
export class ScriptedVendor implements GameVendor {
  mode: VendorMode = 'ok';

  constructor(
    readonly code: string,
    private readonly inner: HouseVendorWallet,
  ) {}

  private player(player: string) {
    return `${this.code.toLowerCase()}-${player}`;
  }
  transferIn(t: VendorTransfer) {
    return this.run(() => this.inner.transferIn({ ...t, player: this.player(t.player) }));
  }
  transferOut(t: VendorTransfer) {
    return this.run(() => this.inner.transferOut({ ...t, player: this.player(t.player) }));
  }
  balance(merchantId: number, player: string) {
    return this.inner.balance(merchantId, this.player(player));
  }
  transferStatus(merchantId: number, reference: string) {
    return this.inner.transferStatus(merchantId, reference);
  }

  private async run(apply: () => Promise<{ balance: bigint }>) {
    if (this.mode === 'refuse') throw new VendorError('REFUSED', 'maintenance at the vendor');
    if (this.mode === 'silent') throw new VendorError('UNKNOWN', 'timed out');
    const answer = await apply();
    if (this.mode === 'lose-answer')
      throw new VendorError('UNKNOWN', 'connection reset after the vendor applied it');
    return answer;
  }
}

/** Adds a scripted transfer-wallet vendor to the demo merchant: registered at the edge and listed. */
export async function addScriptedVendor(
  db: Db,
  registry: VendorRegistry,
  vendor: { code: string; name: string; accountTypeId: number },
): Promise<ScriptedVendor> {
  const scripted = new ScriptedVendor(vendor.code, new HouseVendorWallet(db));
  registry.register(scripted);
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vendors')
    .values({
      merchant_id: merchant.id,
      code: vendor.code,
      name: vendor.name,
      account_type_id: vendor.accountTypeId,
      sort: 2,
    })
    .execute();
  return scripted;
}
