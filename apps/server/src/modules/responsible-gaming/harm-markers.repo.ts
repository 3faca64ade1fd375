import { sql, type RawBuilder } from 'kysely';
import { HARM_NIGHT_HOURS, type HarmMarker } from '@bet/contracts/operator/operator-responsible-gaming';
import type { Db } from '../../db/create-db.js';

/** The window a marker looks at: [from, to), and `mid` (7 days before `to`) for DEPOSIT_SURGE. */
export interface HarmWindow {
  from: Date;
  mid: Date;
  to: Date;
  timeZone: string;
}

export const markerSettings = (db: Db, merchantId: number) =>
  db
    .selectFrom('rg_harm_markers')
    .select(['marker', 'enabled', 'threshold'])
    .where('merchant_id', '=', merchantId)
    .execute();

export const saveMarkerSettings = (
  db: Db,
  merchantId: number,
  settings: ReadonlyArray<{ marker: HarmMarker; enabled: boolean; threshold: number }>,
  by: string,
) =>
  db
    .insertInto('rg_harm_markers')
    .values(settings.map((s) => ({ merchant_id: merchantId, ...s, updated_by: by })))
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'marker']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        threshold: eb.ref('excluded.threshold'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: sql`now()`,
      })),
    )
    .execute();

export const merchantIds = async (db: Db) =>
  (await db.selectFrom('merchants').select('id').orderBy('id').execute()).map((m) => m.id);

/**
 * Each marker's measure per player over the window, keeping those at or over `threshold`: rows of
 * (member_id, measured). Bets and deposits are read through their (merchant_id, time) indexes.
 */
const MEASURES: Record<HarmMarker, (m: number, w: HarmWindow, threshold: number) => RawBuilder<unknown>> = {
  DEPOSIT_SURGE: (m, w, threshold) => sql`
    select member_id,
      round(sum(amount) filter (where completed_at >= ${w.mid})::numeric
        / sum(amount) filter (where completed_at < ${w.mid}), 1) as measured
    from deposits
    where merchant_id = ${m} and status = 'SUCCESS' and completed_at >= ${w.from} and completed_at < ${w.to}
    group by member_id
    having sum(amount) filter (where completed_at < ${w.mid}) > 0
      and sum(amount) filter (where completed_at >= ${w.mid})
        >= ${threshold} * sum(amount) filter (where completed_at < ${w.mid})`,
  NIGHT_PLAY: (m, w, threshold) => sql`
    select member_id, count(distinct (placed_at at time zone ${w.timeZone})::date) as measured
    from bets
    where merchant_id = ${m} and placed_at >= ${w.mid} and placed_at < ${w.to} and status <> 'CANCELLED'
      and extract(hour from placed_at at time zone ${w.timeZone}) >= ${HARM_NIGHT_HOURS.from}
      and extract(hour from placed_at at time zone ${w.timeZone}) < ${HARM_NIGHT_HOURS.to}
    group by member_id
    having count(distinct (placed_at at time zone ${w.timeZone})::date) >= ${threshold}`,
  LIMIT_REFUSALS: (m, w, threshold) => sql`
    select member_id, count(*) as measured
    from rg_refusals
    where merchant_id = ${m} and at >= ${w.mid} and at < ${w.to}
    group by member_id
    having count(*) >= ${threshold}`,
  // A raise or a removal the player asked for and did not cancel (a lower limit is no harm).
  LIMIT_RAISES: (m, w, threshold) => sql`
    select member_id, count(*) as measured
    from rg_limit_changes
    where merchant_id = ${m} and requested_by = 'player' and cancelled_at is null
      and requested_at >= ${w.mid} and requested_at < ${w.to}
      and old_value is not null and (new_value is null or new_value > old_value)
    group by member_id
    having count(*) >= ${threshold}`,
};

/**
 * Puts on the review list every player of the merchant whose marker holds: a new open review, or
 * the open one refreshed (measure, threshold, last seen). A player whose review of this marker was
 * closed inside the window is left alone — the operator has already looked at this evidence.
 * Answers how many reviews were opened.
 */
export async function flagReviews(
  db: Db,
  merchantId: number,
  marker: HarmMarker,
  threshold: number,
  w: HarmWindow,
): Promise<number> {
  const rows = await sql<{ opened: boolean }>`
    insert into rg_reviews (merchant_id, member_id, marker, measured, threshold, flagged_at, seen_at)
    select ${merchantId}, m.member_id, ${marker}, m.measured, ${threshold}, ${w.to}, ${w.to}
    from (${MEASURES[marker](merchantId, w, threshold)}) m
    where not exists (
      select 1 from rg_reviews r
      where r.member_id = m.member_id and r.marker = ${marker} and r.reviewed_at >= ${w.mid}
    )
    on conflict (member_id, marker) where reviewed_at is null do update
      set measured = excluded.measured, threshold = excluded.threshold, seen_at = excluded.seen_at
    returning (xmax = 0) as opened`.execute(db);
  return rows.rows.filter((r) => r.opened).length;
}

const REVIEW_COLUMNS = [
  'r.id',
  'r.member_id',
  'm.username',
  'r.marker',
  'r.measured',
  'r.threshold',
  'r.flagged_at',
  'r.seen_at',
  'r.reviewed_at',
  'r.reviewed_by',
  'r.note',
] as const;

/** The review list, open first then newest: by status, marker, player or one review. */
export async function listReviews(
  db: Db,
  f: {
    merchantId: number;
    status?: 'OPEN' | 'REVIEWED';
    marker?: HarmMarker | undefined;
    memberId?: bigint;
    id?: bigint;
    offset: number;
    limit: number;
  },
) {
  let q = db
    .selectFrom('rg_reviews as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.merchant_id', '=', f.merchantId);
  if (f.status) q = q.where('r.reviewed_at', f.status === 'OPEN' ? 'is' : 'is not', null);
  if (f.marker) q = q.where('r.marker', '=', f.marker);
  if (f.memberId !== undefined) q = q.where('r.member_id', '=', f.memberId);
  if (f.id !== undefined) q = q.where('r.id', '=', f.id);
  const [rows, total] = await Promise.all([
    q
      .select(REVIEW_COLUMNS)
      .orderBy(sql`r.reviewed_at is null`, 'desc')
      .orderBy('r.flagged_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type ReviewRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

/** Closes an open review: answers its id when this call closed it. */
export const closeReview = (
  db: Db,
  r: { merchantId: number; id: bigint; by: string; note: string; at: Date },
) =>
  db
    .updateTable('rg_reviews')
    .set({ reviewed_at: r.at, reviewed_by: r.by, note: r.note })
    .where('id', '=', r.id)
    .where('merchant_id', '=', r.merchantId)
    .where('reviewed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
