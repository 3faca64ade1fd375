import { AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  MISSION_LEADERBOARD_SIZE,
  missionTargetIsAmount,
  type MissionPeriod,
} from '@bet/contracts/missions/mission-rules';
import type {
  ClaimMissionResult,
  MissionCard,
  MissionLeaderboardResponse,
  MissionSummaryResponse,
} from '@bet/contracts/missions/missions';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { periodAt, type Period } from '../agent-settlement/contract-periods.js';
import { maskName } from '../games/winners.service.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { payReward } from '../promotions/pay-claim.js';
import * as progressRepo from './mission-progress.repo.js';
import * as repo from './missions.repo.js';

/** The ledger's idempotency key of a mission's reward: one per mission, player and period. */
export const missionRewardKey = (missionId: number, memberId: bigint, period: string) =>
  `mission:${missionId}:${memberId}:${period}`;

const PERIOD_TYPE = { DAILY: 'D', WEEKLY: 'W' } as const;
/** The weekly board is read by every open missions page: built once per merchant per 30 s. */
const BOARD_CACHE_MS = 30_000;

/** The day and the week (report time zone) that hold `now`: the periods missions count in. */
export const missionPeriods = (timeZone: string, now: Date): Record<MissionPeriod, Period> => ({
  DAILY: periodAt(PERIOD_TYPE.DAILY, timeZone, now),
  WEEKLY: periodAt(PERIOD_TYPE.WEEKLY, timeZone, now),
});

/** Counts as the wire shows them: money for bets, whole numbers otherwise. */
export const missionFigure = (task: repo.MissionRow['task'], minorOrCount: bigint) =>
  missionTargetIsAmount(task) ? fromMinor(minorOrCount) : Number(minorOrCount);

/** How the reward reads in bonus details (English, like a promotion's title there). */
export function missionName(m: Pick<repo.MissionRow, 'task' | 'category' | 'period' | 'target'>): string {
  const every = m.period === 'DAILY' ? 'Daily' : 'Weekly';
  const target = BigInt(m.target);
  if (m.task === 'BET')
    return `${every} mission: bet ${fromMinor(target).toFixed(2)} on ${m.category ?? 'any game'}`;
  if (m.task === 'DEPOSITS')
    return `${every} mission: ${target === 1n ? 'make a deposit' : `deposit ${target} times`}`;
  return `${every} mission: ${target === 1n ? 'log in' : `log in on ${target} days`}`;
}

/**
 * Missions (issue 17): the player's daily and weekly missions, their progress (counted by the
 * scheduler from bets, deposits and logins: `recountProgress`), the claim that pays a completed one
 * through the ledger, and the week's leaderboard.
 */
