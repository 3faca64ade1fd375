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
 * Without a member, vendor or category filter and with the report time zone known, the totals come
 * from the team roll-ups plus the bets past their mark (decision 0040); the rest is raw.
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
      this.totals(filter, plan(big.totals)),
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

  /**
   * Raw totals when filtered (the roll-ups have no vendor, category or member split) or without the
   * time zone; else (decision 0040) the whole report days from team_daily_stats, the rest of the
   * kept days from 15-minute team slots, both topped up with the settled bets past the roll-up's
   * mark, and raw only what no roll-up covers: the partial slots at the edges and the partial days
   * before the slots' window. One repeatable-read snapshot, so a roll-up run never counts twice.
   */
  private async totals(f: repo.TeamBetsFilter, plan: repo.TeamBetsPlan): Promise<repo.BetTotals> {
    const { db, timeZone } = this.deps;
    const filtered = f.memberId !== undefined || f.vendor !== undefined || f.category !== undefined;
    if (filtered || timeZone === undefined) return repo.rawTotals(db, f, plan);
    return db.transaction().execute(async (trx) => {
      await repo.oneSnapshot(trx);
      const marks = await repo.rollUpMarks(trx);
      const parts = await splitRange(trx, timeZone, f, marks.slotsFrom);
      let sum = await repo.rolledTotals(trx, f, { ...parts, betsMark: marks.bets });
      for (const span of parts.raw) sum = add(sum, await repo.rawTotals(trx, { ...f, ...span }, plan));
      return sum;
    });
  }
}

/** The grid of team_bet_slots (migration 0033). */
export const SLOT_MS = 15 * 60_000;

/**
 * [from, to) in three kinds of parts: the whole report days inside it; the 15-minute slots of the
 * rest that lie at or after `slotsFrom` (where team_bet_slots are whole); and raw spans for what
 * is left (the partial slots at the edges, the partial days before the slots' window).
 */
export async function splitRange(
  db: Db,
  timeZone: string,
  range: { from: number; to: number },
  slotsFrom: number | null,
): Promise<{
  days: { first: string; end: string; span: repo.Span } | null;
  slots: repo.Span[];
  raw: repo.Span[];
}> {
  const up = (ms: number) => Math.ceil(ms / SLOT_MS) * SLOT_MS;
  const down = (ms: number) => Math.floor(ms / SLOT_MS) * SLOT_MS;
  const kept = slotsFrom === null ? Infinity : up(slotsFrom);
  const slots: repo.Span[] = [];
  const raw: repo.Span[] = [];
  const rest = (from: number, to: number) => {
    const a = Math.max(up(from), kept);
    const b = down(to);
    if (a < b) {
      raw.push({ from, to: a });
      slots.push({ from: a, to: b });
      raw.push({ from: b, to });
    } else raw.push({ from, to });
  };
  let first = dayIn(timeZone, new Date(range.from));
  let firstMs = await dayStartMs(db, timeZone, first);
  if (firstMs < range.from) {
    first = addDays(first, 1);
    firstMs = await dayStartMs(db, timeZone, first);
  }
  // The day holding `to` starts at or before it: the whole days end there.
  const end = dayIn(timeZone, new Date(range.to));
  const endMs = await dayStartMs(db, timeZone, end);
  let days = null;
  if (firstMs < endMs) {
    days = { first, end, span: { from: firstMs, to: endMs } };
    rest(range.from, firstMs);
    rest(endMs, range.to);
  } else rest(range.from, range.to);
  // Adjacent raw spans are read as one; empty ones not at all.
  const merged: repo.Span[] = [];
  for (const span of raw.filter((s) => s.from < s.to)) {
    const last = merged.at(-1);
    if (last?.to === span.from) last.to = span.to;
    else merged.push({ ...span });
  }
  return { days, slots, raw: merged };
}
