import type { Db } from '../../db/create-db.js';

/** A member's stored auto-transfer preference, amount in minor units; undefined = never saved. */
export const findWalletPreferences = (db: Db, memberId: bigint) =>
  db
    .selectFrom('wallet_preferences')
    .select(['auto_transfer', 'auto_transfer_amount'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();

export interface WalletPreferencesRow {
  merchantId: number;
  memberId: bigint;
  autoTransfer: boolean;
  /** Minor units; null = the whole main balance. */
  autoTransferAmount: bigint | null;
}

/** Saves the preference (one row per member, replaced as a whole). */
export const saveWalletPreferences = (db: Db, p: WalletPreferencesRow) =>
  db
    .insertInto('wallet_preferences')
    .values({
      member_id: p.memberId,
      merchant_id: p.merchantId,
      auto_transfer: p.autoTransfer,
      auto_transfer_amount: p.autoTransferAmount,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        auto_transfer: p.autoTransfer,
        auto_transfer_amount: p.autoTransferAmount,
        updated_at: new Date(),
      }),
    )
    .execute();
