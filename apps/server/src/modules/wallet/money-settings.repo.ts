import type { Db } from '../../db/create-db.js';

/** The merchant's withdrawal settings in minor units, as stored. */
export interface MoneySettingsRow {
  withdraw_min: bigint;
  withdraw_max: bigint;
  auto_confirm_minutes: number;
  max_bank_cards: number;
}

export const findMoneySettings = (db: Db, merchantId: number) =>
  db
    .selectFrom('money_settings')
    .select(['withdraw_min', 'withdraw_max', 'auto_confirm_minutes', 'max_bank_cards'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

export const upsertMoneySettings = (db: Db, merchantId: number, values: MoneySettingsRow) =>
  db
    .insertInto('money_settings')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
