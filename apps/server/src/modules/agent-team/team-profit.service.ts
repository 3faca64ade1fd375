import type { ReportRange, TeamFigures, TeamProfitResponse } from '@bet/contracts/agent/agent-team';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { isAgent, type MemberIdentity } from '../identity/session.service.js';
import { addDays } from '../reports/report-days.js';
import { rangeDays } from './report-range.js';
import { chainFrom } from './team-members.repo.js';
import { memberInTeam } from './team-members.service.js';
import { dayStartMs, teamSize } from './team-overview.repo.js';
import { assertAgent } from './team-overview.service.js';
import * as repo from './team-profit.repo.js';

const figures = (s: repo.LineSums): TeamFigures => {
  const bets = BigInt(s.stake);
  const payout = BigInt(s.payout);
  const bonuses = BigInt(s.bonuses);
  return {
    deposits: fromMinor(BigInt(s.deposits)),
    withdrawals: fromMinor(BigInt(s.withdrawals)),
    bets: fromMinor(bets),
    validBets: fromMinor(BigInt(s.valid_bet)),
    payout: fromMinor(payout),
    bonuses: fromMinor(bonuses),
    playersProfitLoss: fromMinor(payout + bonuses - bets),
  };
};

/**
 * User P&L: the parent's own play (scope self, member roll-up) then one row per direct downline
 * (scope team, that downline's team roll-up); the total is the parent's team roll-up, which is the
 * sum of those rows. Salaries come from the ledger (AGENT_INCOME credited to the line's members).
 */
export class TeamProfitService {
  constructor(private readonly deps: { db: Db; timeZone: string; now?: () => Date }) {}

  async profit(
    me: MemberIdentity,
    q: { pageNo: number; pageSize: number; range: ReportRange; from?: number; to?: number; parent?: string },
  ): Promise<TeamProfitResponse> {
    assertAgent(me);
    const { db, timeZone } = this.deps;
    const parent =
      q.parent === undefined ? { id: me.memberId, type: me.type } : await memberInTeam(db, me, q.parent);
    const { first, last } = rangeDays(timeZone, this.deps.now?.() ?? new Date(), q);
    const [from, to] = await Promise.all([
      dayStartMs(db, timeZone, first),
      dayStartMs(db, timeZone, addDays(last, 1)),
    ]);
    // Row 0 is the parent itself; downlines follow by username.
    const start = (q.pageNo - 1) * q.pageSize;
    const [breadcrumb, counts, downlines, self, total] = await Promise.all([
      chainFrom(db, me.memberId, parent.id),
      teamSize(db, parent.id),
      repo.downlineSumsPage(db, {
        parentId: parent.id,
        first,
        last,
        limit: start === 0 ? q.pageSize - 1 : q.pageSize,
        offset: Math.max(start - 1, 0),
      }),
      repo.selfSums(db, parent.id, first, last),
      repo.teamSums(db, parent.id, first, last),
    ]);
    const [selfSalary, teamSalary, lineSalary] = await Promise.all([
      repo.salaries(db, { memberIds: [parent.id], scope: 'self', from, to }),
      repo.salaries(db, { memberIds: [parent.id], scope: 'team', from, to }),
      repo.salaries(db, { memberIds: downlines.map((d) => BigInt(d.id)), scope: 'team', from, to }),
    ]);
    const parentName = breadcrumb.at(-1)?.username ?? me.username;
    const rows: TeamProfitResponse['list'] = downlines.map((d) => ({
      username: d.username,
      isAgent: isAgent(d.type),
      scope: 'team' as const,
      ...figures(d),
      salaries: fromMinor(lineSalary.get(d.id) ?? 0n),
    }));
    if (start === 0)
      rows.unshift({
        username: parentName,
        isAgent: isAgent(parent.type),
        scope: 'self',
        ...figures(self),
        salaries: fromMinor(selfSalary.get(String(parent.id)) ?? 0n),
      });
    const totalCount = counts.direct + 1;
    return {
      list: rows,
      totalCount,
      totalPages: Math.ceil(totalCount / q.pageSize),
      pageNo: q.pageNo,
      total: { ...figures(total), salaries: fromMinor(teamSalary.get(String(parent.id)) ?? 0n) },
      breadcrumb,
    };
  }
}
