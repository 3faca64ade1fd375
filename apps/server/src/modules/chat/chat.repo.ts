import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type ChatRow = {
  id: bigint;
  room: string;
  member_id: bigint;
  username: string;
  text: string;
  created_at: Date;
};

/**
 * A room's visible messages, newest first: the latest `limit`, or those before the message id
 * `before` (scroll-back). Served by the partial index `chat_messages_room`.
 */
export const roomMessages = (
  db: Db,
  merchantId: number,
  room: string,
  opts: { before?: number | undefined; limit: number },
): Promise<ChatRow[]> => {
  let query = db
    .selectFrom('chat_messages as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.room', 'c.member_id', 'm.username', 'c.text', 'c.created_at'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.room', '=', room)
    .where('c.deleted_at', 'is', null);
  if (opts.before !== undefined) query = query.where('c.id', '<', BigInt(opts.before));
  return query.orderBy('c.id', 'desc').limit(opts.limit).execute();
};

/** Holds the member's row until the transaction ends: one post at a time per player, in every process. */
export const lockMember = async (db: Db, memberId: bigint): Promise<void> => {
  await sql`select id from members where id = ${memberId} for update`.execute(db);
};

/** When the member posted since `since` (deleted messages count too), newest first. */
export const postTimesSince = async (db: Db, memberId: bigint, since: Date, limit: number) =>
  (
    await db
      .selectFrom('chat_messages')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.created_at);

export const insertMessage = (
  db: Db,
  m: { merchantId: number; room: string; memberId: bigint; text: string; at: Date },
) =>
  db
    .insertInto('chat_messages')
    .values({
      merchant_id: m.merchantId,
      room: m.room,
      member_id: m.memberId,
      text: m.text,
      created_at: m.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Hides a visible message; answers it (with its author), or undefined when there is none. */
export const markDeleted = (db: Db, merchantId: number, id: number, operatorId: number, at: Date) =>
  db
    .updateTable('chat_messages as c')
    .set({ deleted_at: at, deleted_by: operatorId })
    .from('members as m')
    .whereRef('m.id', '=', 'c.member_id')
    .where('c.merchant_id', '=', merchantId)
    .where('c.id', '=', BigInt(id))
    .where('c.deleted_at', 'is', null)
    .returning(['c.id', 'c.room', 'c.text', 'm.username'])
    .executeTakeFirst();

// --- restrictions

export const findRestriction = (db: Db, memberId: bigint) =>
  db.selectFrom('chat_restrictions').selectAll().where('member_id', '=', memberId).executeTakeFirst();

export const putRestriction = (
  db: Db,
  r: {
    memberId: bigint;
    merchantId: number;
    kind: 'MUTE' | 'BAN';
    until: Date | null;
    reason: string;
    operatorId: number;
    at: Date;
  },
) => {
  const values = {
    kind: r.kind,
    until: r.until,
    reason: r.reason,
    operator_id: r.operatorId,
    created_at: r.at,
  };
  return db
    .insertInto('chat_restrictions')
    .values({ member_id: r.memberId, merchant_id: r.merchantId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
};

export const deleteRestriction = async (db: Db, memberId: bigint): Promise<boolean> => {
  const [result] = await db.deleteFrom('chat_restrictions').where('member_id', '=', memberId).execute();
  return Number(result?.numDeletedRows ?? 0) > 0;
};

/** The merchant's bans and the mutes still running at `now`, most recent first. */
export const activeRestrictions = (db: Db, merchantId: number, now: Date) =>
  db
    .selectFrom('chat_restrictions as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['m.username', 'r.kind', 'r.until', 'r.reason', 'r.created_at'])
    .where('r.merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('r.kind', '=', 'BAN'), eb('r.until', '>', now)]))
    .orderBy('r.created_at', 'desc')
    .execute();

// --- settings and word filter

export const findHeaderColour = async (db: Db, merchantId: number) =>
  (
    await db
      .selectFrom('chat_settings')
      .select('header_colour')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst()
  )?.header_colour;

export const saveHeaderColour = (db: Db, merchantId: number, colour: string) =>
  db
    .insertInto('chat_settings')
    .values({ merchant_id: merchantId, header_colour: colour })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ header_colour: colour, updated_at: new Date() }),
    )
    .execute();

export const listWords = async (db: Db, merchantId: number) =>
  (
    await db
      .selectFrom('chat_words')
      .select('word')
      .where('merchant_id', '=', merchantId)
      .orderBy('word')
      .execute()
  ).map((r) => r.word);

/** True when the word was not in the filter yet. */
export const addWord = async (db: Db, merchantId: number, word: string): Promise<boolean> => {
  const [result] = await db
    .insertInto('chat_words')
    .values({ merchant_id: merchantId, word })
    .onConflict((oc) => oc.columns(['merchant_id', 'word']).doNothing())
    .execute();
  return Number(result?.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const removeWord = async (db: Db, merchantId: number, word: string): Promise<boolean> => {
  const [result] = await db
    .deleteFrom('chat_words')
    .where('merchant_id', '=', merchantId)
    .where('word', '=', word)
    .execute();
  return Number(result?.numDeletedRows ?? 0) > 0;
};
