import { sql, type Insertable, type Selectable } from 'kysely';
import type { VipChangeReason } from '@bet/contracts/vip/vip-rules';
import type { Db } from '../../db/create-db.js';
import type { VipHistoryTable, VipLevelsTable } from '../../db/schema-vip.js';

/** VIP ranks' SQL (migration 0048). Money in minor units. */

export type VipLevelRow = Selectable<VipLevelsTable>;
export type VipHistoryRow = Selectable<VipHistoryTable>;

export interface VipSettingsRow {
  period_days: number;
  grace_days: number;
}
export const DEFAULT_VIP_SETTINGS: VipSettingsRow = { period_days: 90, grace_days: 30 };

/** A bigint[] parameter both drivers accept: an array literal cast in SQL. */
const bigints = (ids: bigint[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

export async function findSettings(db: Db, merchantId: number): Promise<VipSettingsRow> {
  const row = await db
    .selectFrom('vip_settings')
    .select(['period_days', 'grace_days'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ?? DEFAULT_VIP_SETTINGS;
}

export async function saveSettings(db: Db, merchantId: number, s: VipSettingsRow): Promise<void> {
  await db
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, ...s })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...s, updated_at: new Date() }))
    .execute();
}

/** The merchant's levels, level 0 first (none: the merchant has no VIP ranks). */
export const listLevels = (db: Db, merchantId: number) =>
  db.selectFrom('vip_levels').selectAll().where('merchant_id', '=', merchantId).orderBy('level').execute();

/** Every merchant's levels, by merchant (the scheduler's runs cover them all). */
export async function levelsByMerchant(db: Db): Promise<Map<number, VipLevelRow[]>> {
  const rows = await db
    .selectFrom('vip_levels')
    .selectAll()
    .orderBy('merchant_id')
    .orderBy('level')
    .execute();
  const byMerchant = new Map<number, VipLevelRow[]>();
  for (const r of rows) byMerchant.set(r.merchant_id, [...(byMerchant.get(r.merchant_id) ?? []), r]);
  return byMerchant;
}

export async function replaceLevels(trx: Db, merchantId: number, levels: Insertable<VipLevelsTable>[]) {
  await trx.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
  if (levels.length) await trx.insertInto('vip_levels').values(levels).execute();
}

/** The daily withdrawal limit of a level; null when none (or no such level). */
export async function vipDailyWithdrawalLimit(
  db: Db,
  merchantId: number,
  level: number,
): Promise<bigint | null> {
  const row = await db
    .selectFrom('vip_levels')
    .select('daily_withdrawal_limit')
    .where('merchant_id', '=', merchantId)
    .where('level', '=', level)
    .executeTakeFirst();
  return row?.daily_withdrawal_limit ?? null;
}

/** Players at each level of the merchant. */
export async function playersPerLevel(db: Db, merchantId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('members')
    .select(['rank_level', (eb) => eb.fn.countAll<string>().as('n')])
    .where('merchant_id', '=', merchantId)
    .where('type', '<>', 4)
    .groupBy('rank_level')
    .execute();
  return new Map(rows.map((r) => [r.rank_level, Number(r.n)]));
}

export interface MemberFigures {
  member_id: bigint;
  merchant_id: number;
  rank_level: number;
  rank_since: Date | null;
  rank_below_since: Date | null;
  /** The birthday's month and day (`MM-DD`), read as text: no time zone can move it a day. */
  birthday: string | null;
  deposits: bigint;
  bets: bigint;
}

/**
 * Members' deposits (completed) and valid bets (settled, by when placed) over each one's merchant's
 * rolling period up to `now`. Trial accounts have no rank.
 */
export async function figures(db: Db, memberIds: bigint[], now: Date): Promise<MemberFigures[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await sql<MemberFigures & { deposits: string; bets: string }>`
    select m.id as member_id, m.merchant_id, m.rank_level, m.rank_since, m.rank_below_since, to_char(m.birthday, 'MM-DD') as birthday,
      coalesce((select sum(d.amount) from deposits d
                where d.member_id = m.id and d.status = 'SUCCESS' and d.completed_at >= w.since), 0)::text as deposits,
      coalesce((select sum(b.valid_bet) from bets b
                where b.member_id = m.id and b.status = 'SETTLED' and b.placed_at >= w.since), 0)::text as bets
    from members m
    cross join lateral (
      select ${now}::timestamptz - make_interval(days => coalesce(
        (select s.period_days from vip_settings s where s.merchant_id = m.merchant_id), 90)) as since
    ) w
    where m.id = any(${bigints(memberIds)}) and m.type <> 4`.execute(db);
  return rows.map((r) => ({ ...r, deposits: BigInt(r.deposits), bets: BigInt(r.bets) }));
}

/** The member's row locked: one level change at a time per member (job, sweep and operator). */
export async function lockMember(trx: Db, memberId: bigint) {
  return trx
    .selectFrom('members')
    .select(['id', 'merchant_id', 'rank_level', 'rank_below_since'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setLevel(trx: Db, memberId: bigint, level: number, name: string, at: Date) {
  await trx
    .updateTable('members')
    .set({ rank_level: level, club_label: name, rank_since: at, rank_below_since: null })
    .where('id', '=', memberId)
    .execute();
}

export async function setBelowSince(db: Db, memberId: bigint, since: Date | null) {
  await db.updateTable('members').set({ rank_below_since: since }).where('id', '=', memberId).execute();
}

export async function insertHistory(
  trx: Db,
  h: {
    merchantId: number;
    memberId: bigint;
    from: number;
    to: number;
    reason: VipChangeReason;
    bonus: bigint;
    note?: string;
    decidedBy?: string;
  },
) {
  await trx
    .insertInto('vip_history')
    .values({
      merchant_id: h.merchantId,
      member_id: h.memberId,
      from_level: h.from,
      to_level: h.to,
      reason: h.reason,
      bonus: h.bonus,
      note: h.note ?? null,
      decided_by: h.decidedBy ?? null,
    })
    .execute();
}

export const listHistory = (db: Db, memberId: bigint, limit: number) =>
  db
    .selectFrom('vip_history')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Members with a level above 0 or figures below theirs: the sweep's (relegation, benefits). */
export async function rankedMembers(db: Db): Promise<bigint[]> {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb.or([eb('rank_level', '>', 0), eb('rank_below_since', 'is not', null)]))
    .where('type', '<>', 4)
    .execute();
  return rows.map((r) => BigInt(r.id));
}

/** Valid bets each member settled, placed in [start, end): the daily rebate's base. */
export async function validBetsIn(db: Db, memberIds: bigint[], start: Date, end: Date) {
  if (memberIds.length === 0) return new Map<bigint, bigint>();
  const { rows } = await sql<{ member_id: bigint; bets: string }>`
    select member_id, sum(valid_bet)::text as bets from bets
    where member_id = any(${bigints(memberIds)}) and status = 'SETTLED'
      and placed_at >= ${start} and placed_at < ${end}
    group by member_id`.execute(db);
  return new Map(rows.map((r) => [BigInt(r.member_id), BigInt(r.bets)]));
}
