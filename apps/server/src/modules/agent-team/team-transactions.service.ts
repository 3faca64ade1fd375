import type { TeamTransactionsResponse } from '@bet/contracts/agent/agent-team';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { boundedRange } from './team-bets.service.js';
import { memberInTeam } from './team-members.service.js';
import { assertAgent } from './team-overview.service.js';
import * as repo from './team-transactions.repo.js';

/** Downline transactions: deposits, withdrawals and member transfers of everyone under me. */
export class TeamTransactionsService {
  constructor(private readonly deps: { db: Db; now?: () => Date }) {}

  async transactions(
    me: MemberIdentity,
    q: {
      pageNo: number;
      pageSize: number;
      from?: number;
      to?: number;
      member?: string;
      kind?: repo.TeamTransactionKind;
    },
  ): Promise<TeamTransactionsResponse> {
    assertAgent(me);
    const { db } = this.deps;
    const member = q.member === undefined ? undefined : await memberInTeam(db, me, q.member);
    // The list is of downlines: my own name is not one (same answer as a name outside the team).
    if (member && member.depth === 0) throw new AppError(ErrorCodes.agentMemberNotInTeam, 'not in your team');
    const rows = await repo.teamTransactionsPage(
      db,
      {
        agentId: me.memberId,
        memberId: member?.id,
        kind: q.kind,
        ...boundedRange(q, (this.deps.now?.() ?? new Date()).getTime()),
      },
      { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
    );
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        kind: r.kind,
        amount: fromMinor(BigInt(r.amount)),
        counterparty: r.counterparty,
        status: r.status,
        time: new Date(r.time).getTime(),
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / q.pageSize),
      pageNo: q.pageNo,
    };
  }
}
