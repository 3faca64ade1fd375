import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { PromotionClaimSignal } from '../../db/schema-promotions.js';

/**
 * The accounts of the merchant that share a signal with each of `memberIds`: the same bank account
 * number, ID number, a browser both logged in from (its `Device-Id`), or registration IP within a
 * day of the member's registration. From each
 * member's own values to the accounts that share them, by index: the cost does not grow with claims.
 */
export async function linkedAccounts(db: Db, merchantId: number, memberIds: bigint[]) {
  if (memberIds.length === 0) return [];
  const { rows } = await sql<{
    of: string;
    signal: PromotionClaimSignal['signal'];
    member_id: string;
    username: string;
  }>`
    with me as (select * from members where id = any(${memberIds.map(String)}::bigint[])),
    linked as (
      select mine.member_id as of, 'BANK_ACCOUNT' as signal, other.member_id
        from bank_cards mine join bank_cards other
          on other.merchant_id = ${merchantId} and other.account_number = mine.account_number
        where mine.member_id in (select id from me) and other.member_id <> mine.member_id
      union all
      select me.id, 'ID_NUMBER', o.id from me join members o
        on o.merchant_id = ${merchantId} and o.id_number = me.id_number and o.id <> me.id
      union all
      select distinct mine.member_id, 'DEVICE', other.member_id
        from login_history mine join login_history other
          on other.device_id = mine.device_id and other.member_id <> mine.member_id
        join members o on o.id = other.member_id and o.merchant_id = ${merchantId}
        where mine.member_id in (select id from me) and mine.device_id is not null
      union all
      select me.id, 'IP', o.id from me join members o
        on o.merchant_id = ${merchantId} and o.register_ip = me.register_ip and o.id <> me.id
        and abs(extract(epoch from o.created_at - me.created_at)) < 86400
    )
    select l.of::text, l.signal, l.member_id::text, m.username from linked l join members m on m.id = l.member_id
  `.execute(db);
  return rows;
}

/** The linked accounts (above) that already have a paid or flagged claim on this promotion, by signal. */
export async function sharedSignals(
  db: Db,
  merchantId: number,
  promotionId: number,
  memberId: bigint,
): Promise<PromotionClaimSignal[]> {
  const linked = await linkedAccounts(db, merchantId, [memberId]);
  if (linked.length === 0) return [];
  const claimed = await db
    .selectFrom('promotion_claims')
    .select('member_id')
    .where('promotion_id', '=', promotionId)
    .where('member_id', 'in', [...new Set(linked.map((l) => BigInt(l.member_id)))])
    .where('status', 'in', ['PAID', 'FLAGGED'])
    .execute();
  const claimants = new Set(claimed.map((c) => String(c.member_id)));
  const bySignal = new Map<PromotionClaimSignal['signal'], Set<string>>();
  for (const l of linked.filter((x) => claimants.has(String(x.member_id))))
    bySignal.set(l.signal, (bySignal.get(l.signal) ?? new Set()).add(l.username));
  return [...bySignal].map(([signal, usernames]) => ({ signal, usernames: [...usernames].sort() }));
}
