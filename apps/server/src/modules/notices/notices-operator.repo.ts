import type { NoticeAudience } from '@bet/contracts/content/notices';
import type { NoticeStatus } from '@bet/contracts/operator/operator-notices';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import type { NoticesTable } from '../../db/schema-notices.js';

type Kind = NoticesTable['kind'];
type Eb = ExpressionBuilder<Database, 'notices'>;

export interface NoticeValues {
  kind: Kind;
  popup: boolean;
  starts_at: Date;
  ends_at: Date | null;
  sort: number;
  link: string | null;
  vendor: string | null;
  audience: NoticeAudience;
}
export interface NoticeTextValues {
  language: string;
  title: string;
  content: string;
}

const NOTICE_COLUMNS = [
  'id',
  'kind',
  'popup',
  'starts_at',
  'ends_at',
  'sort',
  'link',
  'vendor',
  'published',
  'audience',
  'updated_at',
] as const;

/** The status filter as SQL (draft, or published and before / in / after its window). */
function statusIs(eb: Eb, status: NoticeStatus, now: Date) {
  if (status === 'draft') return eb('published', '=', false);
  const published = eb('published', '=', true);
  if (status === 'scheduled') return eb.and([published, eb('starts_at', '>', now)]);
  if (status === 'ended') return eb.and([published, eb('ends_at', '<=', now)]);
  return eb.and([
    published,
    eb('starts_at', '<=', now),
    eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
  ]);
}

export async function listNoticeRows(
  db: Db,
  merchantId: number,
  q: {
    kind?: Kind | undefined;
    status?: NoticeStatus | undefined;
    audience?: NoticeAudience | undefined;
    title?: string | undefined;
    now: Date;
    offset: number;
    limit: number;
  },
) {
  let query = db.selectFrom('notices').where('merchant_id', '=', merchantId);
  if (q.kind) query = query.where('kind', '=', q.kind);
  if (q.audience) query = query.where('audience', '=', q.audience);
  if (q.status) query = query.where((eb) => statusIs(eb, q.status!, q.now));
  if (q.title) {
    // Literal search: the operator's % and _ are characters, not wildcards.
    const pattern = `%${q.title.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('notice_texts')
          .select('notice_id')
          .whereRef('notice_texts.notice_id', '=', 'notices.id')
          .where((eb) => eb(eb.fn('lower', ['notice_texts.title']), 'like', pattern)),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(NOTICE_COLUMNS)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findNoticeRow = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('notices')
    .select(NOTICE_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The texts of these notices, by notice id (English first, then by language). */
export async function textsOf(db: Db, ids: number[]): Promise<Map<number, NoticeTextValues[]>> {
  const out = new Map<number, NoticeTextValues[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('notice_texts')
    .select(['notice_id', 'language', 'title', 'content'])
    .where('notice_id', 'in', ids)
    .orderBy('notice_id')
    .orderBy((eb) => eb.case().when('language', '=', 'EN').then(0).else(1).end())
    .orderBy('language')
    .execute();
  for (const { notice_id, ...text } of rows) out.set(notice_id, [...(out.get(notice_id) ?? []), text]);
  return out;
}

export async function insertNotice(db: Db, merchantId: number, values: NoticeValues): Promise<number> {
  const { id } = await db
    .insertInto('notices')
    .values({ merchant_id: merchantId, ...values, published: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const updateNotice = (db: Db, merchantId: number, id: number, values: NoticeValues) =>
  db
    .updateTable('notices')
    .set({ ...values, updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();

/** Replaces every text of the notice (call inside a transaction). */
export async function replaceTexts(db: Db, id: number, texts: NoticeTextValues[]) {
  await db.deleteFrom('notice_texts').where('notice_id', '=', id).execute();
  await db
    .insertInto('notice_texts')
    .values(texts.map((t) => ({ notice_id: id, ...t })))
    .execute();
}

export const setPublished = (db: Db, merchantId: number, id: number, published: boolean) =>
  db
    .updateTable('notices')
    .set({ published, updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();

/** Deletes the notice; its texts and dismissals go with it (on delete cascade). */
export const deleteNoticeRow = (db: Db, merchantId: number, id: number) =>
  db.deleteFrom('notices').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
