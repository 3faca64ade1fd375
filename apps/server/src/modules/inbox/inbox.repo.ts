import { sql } from 'kysely';
import type { InboxAudience } from '@bet/contracts/operator/operator-inbox';
import { AccountType } from '@bet/contracts/constants';
import type { Db } from '../../db/create-db.js';
import { excludedNow } from '../responsible-gaming/responsible-gaming.repo.js';

/**
 * The members an audience reaches now: real accounts of the merchant (trial accounts never get
 * messages) matching every filter. One query, used for the preview count and, as the SELECT of
 * the send's `INSERT … SELECT`, for the recipients themselves: the two cannot disagree. A message
 * to everyone or a group is marketing, which a player under a time-out or self-exclusion does not
 * get (issue 20); one to a named player is about their account, and reaches them.
 */
export function audienceMembers(db: Db, merchantId: number, audience: InboxAudience) {
  let q = db
    .selectFrom('members as m')
    .where('m.merchant_id', '=', merchantId)
    .where('m.type', '!=', AccountType.trial);
  if (audience.kind === 'player') return q.where('m.username', '=', audience.username);
  q = q.where(sql<boolean>`not ${excludedNow(sql.ref('m.id'))}`);
  if (audience.kind === 'everyone') return q;
  const f = audience.filter;
  if (f.label !== undefined)
    q = q.where(sql<boolean>`m.member_labels @> jsonb_build_array(${f.label}::text)`);
  if (f.vipLevel !== undefined) q = q.where('m.rank_level', '=', f.vipLevel);
  if (f.registeredFrom !== undefined) q = q.where('m.created_at', '>=', new Date(f.registeredFrom));
  if (f.registeredTo !== undefined) q = q.where('m.created_at', '<', new Date(f.registeredTo));
  if (f.agent !== undefined) {
    // The agent and everyone below them at any depth; `union` (not `union all`) ends on a cycle.
    q = q.where(
      sql<boolean>`m.id in (
        with recursive line(id) as (
          select id from members where merchant_id = ${merchantId} and username = ${f.agent}
          union
          select c.id from members c join line on c.upline_id = line.id
        )
        select id from line
      )`,
    );
  }
  return q;
}

export const countAudience = async (db: Db, merchantId: number, audience: InboxAudience) =>
  Number(
    (
      await audienceMembers(db, merchantId, audience)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertMessage = (
  db: Db,
  m: {
    merchantId: number;
    title: string;
    content: string;
    senderOperatorId: number;
    audience: InboxAudience;
  },
) =>
  db
    .insertInto('inbox_messages')
    .values({
      merchant_id: m.merchantId,
      title: m.title,
      content: m.content,
      sender_operator_id: m.senderOperatorId,
      audience_kind: m.audience.kind,
      audience: JSON.stringify(m.audience),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();

/** Fans the message out to the audience in one `INSERT … SELECT`; answers how many members it reached. */
export async function insertRecipients(
  db: Db,
  merchantId: number,
  messageId: bigint,
  audience: InboxAudience,
): Promise<number> {
  const result = await db
    .insertInto('inbox_recipients')
    .columns(['member_id', 'message_id'])
    .expression(
      audienceMembers(db, merchantId, audience).select([
        'm.id',
        sql<bigint>`${String(messageId)}::bigint`.as('message_id'),
      ]),
    )
    .executeTakeFirst();
  const n = Number(result.numInsertedOrUpdatedRows ?? 0n);
  await db.updateTable('inbox_messages').set({ recipient_count: n }).where('id', '=', messageId).execute();
  return n;
}

/** Some members a message reached (the one of a `player` audience, for its live count). */
export const recipientIds = (db: Db, messageId: bigint, limit: number) =>
  db
    .selectFrom('inbox_recipients')
    .select('member_id')
    .where('message_id', '=', messageId)
    .limit(limit)
    .execute();

export const unreadCount = async (db: Db, memberId: bigint) =>
  Number(
    (
      await db
        .selectFrom('inbox_recipients')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Unread counts of many members in one query (a broadcast's live update); members with none are absent. */
export async function unreadCounts(db: Db, memberIds: readonly bigint[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  // Chunked: a query takes at most 65,535 parameters.
  for (let i = 0; i < memberIds.length; i += COUNT_CHUNK) {
    const rows = await db
      .selectFrom('inbox_recipients')
      .select(['member_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('member_id', 'in', memberIds.slice(i, i + COUNT_CHUNK))
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .groupBy('member_id')
      .execute();
    for (const r of rows) counts.set(String(r.member_id), Number(r.n));
  }
  return counts;
}
const COUNT_CHUNK = 10_000;

const memberMessages = (db: Db, memberId: bigint) =>
  db
    .selectFrom('inbox_recipients as r')
    .innerJoin('inbox_messages as msg', 'msg.id', 'r.message_id')
    .where('r.member_id', '=', memberId)
    .where('r.deleted_at', 'is', null);

export async function listForMember(db: Db, memberId: bigint, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    memberMessages(db, memberId)
      .select(['msg.id', 'msg.title', 'msg.created_at', 'r.read_at'])
      .orderBy('r.message_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    memberMessages(db, memberId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The member's own copy of a message, or undefined: another member's message is as unknown as a missing one. */
export const findForMember = (db: Db, memberId: bigint, messageId: bigint) =>
  memberMessages(db, memberId)
    .where('r.message_id', '=', messageId)
    .select(['msg.id', 'msg.title', 'msg.content', 'msg.created_at', 'r.read_at'])
    .executeTakeFirst();

export const markRead = (db: Db, memberId: bigint, messageId: bigint) =>
  db
    .updateTable('inbox_recipients')
    .set({ read_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('message_id', '=', messageId)
    .where('read_at', 'is', null)
    .execute();

export const markAllRead = (db: Db, memberId: bigint) =>
  db
    .updateTable('inbox_recipients')
    .set({ read_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();

/** Marks the member's copy deleted; answers whether there was one to delete. */
export const deleteForMember = async (db: Db, memberId: bigint, messageId: bigint) =>
  (
    await db
      .updateTable('inbox_recipients')
      .set({ deleted_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('message_id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** The merchant's sent messages, newest first, with their read counts and sender. */
export async function listSent(db: Db, merchantId: number, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('inbox_messages as msg')
      .leftJoin('operators as o', 'o.id', 'msg.sender_operator_id')
      .where('msg.merchant_id', '=', merchantId)
      .select([
        'msg.id',
        'msg.title',
        'msg.audience_kind',
        'msg.audience',
        'msg.recipient_count',
        'msg.created_at',
        'o.username as sender',
        (eb) =>
          eb
            .selectFrom('inbox_recipients as r')
            .whereRef('r.message_id', '=', 'msg.id')
            .where('r.read_at', 'is not', null)
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('read_count'),
      ])
      .orderBy('msg.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('inbox_messages')
      .where('merchant_id', '=', merchantId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const operatorName = async (db: Db, operatorId: number) =>
  (await db.selectFrom('operators').select('username').where('id', '=', operatorId).executeTakeFirst())
    ?.username;
