import { PLAYER_AUDIENCES, type NoticeAudience } from '@bet/contracts/content/notices';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import type { NoticesTable } from '../../db/schema-notices.js';

type Kind = NoticesTable['kind'];
type Eb = ExpressionBuilder<Database, 'notices'>;

/** A notice as the site reads it: its text in the asked language, else English. */
export interface LiveNoticeRow {
  id: number;
  kind: Kind;
  popup: boolean;
  starts_at: Date;
  ends_at: Date | null;
  link: Record<string, unknown> | null;
  vendor: string | null;
  title: string;
  content: string;
  language: string;
}

/** Published and inside its window at `now`. */
const live = (eb: Eb, now: Date) =>
  eb.and([
    eb('notices.published', '=', true),
    eb('notices.starts_at', '<=', now),
    eb.or([eb('notices.ends_at', 'is', null), eb('notices.ends_at', '>', now)]),
  ]);

/** The merchant's live notices of `kinds` for `audiences` with their text (the language's, else EN). */
function liveQuery(
  db: Db,
  q: { merchantId: number; kinds: Kind[]; audiences: readonly NoticeAudience[]; language: string; now: Date },
) {
  const { merchantId, kinds, language, now } = q;
  return db
    .selectFrom('notices')
    .innerJoin('notice_texts as en', (j) =>
      j.onRef('en.notice_id', '=', 'notices.id').on('en.language', '=', 'EN'),
    )
    .leftJoin('notice_texts as t', (j) =>
      j.onRef('t.notice_id', '=', 'notices.id').on('t.language', '=', language),
    )
    .where('notices.merchant_id', '=', merchantId)
    .where('notices.kind', 'in', kinds)
    .where('notices.audience', 'in', [...q.audiences])
    .where((eb) => live(eb, now));
}

type LiveQuery = ReturnType<typeof liveQuery>;

const selectLive = (q: LiveQuery, language: string) =>
  q
    .select([
      'notices.id',
      'notices.kind',
      'notices.popup',
      'notices.starts_at',
      'notices.ends_at',
      'notices.link',
      'notices.vendor',
    ])
    .select((eb) => [
      eb.fn.coalesce('t.title', 'en.title').as('title'),
      eb.fn.coalesce('t.content', 'en.content').as('content'),
      sql<string>`case when t.notice_id is null then 'EN' else ${language} end`.as('language'),
    ])
    .orderBy('notices.sort')
    .orderBy('notices.starts_at', 'desc')
    .orderBy('notices.id', 'desc');

/** Every live player notice of the kinds (banners, popups, game announcements): few by nature, capped. */
export async function listLive(
  db: Db,
  q: { merchantId: number; kinds: Kind[]; language: string; now: Date; limit: number },
): Promise<LiveNoticeRow[]> {
  if (q.kinds.length === 0) return [];
  const query = liveQuery(db, { ...q, audiences: PLAYER_AUDIENCES });
  return (await selectLive(query, q.language).limit(q.limit).execute()) as LiveNoticeRow[];
}

/**
 * Live announcements (PL) for `audiences` (the site: players + all; the agent centre: agents +
 * all), a page of them, those starting in [from, to] when given.
 */
export async function pageLiveAnnouncements(
  db: Db,
  q: {
    merchantId: number;
    audiences: readonly NoticeAudience[];
    language: string;
    now: Date;
    from?: Date | undefined;
    to?: Date | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: LiveNoticeRow[]; total: number }> {
  let query = liveQuery(db, { ...q, kinds: ['PL'] });
  if (q.from) query = query.where('notices.starts_at', '>=', q.from);
  if (q.to) query = query.where('notices.starts_at', '<=', q.to);
  const [rows, count] = await Promise.all([
    selectLive(query, q.language).limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as LiveNoticeRow[], total: Number(count.n) };
}

/** The popups (PU, PR, PL with the popup flag) the member dismissed for `day`. */
export const dismissedIds = async (db: Db, memberId: bigint, day: string): Promise<Set<number>> =>
  new Set(
    (
      await db
        .selectFrom('notice_dismissals')
        .select('notice_id')
        .where('member_id', '=', memberId)
        .where('day', '=', day)
        .execute()
    ).map((r) => r.notice_id),
  );

export const insertDismissal = (db: Db, memberId: bigint, noticeId: number, day: string) =>
  db
    .insertInto('notice_dismissals')
    .values({ member_id: memberId, notice_id: noticeId, day })
    .onConflict((c) => c.columns(['member_id', 'day', 'notice_id']).doNothing())
    .execute();

/** A live popup of the merchant for players (one a player may dismiss), or undefined. */
export const findLivePopup = (db: Db, merchantId: number, id: number, now: Date) =>
  db
    .selectFrom('notices')
    .select('id')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('audience', 'in', [...PLAYER_AUDIENCES])
    .where((eb) =>
      eb.or([eb('kind', 'in', ['PU', 'PR']), eb.and([eb('kind', '=', 'PL'), eb('popup', '=', true)])]),
    )
    .where((eb) => live(eb, now))
    .executeTakeFirst();
