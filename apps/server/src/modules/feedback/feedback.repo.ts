import { sql } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@bet/contracts/content/feedback';
import type { Db } from '../../db/create-db.js';

export interface NewScreenshot {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

/** Holds the player's row until the transaction ends: two sends at once count each other. */
export const lockMember = (db: Db, memberId: bigint) =>
  db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();

/** How many items the player sent since `since` (the per-hour limit). */
export async function countSince(db: Db, memberId: bigint, since: Date): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFeedback(
  db: Db,
  f: {
    merchantId: number;
    memberId: bigint;
    questionType: FeedbackType;
    content: string;
    screenshots: NewScreenshot[];
    createdAt?: Date;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('feedback')
    .values({
      merchant_id: f.merchantId,
      member_id: f.memberId,
      question_type: f.questionType,
      content: f.content,
      ...(f.createdAt ? { created_at: f.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.screenshots.length > 0)
    await db
      .insertInto('feedback_screenshots')
      .values(f.screenshots.map((s) => ({ feedback_id: id, mime: s.mime, data: s.data })))
      .execute();
  return id;
}

/** The columns both lists read, with the screenshot ids in the order they were sent. */
const rows = (db: Db) =>
  db
    .selectFrom('feedback as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .leftJoin('operators as o', 'o.id', 'f.handled_by')
    .select([
      'f.id',
      'f.member_id',
      'f.question_type',
      'f.content',
      'f.status',
      'f.reply',
      'f.replied_at',
      'f.closed_at',
      'f.created_at',
      'm.username',
      'o.username as handled_by',
      sql<number[] | null>`(select array_agg(s.id order by s.id) from feedback_screenshots s
        where s.feedback_id = f.id)`.as('screenshot_ids'),
    ]);
export type FeedbackRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

export interface FeedbackFilter {
  merchantId: number;
  memberId?: bigint | undefined;
  status?: FeedbackStatus | undefined;
  type?: FeedbackType | undefined;
  username?: string | undefined;
}

const filtered = <Q extends ReturnType<typeof rows>>(q: Q, f: FeedbackFilter) => {
  let out = q.where('f.merchant_id', '=', f.merchantId);
  if (f.memberId !== undefined) out = out.where('f.member_id', '=', f.memberId);
  if (f.status) out = out.where('f.status', '=', f.status);
  if (f.type) out = out.where('f.question_type', '=', f.type);
  if (f.username) out = out.where('m.username', '=', f.username.toLowerCase());
  return out;
};

/** A page of feedback, newest first, and how many match. */
export async function listFeedback(db: Db, f: FeedbackFilter, page: { limit: number; offset: number }) {
  const [list, count] = await Promise.all([
    filtered(rows(db), f).orderBy('f.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(rows(db), f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export const findFeedback = (db: Db, merchantId: number, id: number) =>
  rows(db).where('f.merchant_id', '=', merchantId).where('f.id', '=', id).executeTakeFirst();

/** The item's state, held until the transaction ends (two operators answering at once). */
export const lockFeedback = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('feedback')
    .select([
      'id',
      'status',
      'member_id',
      'content',
      sql<string>`(select username from members where members.id = feedback.member_id)`.as('username'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const setReply = (db: Db, id: number, reply: string, operatorId: number) =>
  db
    .updateTable('feedback')
    .set({ status: 'replied', reply, replied_at: new Date(), handled_by: operatorId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export const setClosed = (db: Db, id: number, operatorId: number) =>
  db
    .updateTable('feedback')
    .set({ status: 'closed', closed_at: new Date(), handled_by: operatorId })
    .where('id', '=', id)
    .where('status', '!=', 'closed')
    .executeTakeFirst();

/** A screenshot with the merchant and member of its feedback (whose it is). */
export const findScreenshot = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('feedback_screenshots as s')
    .innerJoin('feedback as f', 'f.id', 's.feedback_id')
    .select(['s.id', 's.mime', 's.data', 'f.member_id'])
    .where('f.merchant_id', '=', merchantId)
    .where('s.id', '=', id)
    .executeTakeFirst();

/** Pending items of the merchant and when the oldest came (the back office's badge). */
export async function pendingCount(db: Db, merchantId: number) {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.n), oldestAt: row.oldest ? new Date(row.oldest as Date).getTime() : null };
}

export const hasFeedback = async (db: Db, memberId: bigint) =>
  Boolean(await db.selectFrom('feedback').select('id').where('member_id', '=', memberId).executeTakeFirst());
