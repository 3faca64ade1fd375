import { sql, type Insertable, type Selectable } from 'kysely';
import { REFERRAL_ACTIVE_DAYS, type ReferralRewardStatus } from '@bet/contracts/referral/referral';
import type { Db } from '../../db/create-db.js';
import { excludedNow } from '../responsible-gaming/responsible-gaming.repo.js';
import type { ReferralRewardsTable, ReferralTiersTable } from '../../db/schema-referral.js';

/** Referral's SQL (migration 0049). Money in minor units. */

export type ReferralTierRow = Selectable<ReferralTiersTable>;

/** A bigint[] parameter both drivers accept: an array literal cast in SQL. */
const bigints = (ids: bigint[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

export const listTiers = (db: Db, merchantId: number) =>
  db.selectFrom('referral_tiers').selectAll().where('merchant_id', '=', merchantId).orderBy('tier').execute();

export async function replaceTiers(trx: Db, merchantId: number, tiers: Insertable<ReferralTiersTable>[]) {
  await trx.deleteFrom('referral_tiers').where('merchant_id', '=', merchantId).execute();
  if (tiers.length) await trx.insertInto('referral_tiers').values(tiers).execute();
}

export interface FriendFigures {
  friend_id: bigint;
  referrer_id: bigint;
  merchant_id: number;
  deposits: bigint;
  bets: bigint;
  /** The referrer is under a time-out or self-exclusion now. */
  referrerExcluded: boolean;
}

/**
 * Of `memberIds`, the friends (registered with a referrer's code of the same merchant), with their
 * deposits and valid bets since they registered, and whether their referrer is excluded from play.
 */
export async function friendFigures(db: Db, memberIds: bigint[]): Promise<FriendFigures[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await sql<{
    friend_id: string;
    referrer_id: string;
    merchant_id: number;
    deposits: string;
    bets: string;
    referrer_excluded: boolean;
  }>`
    select f.id::text as friend_id, r.id::text as referrer_id, f.merchant_id,
      ${excludedNow(sql.ref('r.id'))} as referrer_excluded,
      coalesce((select sum(d.amount) from deposits d where d.member_id = f.id and d.status = 'SUCCESS'), 0)::text as deposits,
      coalesce((select sum(b.valid_bet) from bets b where b.member_id = f.id and b.status = 'SETTLED'), 0)::text as bets
    from members f
    join members r on r.id::text = f.recommender_id and r.merchant_id = f.merchant_id and r.id <> f.id
    where f.id = any(${bigints(memberIds)}) and f.type <> 4`.execute(db);
  return rows.map((r) => ({
    friend_id: BigInt(r.friend_id),
    referrer_id: BigInt(r.referrer_id),
    merchant_id: r.merchant_id,
    deposits: BigInt(r.deposits),
    bets: BigInt(r.bets),
    referrerExcluded: r.referrer_excluded,
  }));
}

/** The tiers already rewarded (paid or refused) per friend. */
export async function rewardedTiers(db: Db, friendIds: bigint[]): Promise<Map<bigint, Set<number>>> {
  const done = new Map<bigint, Set<number>>();
  if (friendIds.length === 0) return done;
  const rows = await db
    .selectFrom('referral_rewards')
    .select(['friend_id', 'tier'])
    .where('friend_id', 'in', friendIds)
    .execute();
  for (const r of rows)
    done.set(BigInt(r.friend_id), (done.get(BigInt(r.friend_id)) ?? new Set()).add(r.tier));
  return done;
}

/** A reward row, once per friend and tier: null when the tier was rewarded already. */
export const insertReward = async (trx: Db, r: Insertable<ReferralRewardsTable>) =>
  (
    await trx
      .insertInto('referral_rewards')
      .values(r)
      .onConflict((oc) => oc.columns(['friend_id', 'tier']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id ?? null;

export const setRewardTransfer = (trx: Db, id: bigint, transferId: bigint) =>
  trx.updateTable('referral_rewards').set({ transfer_id: transferId }).where('id', '=', id).execute();

export const findReferralCode = (db: Db, memberId: bigint) =>
  db.selectFrom('members').select('referral_code').where('id', '=', memberId).executeTakeFirstOrThrow();

/** The referrer's friends: counts over all, and the newest `limit` with what each earned them. */
export async function friendsOf(db: Db, referrerId: bigint, limit: number) {
  const friends = sql`
    select f.id, f.username, f.created_at,
      exists (select 1 from deposits d where d.member_id = f.id and d.status = 'SUCCESS') as deposited,
      exists (select 1 from bets b where b.member_id = f.id and b.status = 'SETTLED'
              and b.placed_at >= now() - make_interval(days => ${REFERRAL_ACTIVE_DAYS})) as active
    from members f where f.recommender_id = ${String(referrerId)} and f.type <> 4`;
  const [counts, list, rewards] = await Promise.all([
    sql<{ total: string; deposited: string; active: string }>`
      select count(*)::text as total, count(*) filter (where deposited)::text as deposited,
             count(*) filter (where active)::text as active
      from (${friends}) f`.execute(db),
    sql<{ id: string; username: string; created_at: Date; deposited: boolean; active: boolean }>`
      select id::text, username, created_at, deposited, active from (${friends}) f
      order by id desc limit ${limit}`.execute(db),
    db
      .selectFrom('referral_rewards')
      .select(['friend_id', 'tier', 'amount'])
      .where('referrer_id', '=', referrerId)
      .where('status', '=', 'PAID')
      .execute(),
  ]);
  const c = counts.rows[0]!;
  return {
    total: Number(c.total),
    deposited: Number(c.deposited),
    active: Number(c.active),
    list: list.rows.map((r) => ({ ...r, id: BigInt(r.id) })),
    rewards: rewards.map((r) => ({ friendId: BigInt(r.friend_id), tier: r.tier, amount: BigInt(r.amount) })),
  };
}

export interface RewardFilter {
  merchantId: number;
  status?: ReferralRewardStatus;
  memberId?: bigint;
  limit: number;
  offset: number;
}

/** Rewards newest first, with both players' names; `memberId` as referrer or as friend. */
export async function listRewards(db: Db, f: RewardFilter) {
  let q = db
    .selectFrom('referral_rewards as w')
    .innerJoin('members as r', 'r.id', 'w.referrer_id')
    .innerJoin('members as f', 'f.id', 'w.friend_id')
    .where('w.merchant_id', '=', f.merchantId);
  if (f.status) q = q.where('w.status', '=', f.status);
  if (f.memberId !== undefined) {
    const id = f.memberId;
    q = q.where((eb) => eb.or([eb('w.referrer_id', '=', id), eb('w.friend_id', '=', id)]));
  }
  const [rows, count] = await Promise.all([
    q
      .select(['w.id', 'w.tier', 'w.amount', 'w.status', 'w.reason', 'w.created_at'])
      .select(['r.username as referrer', 'f.username as friend'])
      .orderBy('w.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
