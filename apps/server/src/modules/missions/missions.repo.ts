import { sql } from 'kysely';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import type { MissionPeriod, MissionStatus, MissionTask } from '@bet/contracts/missions/mission-rules';
import type { Db } from '../../db/create-db.js';

/** Missions' SQL (migration 0036). */

export interface MissionRow {
  id: number;
  merchant_id: number;
  task: MissionTask;
  category: GameCategory | null;
  period: MissionPeriod;
  target: bigint;
  reward: bigint;
  turnover_multiple: number;
  sort: number;
  status: MissionStatus;
  updated_at: Date;
}

const MISSION_COLUMNS = sql`id, merchant_id, task, category, period, target, reward, turnover_multiple, sort,
  status, updated_at`;

export async function listMissions(db: Db, merchantId: number, activeOnly = false): Promise<MissionRow[]> {
  const { rows } = await sql<MissionRow>`
    select ${MISSION_COLUMNS} from missions
    where merchant_id = ${merchantId} and (${!activeOnly} or status = 'ACTIVE')
    order by sort, id`.execute(db);
  return rows;
}

export async function findMission(db: Db, merchantId: number, id: number): Promise<MissionRow | null> {
  const { rows } = await sql<MissionRow>`
    select ${MISSION_COLUMNS} from missions where merchant_id = ${merchantId} and id = ${id}`.execute(db);
  return rows[0] ?? null;
}

export interface MissionValues {
  task: MissionTask;
  category: GameCategory | null;
  period: MissionPeriod;
  target: bigint;
  reward: bigint;
  turnoverMultiple: number;
  sort: number;
}

export async function countMissions(db: Db, merchantId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from missions where merchant_id = ${merchantId}`.execute(db);
  return rows[0]!.n;
}

export async function insertMission(db: Db, merchantId: number, v: MissionValues): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into missions (merchant_id, task, category, period, target, reward, turnover_multiple, sort)
    values (${merchantId}, ${v.task}, ${v.category}, ${v.period}, ${v.target}, ${v.reward},
            ${v.turnoverMultiple}, ${v.sort})
    returning id`.execute(db);
  return rows[0]!.id;
}

export async function updateMission(
  db: Db,
  merchantId: number,
  id: number,
  v: MissionValues,
): Promise<boolean> {
  const { numAffectedRows } = await sql`
    update missions set task = ${v.task}, category = ${v.category}, period = ${v.period}, target = ${v.target},
      reward = ${v.reward}, turnover_multiple = ${v.turnoverMultiple}, sort = ${v.sort}, updated_at = now()
    where merchant_id = ${merchantId} and id = ${id}`.execute(db);
  return (numAffectedRows ?? 0n) > 0n;
}

export async function setMissionStatus(db: Db, merchantId: number, id: number, status: MissionStatus) {
  const { numAffectedRows } = await sql`
    update missions set status = ${status}, updated_at = now()
    where merchant_id = ${merchantId} and id = ${id}`.execute(db);
  return (numAffectedRows ?? 0n) > 0n;
}

export interface ProgressRow {
  mission_id: number;
  period: string;
  progress: bigint;
  completed_at: Date | null;
  claimed_at: Date | null;
}

/** A player's progress rows of the given periods (this day's and this week's keys). */
export async function memberProgress(db: Db, memberId: bigint, periods: string[]): Promise<ProgressRow[]> {
  const { rows } = await sql<ProgressRow>`
    select mission_id, period, progress, completed_at, claimed_at from mission_progress
    where member_id = ${memberId} and period in (${sql.join(periods)})`.execute(db);
  return rows;
}

/** Locks one progress row for its claim. */
export async function lockProgress(
  trx: Db,
  missionId: number,
  memberId: bigint,
  period: string,
): Promise<ProgressRow | null> {
  const { rows } = await sql<ProgressRow>`
    select mission_id, period, progress, completed_at, claimed_at from mission_progress
    where mission_id = ${missionId} and member_id = ${memberId} and period = ${period}
    for update`.execute(trx);
  return rows[0] ?? null;
}

export async function markClaimed(
  trx: Db,
  k: { missionId: number; memberId: bigint; period: string; reward: bigint; transferId: bigint },
): Promise<void> {
  await sql`
    update mission_progress set claimed_at = now(), reward = ${k.reward}, transfer_id = ${k.transferId}
    where mission_id = ${k.missionId} and member_id = ${k.memberId} and period = ${k.period}`.execute(trx);
}

export interface BoardRow {
  member_id: bigint;
  username: string;
  completed: number;
  rewards: bigint;
  rank: number;
}

/** The week's board: players by missions completed in [start, end), the most first. */
function board(merchantId: number, start: Date, end: Date) {
  return sql`
    select p.member_id, count(*)::int as completed, coalesce(sum(p.reward), 0)::bigint as rewards,
           min(p.completed_at) as first_at
    from mission_progress p join missions m on m.id = p.mission_id
    where m.merchant_id = ${merchantId} and p.completed_at >= ${start} and p.completed_at < ${end}
    group by p.member_id`;
}

export async function leaderboard(
  db: Db,
  q: { merchantId: number; start: Date; end: Date; limit: number },
): Promise<BoardRow[]> {
  const { rows } = await sql<BoardRow>`
    select b.member_id, m.username, b.completed, b.rewards,
           (rank() over (order by b.completed desc))::int as rank
    from (${board(q.merchantId, q.start, q.end)}) b join members m on m.id = b.member_id
    order by b.completed desc, b.first_at, b.member_id
    limit ${q.limit}`.execute(db);
  return rows;
}

/** One player's line of the week's board (null: nothing completed this week). */
export async function boardLine(
  db: Db,
  q: { merchantId: number; memberId: bigint; start: Date; end: Date },
): Promise<{ rank: number; completed: number; rewards: bigint } | null> {
  const { rows } = await sql<{ member_id: bigint; rank: number; completed: number; rewards: bigint }>`
    select * from (
      select b.member_id, (rank() over (order by b.completed desc))::int as rank, b.completed, b.rewards
      from (${board(q.merchantId, q.start, q.end)}) b
    ) ranked where member_id = ${q.memberId}`.execute(db);
  return rows[0] ?? null;
}

export interface MissionStatsRow {
  mission_id: number;
  players: number;
  completed: number;
  claimed: number;
  paid_total: bigint;
}

/** Per mission: this period's players, completions and claims, and all it ever paid. */
export async function missionStats(
  db: Db,
  q: { merchantId: number; dayKey: string; weekKey: string },
): Promise<MissionStatsRow[]> {
  const { rows } = await sql<MissionStatsRow>`
    select m.id as mission_id,
      count(*) filter (where p.period = case m.period when 'DAILY' then ${q.dayKey} else ${q.weekKey} end)::int
        as players,
      count(p.completed_at) filter (
        where p.period = case m.period when 'DAILY' then ${q.dayKey} else ${q.weekKey} end)::int as completed,
      count(p.claimed_at) filter (
        where p.period = case m.period when 'DAILY' then ${q.dayKey} else ${q.weekKey} end)::int as claimed,
      coalesce(sum(p.reward) filter (where p.claimed_at is not null), 0)::bigint as paid_total
    from missions m left join mission_progress p on p.mission_id = m.id
    where m.merchant_id = ${q.merchantId}
    group by m.id`.execute(db);
  return rows;
}
