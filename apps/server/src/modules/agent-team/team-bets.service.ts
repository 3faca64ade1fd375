import type { TeamBetsResponse } from '@bet/contracts/agent/agent-team';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import type { MemberIdentity } from '../identity/session.service.js';
import * as repo from './team-bets.repo.js';
import { memberInTeam } from './team-members.service.js';
import { assertAgent } from './team-overview.service.js';

const YEAR_MS = 366 * 86_400_000;

/**
 * The range actually read: `to` defaults to now (or a year after `from`), `from` to a year before
 * `to`, so a team's bets are never read over more than the contract's 366 days.
 */
export function boundedRange(q: { from?: number; to?: number }, now: number): { from: number; to: number } {
  const to = q.to ?? Math.min(now + 1, (q.from ?? now) + YEAR_MS);
  return { from: q.from ?? to - YEAR_MS, to };
}

/** Team betting: the raw bets of everyone under me (me included), newest first, with totals. */
export class TeamBetsService {
  constructor(private readonly deps: { db: Db; now?: () => Date }) {}

  async bets(
    me: MemberIdentity,
    q: {
      pageNo: number;
      pageSize: number;
      from?: number;
      to?: number;
      member?: string;
      vendor?: string;
      category?: GameCategory;
    },
  ): Promise<TeamBetsResponse> {
    assertAgent(me);
    const { db } = this.deps;
    const member = q.member === undefined ? undefined : await memberInTeam(db, me, q.member);
    const filter: repo.TeamBetsFilter = {
      agentId: me.memberId,
      memberId: member?.id,
      vendor: q.vendor,
      category: q.category,
      ...boundedRange(q, (this.deps.now?.() ?? new Date()).getTime()),
    };
    // Totals come from the raw rows (not the roll-up) so they always match the listed rows.
    const [rows, totals] = await Promise.all([
      repo.teamBetsPage(db, filter, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
      repo.teamBetsTotals(db, filter),
    ]);
    const totalCount = Number(totals.rows);
    const stake = BigInt(totals.stake);
    const payout = BigInt(totals.payout);
    return {
      list: rows.map((b) => ({
        id: b.id,
        username: b.username,
        vendor: b.vendor,
        game: b.game_name,
        category: b.category as GameCategory,
        stake: fromMinor(BigInt(b.stake)),
        validBet: fromMinor(BigInt(b.valid_bet)),
        payout: fromMinor(BigInt(b.payout)),
        winLoss: fromMinor(BigInt(b.payout) - BigInt(b.stake)),
        status: b.status,
        placedAt: new Date(b.placed_at).getTime(),
        settledAt: b.settled_at ? new Date(b.settled_at).getTime() : null,
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / q.pageSize),
      pageNo: q.pageNo,
      totals: {
        count: Number(totals.settled),
        stake: fromMinor(stake),
        validBet: fromMinor(BigInt(totals.valid_bet)),
        payout: fromMinor(payout),
        winLoss: fromMinor(payout - stake),
      },
    };
  }
}
