import { sql, type RawBuilder } from 'kysely';
import type { LimitKind, LimitPeriod } from '@bet/contracts/responsible-gaming/responsible-gaming';
import type { Db } from '../../db/create-db.js';
import type { StoredLimit } from './limit-rules.js';

const toStored = (row: {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint | string;
  pending_value: bigint | string | null;
  pending_at: Date | null;
}): StoredLimit => ({
  kind: row.kind,
  period: row.period,
  value: BigInt(row.value),
  pendingValue: row.pending_value === null ? null : BigInt(row.pending_value),
  pendingAt: row.pending_at,
});

const limitColumns = ['kind', 'period', 'value', 'pending_value', 'pending_at'] as const;

/** A member's limits; `lock` takes their rows for update (a deposit racing another waits). */
export async function findLimits(db: Db, memberId: bigint, lock = false): Promise<StoredLimit[]> {
  let query = db.selectFrom('rg_limits').select(limitColumns).where('member_id', '=', memberId);
  if (lock) query = query.forUpdate();
  return (await query.execute()).map(toStored);
}

export async function upsertLimit(
  db: Db,
  row: { memberId: bigint; merchantId: number; limit: StoredLimit },
): Promise<void> {
  const { limit } = row;
  const values = {
    value: limit.value,
    pending_value: limit.pendingValue,
    pending_at: limit.pendingAt,
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('rg_limits')
    .values({
      member_id: row.memberId,
      merchant_id: row.merchantId,
      kind: limit.kind,
      period: limit.period,
      ...values,
    })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

export const deleteLimit = (db: Db, memberId: bigint, kind: LimitKind, period: LimitPeriod) =>
  db
    .deleteFrom('rg_limits')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .execute();

export const insertLimitChange = (
  db: Db,
  c: {
    merchantId: number;
    memberId: bigint;
    kind: LimitKind;
    period: LimitPeriod;
    oldValue: bigint | null;
    newValue: bigint | null;
    requestedBy: string;
    effectiveAt: Date;
  },
) =>
  db
    .insertInto('rg_limit_changes')
    .values({
      merchant_id: c.merchantId,
      member_id: c.memberId,
      kind: c.kind,
      period: c.period,
      old_value: c.oldValue,
      new_value: c.newValue,
      requested_by: c.requestedBy,
      effective_at: c.effectiveAt,
    })
    .execute();

/** Marks the change still waiting (at `now`) for this limit as cancelled. */
export const cancelWaitingChange = (
  db: Db,
  memberId: bigint,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
) =>
  db
    .updateTable('rg_limit_changes')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('cancelled_at', 'is', null)
    .where('effective_at', '>', now)
    .execute();

/**
 * Deposits asked for since each of `starts` and not refused, in one query: a pending one counts,
 * so two cannot race past a limit.
 */
export async function depositedSince(db: Db, memberId: bigint, starts: readonly Date[]): Promise<bigint[]> {
  const earliest = starts.reduce((a, b) => (b < a ? b : a));
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join(starts.map((s, i) => sql`coalesce(sum(amount) filter (where created_at >= ${s}), 0) as ${sql.ref(`d${i}`)}`))}
    from deposits
    where member_id = ${memberId} and created_at >= ${earliest} and status <> 'REJECTED'`.execute(db);
  return starts.map((_, i) => BigInt(rows[0]![`d${i}`]!));
}

/**
 * Since each of `starts`, in one query: the stakes of bets placed (not cancelled) and the net loss
 * of the settled ones.
 */
export async function playedSince(
  db: Db,
  memberId: bigint,
  starts: readonly Date[],
): Promise<{ wagered: bigint; lost: bigint }[]> {
  const earliest = starts.reduce((a, b) => (b < a ? b : a));
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join(
      starts.map(
        (s, i) =>
          sql`coalesce(sum(stake) filter (where status <> 'CANCELLED' and placed_at >= ${s}), 0) as ${sql.ref(`w${i}`)},
              coalesce(sum(stake - payout) filter (where status = 'SETTLED' and placed_at >= ${s}), 0) as ${sql.ref(`l${i}`)}`,
      ),
    )}
    from bets
    where member_id = ${memberId} and placed_at >= ${earliest}`.execute(db);
  return starts.map((_, i) => ({ wagered: BigInt(rows[0]![`w${i}`]!), lost: BigInt(rows[0]![`l${i}`]!) }));
}

/** Bets placed since `since` (a session's start): how many, their stakes and payouts. */
export async function betsSince(db: Db, memberId: bigint, since: Date) {
  const row = await db
    .selectFrom('bets')
    .select([
      sql<string>`count(*)`.as('bets'),
      sql<string>`coalesce(sum(stake), 0)`.as('staked'),
      sql<string>`coalesce(sum(payout), 0)`.as('paid'),
    ])
    .where('member_id', '=', memberId)
    .where('placed_at', '>=', since)
    .where('status', '!=', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return { bets: Number(row.bets), staked: BigInt(row.staked), paid: BigInt(row.paid) };
}

/**
 * Exclusion row `x` (a table alias) is in force at `at`: permanent, not ended yet, or a
 * self-exclusion whose player has not come back — after its end they ask to return and wait 24
 * hours (`return_at`). A time-out simply ends.
 */
export const exclusionInForce = (x: string, at: Date | RawBuilder<unknown>) => {
  const c = (column: string) => sql.ref(`${x}.${column}`);
  return sql<boolean>`(${c('starts_at')} <= ${at} and (${c('ends_at')} is null or ${c('ends_at')} > ${at}
    or (${c('kind')} = 'SELF_EXCLUSION' and (${c('return_at')} is null or ${c('return_at')} > ${at}))))`;
};

/**
 * Whether the member `member` names (a column reference such as `m.id`) is under a time-out or
 * self-exclusion now: the bonus payers and marketing audiences leave them out (issue 20). The
 * database's clock, as the other schedulers' queries read it.
 */
export const excludedNow = (member: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from rg_exclusions x where x.member_id = ${member}
    and ${exclusionInForce('x', sql`now()`)})`;

/** `excludedNow` of one member. */
export const isExcludedNow = async (db: Db, memberId: bigint) =>
  (await sql<{ excluded: boolean }>`select ${excludedNow(sql`${memberId}::bigint`)} as excluded`.execute(db))
    .rows[0]!.excluded;

/**
 * The exclusion in force at `now` to tell the player about: a permanent one, else the running one
 * that ends last, else an ended self-exclusion waiting for its player to come back.
 */
export const findActiveExclusion = (db: Db, memberId: bigint, now: Date) =>
  db
    .selectFrom('rg_exclusions')
    .select(['kind', 'period', 'starts_at', 'ends_at', 'return_at'])
    .where('member_id', '=', memberId)
    .where(exclusionInForce('rg_exclusions', now))
    .orderBy(sql`ends_at is null`, 'desc')
    .orderBy(sql`ends_at > ${now}`, 'desc')
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * A player asks to return after their self-exclusion ended: they may play from `returnAt`. Answers
 * how many exclusions it reached (0: none ended and waiting).
 */
export const askReturn = async (db: Db, memberId: bigint, now: Date, returnAt: Date) =>
  (
    await db
      .updateTable('rg_exclusions')
      .set({ return_at: returnAt })
      .where('member_id', '=', memberId)
      .where('kind', '=', 'SELF_EXCLUSION')
      .where('ends_at', '<=', now)
      .where('return_at', 'is', null)
      .executeTakeFirst()
  ).numUpdatedRows;

export const insertExclusion = (
  db: Db,
  e: {
    merchantId: number;
    memberId: bigint;
    kind: 'TIME_OUT' | 'SELF_EXCLUSION';
    period: string;
    startsAt: Date;
    endsAt: Date | null;
    setBy: string;
    reason: string | null;
  },
) =>
  db
    .insertInto('rg_exclusions')
    .values({
      merchant_id: e.merchantId,
      member_id: e.memberId,
      kind: e.kind,
      period: e.period,
      starts_at: e.startsAt,
      ends_at: e.endsAt,
      set_by: e.setBy,
      reason: e.reason,
    })
    .execute();

export const insertRefusal = (
  db: Db,
  r: {
    merchantId: number;
    memberId: bigint;
    kind: LimitKind;
    period: LimitPeriod;
    action: 'DEPOSIT' | 'TRANSFER' | 'LAUNCH' | 'BET';
    amount: bigint | null;
    /** Now, unless the demo seed writes history. */
    at?: Date;
  },
) =>
  db
    .insertInto('rg_refusals')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      kind: r.kind,
      period: r.period,
      action: r.action,
      amount: r.amount,
      ...(r.at ? { at: r.at } : {}),
    })
    .execute();

export const findRealityCheckMinutes = async (db: Db, memberId: bigint): Promise<number | undefined> =>
  (
    await db
      .selectFrom('rg_preferences')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.reality_check_minutes;

export const saveRealityCheckMinutes = (db: Db, memberId: bigint, minutes: number) =>
  db
    .insertInto('rg_preferences')
    .values({ member_id: memberId, reality_check_minutes: minutes })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes }))
    .execute();

export const findPasswordHash = async (db: Db, memberId: bigint): Promise<string | null | undefined> =>
  (await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirst())
    ?.password_hash;

export const findHelpLinks = (db: Db, merchantId: number) =>
  db
    .selectFrom('rg_help_links')
    .select(['name', 'url'])
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .execute();

/** Replaces a merchant's help links (the seed; the operator's settings). */
export async function replaceHelpLinks(db: Db, merchantId: number, links: { name: string; url: string }[]) {
  await db.deleteFrom('rg_help_links').where('merchant_id', '=', merchantId).execute();
  if (links.length === 0) return;
  await db
    .insertInto('rg_help_links')
    .values(links.map((l, position) => ({ merchant_id: merchantId, position, name: l.name, url: l.url })))
    .execute();
}

export const insertWithdrawalCode = (
  db: Db,
  c: { codeHash: string; merchantId: number; memberId: bigint; expiresAt: Date },
) =>
  db
    .insertInto('rg_withdrawal_codes')
    .values({
      code_hash: c.codeHash,
      merchant_id: c.merchantId,
      member_id: c.memberId,
      expires_at: c.expiresAt,
    })
    .execute();

/** The member of a withdrawal-only code not used yet and not expired, or undefined. */
export const findWithdrawalCode = (db: Db, codeHash: string, merchantId: number, now: Date) =>
  db
    .selectFrom('rg_withdrawal_codes')
    .select('member_id')
    .where('code_hash', '=', codeHash)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Takes a withdrawal-only code (once): its member, or undefined when unknown, used or expired. */
export const takeWithdrawalCode = (db: Db, codeHash: string, merchantId: number, now: Date) =>
  db
    .updateTable('rg_withdrawal_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id'])
    .executeTakeFirst();

export const findUsername = async (db: Db, memberId: bigint) =>
  (await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow())
    .username;
