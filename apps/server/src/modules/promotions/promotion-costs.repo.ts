import { sql } from 'kysely';
import type { PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import type { Db } from '../../db/create-db.js';

export interface PromotionCostRow {
  promotion_id: number;
  kind: PromotionKind;
  claims: string;
  players: string;
  amount: string;
  turnover: string;
  players_ggr: string;
}

/**
 * Per promotion, the rewards paid in [from, to) — a reviewed claim counts when it was decided — and
 * the GGR of the players paid, over their bets settled in the same window.
 */
export async function promotionCosts(db: Db, merchantId: number, from: Date, to: Date) {
  const { rows } = await sql<PromotionCostRow>`
    with paid as (
      select c.promotion_id, c.member_id, count(*) as claims, sum(c.amount) as amount,
        sum(c.turnover_required) as turnover
      from promotion_claims c
      where c.merchant_id = ${merchantId} and c.status = 'PAID'
        and coalesce(c.decided_at, c.created_at) >= ${from} and coalesce(c.decided_at, c.created_at) < ${to}
      group by c.promotion_id, c.member_id
    ), ggr as (
      select b.member_id, sum(b.stake - b.payout) as ggr from bets b
      where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
        and b.settled_at >= ${from} and b.settled_at < ${to}
        and b.member_id in (select member_id from paid)
      group by b.member_id
    )
    select p.promotion_id, pr.kind, sum(p.claims)::text as claims, count(*)::text as players,
      sum(p.amount)::text as amount, sum(p.turnover)::text as turnover,
      coalesce(sum(g.ggr), 0)::text as players_ggr
    from paid p
    join promotions pr on pr.id = p.promotion_id
    left join ggr g on g.member_id = p.member_id
    group by p.promotion_id, pr.kind
    order by sum(p.amount) desc, p.promotion_id`.execute(db);
  return rows;
}

/** Players paid by any promotion in the window, each once. */
export async function paidPlayers(db: Db, merchantId: number, from: Date, to: Date): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(distinct c.member_id)::text as n from promotion_claims c
    where c.merchant_id = ${merchantId} and c.status = 'PAID'
      and coalesce(c.decided_at, c.created_at) >= ${from} and coalesce(c.decided_at, c.created_at) < ${to}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
