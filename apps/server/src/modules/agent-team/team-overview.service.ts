import type { TeamOverviewResponse } from '@bet/contracts/agent/agent-team';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { isAgent, type MemberIdentity } from '../identity/session.service.js';
import { addDays, daysBetween } from '../reports/report-days.js';
import { rangeDays } from './report-range.js';
import * as repo from './team-overview.repo.js';

/** Refuses anyone who is not an agent (member type 1, 2, 41, 42) with `agent.not.agent`. */
export function assertAgent(me: MemberIdentity): void {
  if (!isAgent(me.type)) throw new AppError(ErrorCodes.agentNotAgent, 'agents only');
}

const money = (minor: string | undefined) => fromMinor(BigInt(minor ?? '0'));

/** The agent centre's team overview: read from the team roll-up (migration 0025) only. */
export class TeamOverviewService {
  constructor(private readonly deps: { db: Db; timeZone: string; now?: () => Date }) {}

  async overview(
    me: MemberIdentity,
    q: { range: Parameters<typeof rangeDays>[2]['range']; from?: number; to?: number },
  ): Promise<TeamOverviewResponse> {
    assertAgent(me);
    const { db, timeZone } = this.deps;
    const { first, last } = rangeDays(timeZone, this.deps.now?.() ?? new Date(), q);
    const [rows, active, size, from, to] = await Promise.all([
      repo.teamDays(db, me.memberId, first, last),
      repo.activeMembers(db, me.memberId, first, last),
      repo.teamSize(db, me.memberId),
      repo.dayStartMs(db, timeZone, first),
      repo.dayStartMs(db, timeZone, addDays(last, 1)),
    ]);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const trend = daysBetween(first, last).map((day) => {
      const row = byDay.get(day);
      const bets = BigInt(row?.stake ?? '0');
      const payout = BigInt(row?.payout ?? '0');
      const bonuses = BigInt(row?.bonuses ?? '0');
      return {
        day,
        deposits: money(row?.deposits),
        withdrawals: money(row?.withdrawals),
        bets: fromMinor(bets),
        validBets: money(row?.valid_bet),
        payout: fromMinor(payout),
        bonuses: fromMinor(bonuses),
        playersProfitLoss: fromMinor(payout + bonuses - bets),
        newRegistrations: row?.new_registrations ?? 0,
        firstDeposits: row?.first_deposits ?? 0,
        activeMembers: row?.active_members ?? 0,
      };
    });
    const sum = (pick: (r: repo.TeamDayRow) => string) =>
      rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
    const bets = sum((r) => r.stake);
    const payout = sum((r) => r.payout);
    const bonuses = sum((r) => r.bonuses);
    return {
      from,
      to,
      teamSize: size,
      newRegistrations: rows.reduce((n, r) => n + r.new_registrations, 0),
      firstDeposits: rows.reduce((n, r) => n + r.first_deposits, 0),
      activeMembers: active,
      deposits: fromMinor(sum((r) => r.deposits)),
      withdrawals: fromMinor(sum((r) => r.withdrawals)),
      bets: fromMinor(bets),
      validBets: fromMinor(sum((r) => r.valid_bet)),
      payout: fromMinor(payout),
      bonuses: fromMinor(bonuses),
      playersProfitLoss: fromMinor(payout + bonuses - bets),
      trend,
    };
  }
}
