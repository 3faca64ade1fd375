import type { TeamMembersResponse } from '@bet/contracts/agent/agent-team';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { isAgent, type MemberIdentity } from '../identity/session.service.js';
import * as repo from './team-members.repo.js';
import { assertAgent } from './team-overview.service.js';

/**
 * A member of the caller's team by username (the caller included), else `agent.member.not.in.team`
 * whether or not the name exists elsewhere: nothing about other lines leaks.
 */
export async function memberInTeam(db: Db, me: MemberIdentity, username: string) {
  const found = await repo.findInTeam(db, { merchantId: me.merchantId, agentId: me.memberId, username });
  if (!found) throw new AppError(ErrorCodes.agentMemberNotInTeam, 'not in your team');
  return found;
}

/** The agent centre's team management list: direct downlines of me or of a parent, or a search. */
export class TeamMembersService {
  constructor(private readonly deps: { db: Db }) {}

  async list(
    me: MemberIdentity,
    q: { pageNo: number; pageSize: number; parent?: string | undefined; username?: string | undefined },
  ): Promise<TeamMembersResponse> {
    assertAgent(me);
    const { db } = this.deps;
    const parent =
      q.username === undefined && q.parent !== undefined
        ? await memberInTeam(db, me, q.parent)
        : { id: me.memberId, depth: 0, type: me.type };
    const [rows, breadcrumb] = await Promise.all([
      repo.teamMembersPage(db, {
        agentId: me.memberId,
        parentId: parent.id,
        search: q.username,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      }),
      repo.chainFrom(db, me.memberId, parent.id),
    ]);
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => ({
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        isAgent: isAgent(r.type),
        depth: r.depth,
        directCount: r.direct_count,
        teamSize: r.team_size,
        balance: fromMinor(BigInt(r.balance)),
        lastLoginAt: r.last_login_at ? new Date(r.last_login_at).getTime() : null,
        status: r.disabled ? 'disabled' : 'active',
        registeredAt: new Date(r.created_at).getTime(),
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / q.pageSize),
      pageNo: q.pageNo,
      breadcrumb,
    };
  }
}
