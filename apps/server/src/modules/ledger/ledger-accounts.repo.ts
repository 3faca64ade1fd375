import type { Db } from '../../db/create-db.js';
import type { AccountRef } from './ledger-accounts.js';

/** The stored balance of one account in minor units; undefined when the account was never used. */
export async function findAccountBalance(
  db: Db,
  merchantId: number,
  ref: AccountRef,
): Promise<bigint | undefined> {
  const query = db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'house' in ref ? ref.house : ref.kind)
    .where('vendor', '=', ref.vendor ?? '');
  const row = await (
    'house' in ref ? query.where('member_id', 'is', null) : query.where('member_id', '=', BigInt(ref.member))
  ).executeTakeFirst();
  return row ? BigInt(row.balance) : undefined;
}
