import type { Db } from '../../db/create-db.js';

/** Every deposit channel of the merchant, on or off (the player's list reads only those on). */
export const listAllChannels = (db: Db, merchantId: number) =>
  db
    .selectFrom('deposit_channels')
    .select(['id', 'type', 'name', 'min_amount', 'max_amount', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const updateChannel = (
  db: Db,
  merchantId: number,
  id: number,
  values: { enabled: boolean; min_amount: bigint; max_amount: bigint },
) =>
  db
    .updateTable('deposit_channels')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
