import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** A member's bank cards; a removed card keeps its row (withdrawals still point at it). */
export const listActive = (db: Db, memberId: bigint) =>
  db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();

/** The member's own active card, or undefined: another member's card is as unknown as a missing one. */
export const findActive = (db: Db, memberId: bigint, id: bigint) =>
  db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();

/** Serialises a member's card changes (the card limit holds under parallel adds). */
export const lockMember = (db: Db, memberId: bigint) =>
  sql`select id from members where id = ${String(memberId)}::bigint for update`.execute(db);

export const insertCard = (
  db: Db,
  card: {
    merchantId: number;
    memberId: bigint;
    bankName: string;
    accountName: string;
    accountNumber: string;
  },
) =>
  db
    .insertInto('bank_cards')
    .values({
      merchant_id: card.merchantId,
      member_id: card.memberId,
      bank_name: card.bankName,
      account_name: card.accountName,
      account_number: card.accountNumber,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const removeCard = (db: Db, memberId: bigint, id: bigint) =>
  db
    .updateTable('bank_cards')
    .set({ removed_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** The member's own phone: the removal code goes there, never to a number the caller names. */
export const findMemberPhone = (db: Db, memberId: bigint) =>
  db
    .selectFrom('members')
    .select(['dialing_code', 'mobile_num'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

export const findMemberTotpSecret = (db: Db, memberId: bigint) =>
  db.selectFrom('members').select('totp_secret').where('id', '=', memberId).executeTakeFirstOrThrow();
