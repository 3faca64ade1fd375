import type { TeamBetsResponse } from '@bet/contracts/agent/agent-team';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { addDays, dayIn } from '../reports/report-days.js';
import * as repo from './team-bets.repo.js';
import { memberInTeam } from './team-members.service.js';
import { dayStartMs } from './team-overview.repo.js';
import { assertAgent } from './team-overview.service.js';

const YEAR_MS = 366 * 86_400_000;
/**
 * Above these many members (itself included) the merchant's bets are walked instead of each
 * member's (decision 0040): the page early (it stops after a page, so a team's share of 1/200 is
 * cheap), the raw totals only for a large share of the merchant (they read every bet of the range).
 */
export const BIG_TEAM = { page: 500, totals: 10_000 };

const add = (a: repo.BetTotals, b: repo.BetTotals): repo.BetTotals => ({
  rows: String(BigInt(a.rows) + BigInt(b.rows)),
  settled: String(BigInt(a.settled) + BigInt(b.settled)),
  stake: String(BigInt(a.stake) + BigInt(b.stake)),
  valid_bet: String(BigInt(a.valid_bet) + BigInt(b.valid_bet)),
  payout: String(BigInt(a.payout) + BigInt(b.payout)),
});

/**
 * The range actually read: `to` defaults to now (or a year after `from`), `from` to a year before
 * `to`, so a team's bets are never read over more than the contract's 366 days.
 */
export function boundedRange(q: { from?: number; to?: number }, now: number): { from: number; to: number } {
  const to = q.to ?? Math.min(now + 1, (q.from ?? now) + YEAR_MS);
  return { from: q.from ?? to - YEAR_MS, to };
}

/**
 * Team betting: the raw bets of everyone under me (me included), newest first, with totals.
 * Without a member, vendor or category filter and with the report time zone known, the totals of
 * the whole report days before today come from the team roll-up (decision 0040); the rest is raw.
 */
export class TeamBetsService {
  constructor(
    private readonly deps: { db: Db; timeZone?: string; now?: () => Date; bigTeam?: typeof BIG_TEAM },
  ) {}

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
    const now = this.deps.now?.() ?? new Date();
    const filter: repo.TeamBetsFilter = {
      agentId: me.memberId,
      merchantId: me.merchantId,
      memberId: member?.id,
      vendor: q.vendor,
      category: q.category,
      ...boundedRange(q, now.getTime()),
    };
    const big = this.deps.bigTeam ?? BIG_TEAM;
    const size =
      member === undefined ? await repo.teamSizeUpTo(db, me.memberId, Math.max(big.page, big.totals) + 1) : 1;
    const plan = (limit: number): repo.TeamBetsPlan => (size > limit ? 'merchant' : 'members');
    const [rows, totals] = await Promise.all([
      repo.teamBetsPage(db, filter, plan(big.page), {
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      }),
      this.totals(filter, plan(big.totals), now),
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

  /** Raw totals, or roll-up totals for the whole past report days plus raw ones for the edges. */
  private async totals(f: repo.TeamBetsFilter, plan: repo.TeamBetsPlan, now: Date): Promise<repo.BetTotals> {
    const { db, timeZone } = this.deps;
    const filtered = f.memberId !== undefined || f.vendor !== undefined || f.category !== undefined;
    if (filtered || timeZone === undefined) return repo.rawTotals(db, f, plan);
    let first = dayIn(timeZone, new Date(f.from));
    let firstMs = await dayStartMs(db, timeZone, first);
    if (firstMs < f.from) {
      first = addDays(first, 1);
      firstMs = await dayStartMs(db, timeZone, first);
    }
    // Days before `end` end by `to`; today is never read from the roll-up (it is still moving).
    const toDay = dayIn(timeZone, new Date(f.to));
    const today = dayIn(timeZone, now);
    const end = toDay < today ? toDay : today;
    if (first >= end) return repo.rawTotals(db, f, plan);
    const endMs = await dayStartMs(db, timeZone, end);
    const parts = await Promise.all([
      firstMs > f.from ? repo.rawTotals(db, { ...f, to: firstMs }, plan) : null,
      repo.wholeDayTotals(db, f, { first, end, from: firstMs, to: endMs }),
      endMs < f.to ? repo.rawTotals(db, { ...f, from: endMs }, plan) : null,
    ]);
    return parts.reduce<repo.BetTotals>((sum, part) => (part ? add(sum, part) : sum), {
      rows: '0',
      settled: '0',
      stake: '0',
      valid_bet: '0',
      payout: '0',
    });
  }
}
