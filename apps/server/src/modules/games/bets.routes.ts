import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { bettingRecordQuery, personalProfitQuery, type BetTotals } from '@bet/contracts/games/bets';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import { fromMinor } from '@bet/contracts/wallet/amount';
import { routes } from '@bet/contracts/routes';
import type { Db } from '../../db/create-db.js';
import { defineRoute } from '../../shared/define-route.js';

type TotalsRow = { stake: string; valid_bet: string; payout: string; n: string };
const totalsOf = (r: TotalsRow | undefined): BetTotals => {
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
const sums = sql`coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout, count(*)::text as n`;

/** The player's betting record (personalHistoryCopy) and personal profit and loss (personalProfit). */
export function registerBetRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string }) {
  const { db } = deps;
  const where = (
    memberId: bigint,
    q: {
      from?: number | undefined;
      to?: number | undefined;
      category?: string | undefined;
      vendor?: string | undefined;
    },
  ): RawBuilder<unknown> =>
    sql.join(
      [
        sql`member_id = ${String(memberId)}::bigint`,
        ...(q.from !== undefined ? [sql`placed_at >= ${new Date(q.from)}`] : []),
        ...(q.to !== undefined ? [sql`placed_at < ${new Date(q.to)}`] : []),
        ...(q.category ? [sql`category = ${q.category}`] : []),
        ...(q.vendor ? [sql`vendor = ${q.vendor}`] : []),
      ],
      sql` and `,
    );

  defineRoute(app, routes.bettingRecord, {
    query: bettingRecordQuery,
    handler: async ({ query, request }) => {
      const w = where(request.member.memberId, query);
      const [page, totals] = await Promise.all([
        sql<{
          id: string;
          vendor: string;
          game_name: string;
          category: string;
          stake: bigint;
          valid_bet: bigint;
          payout: bigint;
          status: 'SETTLED' | 'RUNNING' | 'CANCELLED';
          placed_at: Date;
          settled_at: Date | null;
        }>`
          select id::text, vendor, game_name, category, stake, valid_bet, payout, status, placed_at, settled_at
          from bets where ${w} order by placed_at desc, id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}
        `.execute(db),
        sql<TotalsRow>`select ${sums} from bets where ${w}`.execute(db),
      ]);
      const t = totalsOf(totals.rows[0]);
      return {
        list: page.rows.map((b) => ({
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
    },
  });

  defineRoute(app, routes.personalProfit, {
    query: personalProfitQuery,
    handler: async ({ query, request }) => {
      const w = where(request.member.memberId, query);
      const [byDay, byCategory, totals] = await Promise.all([
        sql<TotalsRow & { day: string }>`
          select to_char(placed_at at time zone ${deps.timeZone}, 'YYYY-MM-DD') as day, ${sums}
          from bets where ${w} group by 1 order by 1
        `.execute(db),
        sql<
          TotalsRow & { category: string }
        >`select category, ${sums} from bets where ${w} group by 1 order by 1`.execute(db),
        sql<TotalsRow>`select ${sums} from bets where ${w}`.execute(db),
      ]);
      return {
        byDay: byDay.rows.map((r) => ({ day: r.day, ...totalsOf(r) })),
        byCategory: byCategory.rows.map((r) => ({ category: r.category as GameCategory, ...totalsOf(r) })),
        totals: totalsOf(totals.rows[0]),
      };
    },
  });
}
