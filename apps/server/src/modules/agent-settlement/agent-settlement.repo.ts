import { sql } from 'kysely';
import { ACCOUNT_CENTRE_TYPES } from '@bet/contracts/constants';
import type { ContractKind, ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../../db/create-db.js';
import type { PassedDownLine } from '../../db/schema-agent-settlement.js';

/** Settlement's SQL (migration 0027, decision 0038). Call everything that locks inside a transaction. */

const AGENT_TYPE_LIST = sql.raw(ACCOUNT_CENTRE_TYPES.join(', '));
/** A bigint[] parameter both drivers accept: an array literal cast in SQL. */
const bigints = (ids: bigint[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

export interface Feed {
  bound: string;
  settledThrough: Date;
}

/** Locks a feed: its consumer and the settlements closing it are serialised on this row. */
export async function lockFeed(db: Db, feed: 'accrual' | 'realtime'): Promise<Feed> {
  const { rows } = await sql<{ bound: string; settled_through: Date }>`
    select bound::text as bound, settled_through
    from agent_bet_feeds where feed = ${feed} for update`.execute(db);
  const row = rows[0]!;
  return { bound: row.bound, settledThrough: row.settled_through };
}

/** Every transaction below the snapshot's xmin has ended: bets stamped below it are final. */
export async function feedUpper(db: Db): Promise<string> {
  const { rows } = await sql<{ upper: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as upper`.execute(db);
  return rows[0]!.upper;
}

export async function moveFeed(
  db: Db,
  feed: 'accrual' | 'realtime',
  to: { bound?: string; settledThrough?: Date },
): Promise<void> {
  await sql`
    update agent_bet_feeds set
      bound = coalesce(${to.bound ?? null}::xid8, bound),
      settled_through = greatest(settled_through, coalesce(${to.settledThrough ?? null}::timestamptz, settled_through))
    where feed = ${feed}`.execute(db);
}

/** Closes a merchant's accruals before `end`: bets accrued from now on count after it. */
export async function closeAccruals(db: Db, merchantId: number, end: Date): Promise<void> {
  await sql`
    insert into agent_accrual_closes (merchant_id, closed_before) values (${merchantId}, ${end})
    on conflict (merchant_id) do update
      set closed_before = greatest(agent_accrual_closes.closed_before, excluded.closed_before)`.execute(db);
}

/**
 * Adds the bets settled by transactions in [from, to) to their members' 5-minute slots; a slot
 * already closed by a settlement moves to the first open one (late bets count in the next period).
 * Trial accounts play with play money: never in a base.
 */
export async function accrue(db: Db, from: string, to: string): Promise<void> {
  await sql`
    insert into agent_accruals (slot, member_id, stake, valid_bet, payout, bets)
    select greatest(date_bin('5 minutes', coalesce(b.settled_at, b.placed_at), timestamptz '1970-01-01 00:00:00+00'),
                    coalesce(c.closed_before, '-infinity')),
           b.member_id, sum(b.stake), sum(b.valid_bet), sum(b.payout), count(*)
    from bets b join members m on m.id = b.member_id and m.type <> 4
    left join agent_accrual_closes c on c.merchant_id = b.merchant_id
    where b.settled_xid >= ${from}::xid8 and b.settled_xid < ${to}::xid8
    group by 1, 2
    on conflict (slot, member_id) do update set
      stake = agent_accruals.stake + excluded.stake,
      valid_bet = agent_accruals.valid_bet + excluded.valid_bet,
      payout = agent_accruals.payout + excluded.payout,
      bets = agent_accruals.bets + excluded.bets`.execute(db);
}

export interface ParticipantRow {
  member_id: bigint;
  username: string;
  upline_id: bigint | null;
  contract_id: bigint | null;
  merchant_id: number;
  terms: ContractTerms | null;
}

/** Contracts of a kind in force in [start, end): the newest accepted per downline. */
export async function contractsInForce(
  db: Db,
  q: { merchantId?: number; kind: ContractKind; start: Date; end: Date },
): Promise<ParticipantRow[]> {
  const { rows } = await sql<ParticipantRow>`
    select distinct on (c.member_id) c.member_id, m.username, c.upline_id, c.id as contract_id,
           c.merchant_id, c.terms
    from agent_contracts c join members m on m.id = c.member_id
    where c.kind = ${q.kind} and c.state <> 'REJECTED' and c.decided_at is not null
      and c.decided_at < ${q.end} and (c.ended_at is null or c.ended_at >= ${q.start})
      and (${q.merchantId ?? null}::int is null or c.merchant_id = ${q.merchantId ?? null}::int)
    order by c.member_id, c.decided_at desc`.execute(db);
  return rows;
}

/** Top-level agents (no agent upline) of the merchants holding house terms of a kind, with those terms. */
export async function topLevelAgents(
  db: Db,
  q: { merchantId?: number; kind: ContractKind },
): Promise<ParticipantRow[]> {
  const { rows } = await sql<ParticipantRow>`
    select m.id as member_id, m.username, m.upline_id, null::bigint as contract_id, m.merchant_id, t.terms
    from agent_top_terms t
    join members m on m.merchant_id = t.merchant_id and m.type in (${AGENT_TYPE_LIST})
    left join members u on u.id = m.upline_id
    where t.kind = ${q.kind} and (u.id is null or u.type not in (${AGENT_TYPE_LIST}))
      and (${q.merchantId ?? null}::int is null or t.merchant_id = ${q.merchantId ?? null}::int)`.execute(db);
  return rows;
}

export interface TeamTotals {
  member_id: bigint;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  active: number;
}

/** Each agent's team (itself and everyone under it) over the slots of [start, end). */
export async function teamTotals(db: Db, agentIds: bigint[], start: Date, end: Date): Promise<TeamTotals[]> {
  if (agentIds.length === 0) return [];
  const { rows } = await sql<TeamTotals>`
    select t.ancestor_id as member_id, sum(a.stake)::bigint as stake, sum(a.valid_bet)::bigint as valid_bet,
           sum(a.payout)::bigint as payout,
           (count(distinct a.member_id) filter (where a.valid_bet > 0))::int as active
    from agent_accruals a join member_tree t on t.member_id = a.member_id
    where a.slot >= ${start} and a.slot < ${end} and t.ancestor_id = any(${bigints(agentIds)})
    group by t.ancestor_id`.execute(db);
  return rows;
}

export interface StakeGroup {
  ancestor_id: bigint;
  depth: number;
  member_id: bigint;
  won: boolean;
  bucket: number;
  stake: bigint;
}

/**
 * Real-time salary's bets of the feed range [from, to), grouped by member, outcome (won: the
 * player was paid more than the stake) and stake bucket (how many of `thresholds` the stake
 * reaches), joined to each participant above the member.
 */
export async function stakeGroups(
  db: Db,
  q: { from: string; to: string; thresholds: bigint[]; agentIds: bigint[] },
): Promise<StakeGroup[]> {
  if (q.agentIds.length === 0) return [];
  const { rows } = await sql<StakeGroup>`
    with g as (
      select b.member_id, b.payout > b.stake as won,
             (select count(*) from unnest(${bigints(q.thresholds)}) th where th <= b.stake)::int as bucket,
             sum(b.stake)::bigint as stake
      from bets b join members m on m.id = b.member_id and m.type <> 4
      where b.settled_xid >= ${q.from}::xid8 and b.settled_xid < ${q.to}::xid8
      group by 1, 2, 3
    )
    select t.ancestor_id, t.depth, g.member_id, g.won, g.bucket, g.stake
    from g join member_tree t on t.member_id = g.member_id
    where t.ancestor_id = any(${bigints(q.agentIds)})`.execute(db);
  return rows;
}

export const lastRunEnd = async (db: Db, merchantId: number, kind: ContractKind, periodType: string) =>
  (
    await db
      .selectFrom('agent_settlement_runs')
      .select('period_end')
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('period_type', '=', periodType)
      .orderBy('period_end', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.period_end ?? null;

/** Merchants with anything to settle: house terms or contracts. */
export async function settlingMerchants(db: Db): Promise<number[]> {
  const { rows } = await sql<{ merchant_id: number }>`
    select merchant_id from agent_top_terms union select merchant_id from agent_contracts`.execute(db);
  return rows.map((r) => r.merchant_id);
}

/** Inserts a run unless that (merchant, kind, period) is settled already; null then. */
export async function insertRun(
  db: Db,
  run: {
    merchantId: number;
    kind: ContractKind;
    periodType: string;
    period: string;
    start: Date;
    end: Date;
    settledAt: Date;
    releaseAt: Date;
  },
): Promise<bigint | null> {
  const row = await db
    .insertInto('agent_settlement_runs')
    .values({
      merchant_id: run.merchantId,
      kind: run.kind,
      period_type: run.periodType,
      period: run.period,
      period_start: run.start,
      period_end: run.end,
      settled_at: run.settledAt,
      release_at: run.releaseAt,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewLine {
  runId: bigint;
  memberId: bigint;
  contractId: bigint | null;
  base: bigint;
  rateBp: number;
  gross: bigint;
  passedDown: bigint;
  passedDownLines: PassedDownLine[];
  amount: bigint;
}

export async function insertLines(db: Db, lines: NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  for (let i = 0; i < lines.length; i += 1000)
    await db
      .insertInto('agent_payout_lines')
      .values(
        lines.slice(i, i + 1000).map((l) => ({
          run_id: l.runId,
          member_id: l.memberId,
          contract_id: l.contractId,
          base: l.base,
          rate_bp: l.rateBp,
          gross: l.gross,
          passed_down: l.passedDown,
          passed_down_lines: JSON.stringify(l.passedDownLines),
          amount: l.amount,
        })),
      )
      .execute();
}
