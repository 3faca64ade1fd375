import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { BonusEntry } from '@bet/contracts/wallet/bonuses';
import { transactionQuery } from '@bet/contracts/wallet/transactions';
import { pageQuery } from '@bet/contracts/wallet/amount';
import { routes } from '@bet/contracts/routes';
import type { Db } from '../../db/create-db.js';
import { defineRoute } from '../../shared/define-route.js';
import { transactionHistory } from './transaction-history.js';

/** The player's account record (transactionHistory) and bonus details (bonusDetails). */
export function registerRecordRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  defineRoute(app, routes.transactionHistory, {
    query: transactionQuery,
    handler: ({ query, request }) =>
      transactionHistory(db, {
        ...query,
        merchantId: request.member.merchantId,
        memberId: request.member.memberId,
      }),
  });

  defineRoute(app, routes.bonusDetails, {
    query: pageQuery,
    handler: async ({ query, request }) => {
      const memberId = request.member.memberId;
      const base = db.selectFrom('bonuses').where('member_id', '=', memberId);
      // Progress is the valid bet the member placed since the bonus was credited (all vendors).
      const turnover = sql<string>`(select coalesce(sum(b.valid_bet), 0) from bets b
        where b.member_id = bonuses.member_id and b.placed_at >= bonuses.created_at and b.status = 'SETTLED')::text`;
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .select(turnover.as('turnover_done'))
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const totalCount = Number(count.n);
      const list: BonusEntry[] = rows.map((b) => {
        const required = BigInt(b.turnover_required);
        const done = BigInt(b.turnover_done);
        return {
          id: Number(b.id),
          name: b.name,
          amount: fromMinor(BigInt(b.amount)),
          creditedAt: b.created_at.getTime(),
          turnoverRequired: fromMinor(required),
          turnoverDone: fromMinor(done < required ? done : required),
          status: done >= required ? 'COMPLETED' : 'IN_PROGRESS',
        };
      });
      return { list, totalCount, totalPages: Math.ceil(totalCount / query.pageSize), pageNo: query.pageNo };
    },
  });
}
