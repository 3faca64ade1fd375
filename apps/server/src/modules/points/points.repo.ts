import { sql } from 'kysely';
import type { GameCategory } from '@bet/contracts/games/categories';
import {
  DEFAULT_POINT_MULTIPLIERS,
  POINT_TYPE_OF_CATEGORY,
  type PointType,
} from '@bet/contracts/points/points-rules';
import type { Db } from '../../db/create-db.js';

/** The points ledger's SQL (migration 0047). Points are centipoints throughout. */

export interface PointsSettingsRow {
  ratio: number;
  convert_enabled: boolean;
  convert_min: number;
  deposit_percent: number;
  multipliers: Record<GameCategory, number>;
}

/** A merchant that never saved its rules earns and converts by the platform's defaults. */
export const DEFAULT_POINTS_SETTINGS: PointsSettingsRow = {
  ratio: 100,
  convert_enabled: true,
  convert_min: 100,
  deposit_percent: 10,
  multipliers: DEFAULT_POINT_MULTIPLIERS,
};

export async function findSettings(db: Db, merchantId: number): Promise<PointsSettingsRow> {
  const row = await db
    .selectFrom('points_settings')
    .select(['ratio', 'convert_enabled', 'convert_min', 'deposit_percent', 'multipliers'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row
    ? { ...row, multipliers: { ...DEFAULT_POINT_MULTIPLIERS, ...row.multipliers } }
    : DEFAULT_POINTS_SETTINGS;
}

export async function saveSettings(db: Db, merchantId: number, s: PointsSettingsRow): Promise<void> {
  const values = { ...s, multipliers: JSON.stringify(s.multipliers), updated_at: new Date() };
  await db
    .insertInto('points_settings')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}

export interface Balance {
  balance: bigint;
  earned: bigint;
  spent: bigint;
}

export async function findBalance(db: Db, memberId: bigint): Promise<Balance> {
  const row = await db
    .selectFrom('points_balances')
    .select(['balance', 'earned', 'spent'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? { balance: 0n, earned: 0n, spent: 0n };
}

/**
 * One entry of the points ledger and its balance change, in the caller's transaction. A debit
 * takes only what the player holds (the row's guarded update), so two spends of the same points
 * cannot both pass: answers the new balance, or null when the points were not there. An entry
 * whose source is already in the ledger changes nothing and answers null too (`replayed`).
 */
export async function post(
  trx: Db,
  e: {
    merchantId: number;
    memberId: bigint;
    type: PointType;
    points: bigint;
    source: string;
    reference: string;
  },
): Promise<{ balance: bigint } | { refused: 'NOT_ENOUGH' | 'REPLAYED' }> {
  const inserted = await trx
    .insertInto('points_entries')
    .values({
      merchant_id: e.merchantId,
      member_id: e.memberId,
      type: e.type,
      points: e.points,
      source: e.source,
      reference: e.reference,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { refused: 'REPLAYED' };
  await sql`
    insert into points_balances (member_id, merchant_id, balance, earned, spent)
    values (${e.memberId}, ${e.merchantId}, 0, 0, 0)
    on conflict (member_id) do nothing`.execute(trx);
  const earned = e.points > 0n && e.type !== 'REFUND' ? e.points : 0n;
  // A refund gives back what was spent; any debit is spent.
  const spent = e.type === 'REFUND' ? -e.points : e.points < 0n ? -e.points : 0n;
  const { rows } = await sql<{ balance: bigint }>`
    update points_balances set
      balance = balance + ${e.points}, earned = earned + ${earned}, spent = spent + ${spent}
    where member_id = ${e.memberId} and balance + ${e.points} >= 0
    returning balance`.execute(trx);
  // Not enough points: the caller throws, and its transaction takes the entry back.
  if (rows.length === 0) return { refused: 'NOT_ENOUGH' };
  return { balance: BigInt(rows[0]!.balance) };
}

const TYPE_OF_CATEGORY = sql.raw(
  `case b.category ${Object.entries(POINT_TYPE_OF_CATEGORY)
    .map(([category, type]) => `when '${category}' then '${type}'`)
    .join(' ')} end`,
);
const DEFAULTS = JSON.stringify(DEFAULT_POINTS_SETTINGS.multipliers);
const CATEGORIES = sql.raw(
  Object.keys(POINT_TYPE_OF_CATEGORY)
    .map((c) => `'${c}'`)
    .join(', '),
);

/**
 * Earns the points of the bets settled and the deposits completed by transactions in [from, to):
 * valid bet × the category's multiplier, deposit × the deposit percent, each rounded down to a
 * centipoint, one entry per bet or deposit (its source is unique: a replay adds nothing), and the
 * balances they add to. Trial accounts play with play money: they earn nothing. Answers the bets
 * and deposits that earned.
 */
export async function earn(trx: Db, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ entries: string }>`
    with settings as (
      select m.id as merchant_id,
             ${DEFAULTS}::jsonb || coalesce(s.multipliers, '{}'::jsonb) as multipliers,
             coalesce(s.deposit_percent, ${DEFAULT_POINTS_SETTINGS.deposit_percent}) as deposit_percent
      from merchants m left join points_settings s on s.merchant_id = m.id
    ),
    earned_rows as (
      select b.merchant_id, b.member_id, ${TYPE_OF_CATEGORY} as type,
             b.valid_bet * (st.multipliers ->> b.category)::int / 100 as points,
             'bet:' || b.id as source, b.game_name as reference
      from bets b
      join members mem on mem.id = b.member_id and mem.type <> 4
      join settings st on st.merchant_id = b.merchant_id
      where b.settled_xid >= ${from}::xid8 and b.settled_xid < ${to}::xid8 and b.status = 'SETTLED'
        and b.category in (${CATEGORIES})
      union all
      select d.merchant_id, d.member_id, 'DEPOSIT', d.amount * st.deposit_percent / 100,
             'deposit:' || d.id, 'Deposit'
      from deposits d
      join members mem on mem.id = d.member_id and mem.type <> 4
      join settings st on st.merchant_id = d.merchant_id
      where d.completed_xid >= ${from}::xid8 and d.completed_xid < ${to}::xid8 and d.status = 'SUCCESS'
    ),
    entries as (
      insert into points_entries (merchant_id, member_id, type, points, source, reference)
      select merchant_id, member_id, type, points, source, reference from earned_rows where points > 0
      on conflict (source) do nothing
      returning merchant_id, member_id, points
    ),
    balances as (
      insert into points_balances as pb (member_id, merchant_id, balance, earned, spent)
      select member_id, merchant_id, sum(points)::bigint, sum(points)::bigint, 0 from entries
      group by member_id, merchant_id
      on conflict (member_id) do update
        set balance = pb.balance + excluded.balance, earned = pb.earned + excluded.earned
    )
    select count(*)::text as entries from entries`.execute(trx);
  return Number(rows[0]!.entries);
}

export interface EntryRow {
  id: bigint;
  type: PointType;
  points: bigint;
  reference: string;
  created_at: Date;
}

export interface EntryFilter {
  memberId: bigint;
  type?: PointType;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** The player's points ledger, newest first, and how many entries match. */
export async function listEntries(db: Db, f: EntryFilter): Promise<{ rows: EntryRow[]; total: number }> {
  let q = db.selectFrom('points_entries').where('member_id', '=', f.memberId);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'type', 'points', 'reference', 'created_at'])
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