export class MissionsService {
  private readonly board = new TtlCache<number, repo.BoardRow[]>(BOARD_CACHE_MS);

  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date }) {}

  private now = () => (this.d.now ?? (() => new Date()))();

  private periods(now: Date): Record<MissionPeriod, Period> {
    return missionPeriods(this.d.timeZone, now);
  }

  /**
   * One run of the progress feed: the players with new settled bets, completed deposits or logins
   * since the last run get their missions of this period and the last one recounted (a bet settled
   * just before midnight counts in its own day), and the feed moves on — in one transaction.
   */
  async recountProgress(): Promise<{ members: number; rows: number }> {
    const now = this.now();
    const windows: progressRepo.Window[] = [];
    for (const period of ['DAILY', 'WEEKLY'] as const) {
      const current = periodAt(PERIOD_TYPE[period], this.d.timeZone, now);
      const previous = periodAt(PERIOD_TYPE[period], this.d.timeZone, new Date(current.start.getTime() - 1));
      for (const p of [previous, current]) windows.push({ period, key: p.key, start: p.start, end: p.end });
    }
    return this.d.db.transaction().execute(async (trx) => {
      const bound = await progressRepo.lockFeed(trx);
      const upper = await progressRepo.feedUpper(trx);
      if (BigInt(upper) <= BigInt(bound)) return { members: 0, rows: 0 };
      const members = await progressRepo.touchedMembers(trx, bound, upper);
      const rows = await progressRepo.recount(trx, members, windows, this.d.timeZone);
      await progressRepo.moveFeed(trx, upper);
      return { members: members.length, rows };
    });
  }

  async summary(member: MemberIdentity): Promise<MissionSummaryResponse> {
    const { db } = this.d;
    const periods = this.periods(this.now());
    const [missions, progress, updatedAt] = await Promise.all([
      repo.listMissions(db, member.merchantId, true),
      member.type === AccountType.trial
        ? Promise.resolve([])
        : repo.memberProgress(db, member.memberId, [periods.DAILY.key, periods.WEEKLY.key]),
      progressRepo.feedUpdatedAt(db),
    ]);
    const list = missions.map((m): MissionCard => {
      const p = progress.find((r) => r.mission_id === m.id && r.period === periods[m.period].key);
      const count = p ? BigInt(p.progress) : 0n;
      return {
        id: m.id,
        task: m.task,
        category: m.category,
        period: m.period,
        target: missionFigure(m.task, BigInt(m.target)),
        progress: missionFigure(m.task, count < BigInt(m.target) ? count : BigInt(m.target)),
        reward: fromMinor(BigInt(m.reward)),
        turnoverMultiple: m.turnover_multiple,
        state: p?.claimed_at ? 'CLAIMED' : p?.completed_at ? 'CLAIM' : 'IN_PROGRESS',
        periodEndsAt: periods[m.period].end.getTime(),
      };
    });
    return {
      list,
      claimable: list.filter((m) => m.state === 'CLAIM').length,
      updatedAt: updatedAt?.getTime() ?? null,
    };
  }

  /** Pays a mission completed this period, once: the progress row's lock orders concurrent claims. */
  async claim(member: MemberIdentity, missionId: number): Promise<ClaimMissionResult> {
    if (member.type === AccountType.trial) throw new AppError(ErrorCodes.missionNotComplete);
    const result = await this.d.db.transaction().execute(async (trx) => {
      const m = await repo.findMission(trx, member.merchantId, missionId);
      if (!m || m.status !== 'ACTIVE') throw new AppError(ErrorCodes.missionNotFound);
      const period = this.periods(this.now())[m.period].key;
      const row = await repo.lockProgress(trx, m.id, member.memberId, period);
      if (!row?.completed_at) throw new AppError(ErrorCodes.missionNotComplete);
      if (row.claimed_at) throw new AppError(ErrorCodes.missionAlreadyClaimed);
      const reward = BigInt(m.reward);
      const turnover = reward * BigInt(m.turnover_multiple);
      const transferId = await payReward(trx, {
        merchantId: member.merchantId,
        key: missionRewardKey(m.id, member.memberId, period),
        meta: { missionId: m.id, period },
        memberId: member.memberId,
        amount: reward,
        turnover,
        name: missionName(m),
      });
      await repo.markClaimed(trx, { missionId: m.id, memberId: member.memberId, period, reward, transferId });
      return { missionId: m.id, amount: fromMinor(reward), turnoverRequired: fromMinor(turnover) };
    });
    const { claimable } = await this.summary(member);
    return { ...result, claimable };
  }

  /** This week's board (cached per merchant) and, with a member, their own line (fresh). */
  async leaderboard(merchantId: number, member?: MemberIdentity): Promise<MissionLeaderboardResponse> {
    const { db } = this.d;
    const week = this.periods(this.now()).WEEKLY;
    const span = { merchantId, start: week.start, end: week.end };
    const [rows, mine] = await Promise.all([
      this.board.get(merchantId, () => repo.leaderboard(db, { ...span, limit: MISSION_LEADERBOARD_SIZE })),
      member && member.type !== AccountType.trial
        ? repo.boardLine(db, { ...span, memberId: member.memberId })
        : Promise.resolve(undefined),
    ]);
    return {
      weekStartsAt: week.start.getTime(),
      list: rows.map((r) => ({
        rank: r.rank,
        username: maskName(r.username),
        completed: r.completed,
        rewards: fromMinor(BigInt(r.rewards)),
      })),
      me:
        mine === undefined
          ? null
          : mine === null
            ? { rank: null, completed: 0, rewards: 0 }
            : { rank: mine.rank, completed: mine.completed, rewards: fromMinor(BigInt(mine.rewards)) },
    };
  }
}
