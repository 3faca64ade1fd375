import type { z } from 'zod';
import type { BetTotals, bettingRecordQuery, personalProfitQuery } from '@bet/contracts/games/bets';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import * as repo from './bet-records.repo.js';

const totalsOf = (r: repo.TotalsRow | undefined): BetTotals => {
  const stake = BigInt(r?.stake ?? 0);
  const payout = BigInt(r?.payout ?? 0);
  return {
    stake: fromMinor(stake),
    validBet: fromMinor(BigInt(r?.valid_bet ?? 0)),
    payout: fromMinor(payout),
    winLoss: fromMinor(payout - stake),
    count: Number(r?.n ?? 0),
  };
};

/** The player's betting record (personalHistoryCopy) and personal profit and loss (personalProfit). */
export class BetRecordsService {
  /** `timeZone`: the calendar the P&L's days follow (REPORT_TIME_ZONE). */
  constructor(private readonly d: { db: Db; timeZone: string }) {}

  async bettingRecord(memberId: bigint, query: z.output<typeof bettingRecordQuery>) {
    const page = { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
    const [rows, totals] = await Promise.all([
      repo.betPage(this.d.db, memberId, query, page),
      repo.betTotals(this.d.db, memberId, query),
    ]);
    const t = totalsOf(totals);
    return {
      list: rows.map((b) => ({
        id: b.id,
        vendor: b.vendor,
        game: b.game_name,
        category: b.category as GameCategory,
        stake: fromMinor(BigInt(b.stake)),
        validBet: fromMinor(BigInt(b.valid_bet)),
        payout: fromMinor(BigInt(b.payout)),
        winLoss: fromMinor(BigInt(b.payout) - BigInt(b.stake)),
        status: b.status,
        placedAt: b.placed_at.getTime(),
        settledAt: b.settled_at?.getTime() ?? null,
      })),
      totals: t,
      totalCount: t.count,
      totalPages: Math.ceil(t.count / query.pageSize),
      pageNo: query.pageNo,
    };
  }

  async personalProfit(memberId: bigint, query: z.output<typeof personalProfitQuery>) {
    const [byDay, byCategory, totals] = await Promise.all([
      repo.betTotalsByDay(this.d.db, memberId, query, this.d.timeZone),
      repo.betTotalsByCategory(this.d.db, memberId, query),
      repo.betTotals(this.d.db, memberId, query),
    ]);
    return {
      byDay: byDay.map((r) => ({ day: r.day, ...totalsOf(r) })),
      byCategory: byCategory.map((r) => ({ category: r.category as GameCategory, ...totalsOf(r) })),
      totals: totalsOf(totals),
    };
  }
}
