import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export const BET_COLUMNS = [
  'id',
  'game_code',
  'issue',
  'play_type',
  'content',
  'units',
  'unit_price',
  'multiple',
  'stake',
  'payout',
  'status',
  'created_at',
  'settled_at',
  'chase_id',
  'chase_index',
] as const;

export interface SlipLine {
  playType: string;
  content: string;
  units: number;
  unitPrice: bigint;
  multiple: number;
  stake: bigint;
  /** Odds of each pick in ten-thousandths, fixed on the bet. */
  odds: Record<string, number>;
  /** The most this operator may pay on one pick of one issue. */
  cap: bigint;
  /** What each pick adds to its exposure on every issue of the slip. */
  exposure: Array<{ pick: string; liability: bigint }>;
}

/** The codes `house_lottery_place` refuses a slip with (SQLSTATE LT001, nothing written). */
export const SLIP_REFUSALS = [
  'lottery.draw.closed',
  'balance.insufficient',
  'lottery.exposure.full',
] as const;
export type SlipRefusal = (typeof SLIP_REFUSALS)[number];

/** The refusal `house_lottery_place` raised, if `err` is one (both drivers keep the message). */
export const slipRefusal = (err: unknown): SlipRefusal | undefined => {
  const message = err instanceof Error ? err.message : '';
  return SLIP_REFUSALS.find((code) => message === code || message.endsWith(`: ${code}`));
};

/**
 * Places a slip in one statement (migration 0032): the issue still open under a share lock, the
 * chase's issues, the wallet debited, each pick's exposure within its cap, the chase and the
 * orders. Answers the orders with the balance after; a refusal throws (see `slipRefusal`).
 */
export const placeSlip = async (
  db: Db,
  s: {
    merchantId: number;
    player: string;
    wallet: string;
    demo: boolean;
    game: string;
    issue: string;
    issues: number;
    stopOnWin: boolean;
    now: Date;
    lines: SlipLine[];
  },
) => {
  const lines = JSON.stringify(
    s.lines.map((l) => ({
      ...l,
      unitPrice: l.unitPrice.toString(),
      stake: l.stake.toString(),
      cap: l.cap.toString(),
      exposure: l.exposure.map((e) => ({ pick: e.pick, liability: e.liability.toString() })),
    })),
  );
  const { rows } = await sql<BetRow & { balance: string }>`
    select * from house_lottery_place(${s.merchantId}, ${s.player}, ${s.wallet}, ${s.demo}, ${s.game},
      ${s.issue}, ${s.issues}, ${s.stopOnWin}, ${s.now}, ${lines}::jsonb)
  `.execute(db);
  return { rows, balance: BigInt(rows[0]!.balance) };
};

/** Gives a cancelled bet's liability back to each of its picks. */
export const releaseExposure = async (
  db: Db,
  e: { merchantId: number; game: string; issue: string; playType: string },
  picks: Array<{ pick: string; liability: bigint }>,
) => {
  const values = sql.join(picks.map((p) => sql`(${p.pick}, ${p.liability.toString()}::bigint)`));
  await sql`
    update house_lottery_exposure x set liability = greatest(0, x.liability - v.liability)
    from (values ${values}) as v(pick, liability)
    where x.merchant_id = ${e.merchantId} and x.game_code = ${e.game} and x.issue = ${e.issue}
      and x.play_type = ${e.playType} and x.pick = v.pick
  `.execute(db);
};

export type PendingBet = {
  id: bigint;
  play_type: string;
  content: string;
  unit_price: bigint;
  multiple: number;
  odds: Record<string, number>;
};

/** A batch of a draw's pending bets after `afterId`, in id order. */
export const pendingBets = (db: Db, game: string, issue: string, afterId: bigint, limit: number) =>
  db
    .selectFrom('house_lottery_bets')
    .select(['id', 'play_type', 'content', 'unit_price', 'multiple', 'odds'])
    .where('game_code', '=', game)
    .where('issue', '=', issue)
    .where('status', '=', 'PENDING')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<PendingBet[]>;

/**
 * Settles a batch in one statement: each still-PENDING bet gets its status and payout, and each
 * wallet is credited the sum of its winning bets. A bet already settled (a repeated run) matches
 * nothing and credits nothing. Answers the chases that won (for stop-on-win).
 */
export const settleBatch = async (db: Db, outcomes: Array<{ id: bigint; payout: bigint }>, now: Date) => {
  if (outcomes.length === 0) return [];
  const values = sql.join(
    outcomes.map((o) => sql`(${o.id.toString()}::bigint, ${o.payout.toString()}::bigint)`),
  );
  const { rows } = await sql<{ chase_id: string }>`
    with v(id, payout) as (values ${values}),
    upd as (
      update house_lottery_bets b
      set status = case when v.payout > 0 then 'WON' else 'LOST' end,
          payout = v.payout, settled_at = ${now},
          settle_seq = case when b.demo then null else nextval('house_lottery_settle_seq') end
      from v where b.id = v.id and b.status = 'PENDING'
      returning b.merchant_id, b.wallet, b.payout, b.chase_id
    ),
    credit as (
      update house_vendor_wallets w set balance = w.balance + s.total
      from (select merchant_id, wallet, sum(payout) as total from upd where payout > 0 group by merchant_id, wallet) s
      where w.merchant_id = s.merchant_id and w.player = s.wallet
      returning 1
    )
    select distinct chase_id from upd where payout > 0 and chase_id is not null
  `.execute(db);
  return rows.map((r) => BigInt(r.chase_id));
};

/**
 * Ends chases that won and stop on a win: their later orders, still pending on draws not yet
 * drawn, are cancelled and their stakes refunded. Answers the number of orders cancelled.
 */
export const stopWonChases = async (db: Db, chaseIds: bigint[], now: Date) => {
  if (chaseIds.length === 0) return 0;
  const ids = sql.join(chaseIds.map((id) => sql`${id.toString()}::bigint`));
  const { rows } = await sql<{ n: string }>`
    with stopped as (
      update house_lottery_chases set stopped_at = ${now}
      where id in (${ids}) and stop_on_win and stopped_at is null
      returning id
    ),
    cancelled as (
      update house_lottery_bets b set status = 'CANCELLED', settled_at = ${now}
      from stopped, house_lottery_draws d
      where b.chase_id = stopped.id and b.status = 'PENDING'
        and d.game_code = b.game_code and d.issue = b.issue and d.status in ('OPEN', 'CLOSED')
      returning b.merchant_id, b.wallet, b.stake
    ),
    refund as (
      update house_vendor_wallets w set balance = w.balance + s.total
      from (select merchant_id, wallet, sum(stake) as total from cancelled group by merchant_id, wallet) s
      where w.merchant_id = s.merchant_id and w.player = s.wallet
      returning 1
    )
    select count(*) as n from cancelled
  `.execute(db);
  return Number(rows[0]!.n);
};

/** Voids every pending bet of a draw and refunds its stake. Answers how many. */
export const voidDrawBets = async (db: Db, game: string, issue: string, now: Date) => {
  const { rows } = await sql<{ n: string }>`
    with voided as (
      update house_lottery_bets set status = 'VOID', settled_at = ${now}
      where game_code = ${game} and issue = ${issue} and status = 'PENDING'
      returning merchant_id, wallet, stake
    ),
    refund as (
      update house_vendor_wallets w set balance = w.balance + s.total
      from (select merchant_id, wallet, sum(stake) as total from voided group by merchant_id, wallet) s
      where w.merchant_id = s.merchant_id and w.player = s.wallet
      returning 1
    )
    select count(*) as n from voided
  `.execute(db);
  return Number(rows[0]!.n);
};

/** Cancels one pending order of this player while its draw still takes bets; refunds it. */
export const cancelBet = async (db: Db, b: { merchantId: number; player: string; id: bigint; now: Date }) => {
  const { rows } = await sql<{
    wallet: string;
    stake: string;
    game_code: string;
    issue: string;
    play_type: string;
    content: string;
    unit_price: string;
    multiple: number;
    odds: Record<string, number>;
  }>`
    update house_lottery_bets b set status = 'CANCELLED', settled_at = ${b.now}
    from house_lottery_draws d
    where b.id = ${b.id.toString()}::bigint and b.merchant_id = ${b.merchantId} and b.player = ${b.player}
      and b.status = 'PENDING' and d.game_code = b.game_code and d.issue = b.issue
      and d.status = 'OPEN' and d.close_at > ${b.now}
    returning b.wallet, b.stake, b.game_code, b.issue, b.play_type, b.content, b.unit_price, b.multiple, b.odds
  `.execute(db);
  return rows[0];
};

export const findBet = (db: Db, merchantId: number, player: string, id: bigint) =>
  db
    .selectFrom('house_lottery_bets')
    .select(BET_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('player', '=', player)
    .where('id', '=', id)
    .executeTakeFirst();

/** An order as the player's calls read it. */
export type BetRow = Awaited<ReturnType<typeof findBet>> & object;

export const chaseSizes = (db: Db, ids: bigint[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('house_lottery_chases')
        .select(['id', 'issues', 'stop_on_win'])
        .where('id', 'in', ids)
        .execute();

/** A player's orders, newest first. */
export const listOrders = async (
  db: Db,
  f: {
    merchantId: number;
    player: string;
    demo: boolean;
    game?: string;
    status?: string;
    offset: number;
    limit: number;
  },
) => {
  let q = db
    .selectFrom('house_lottery_bets')
    .where('merchant_id', '=', f.merchantId)
    .where('player', '=', f.player)
    .where('demo', '=', f.demo);
  if (f.game) q = q.where('game_code', '=', f.game);
  if (f.status) q = q.where('status', '=', f.status as 'PENDING');
  const [rows, total] = await Promise.all([
    q.select(BET_COLUMNS).orderBy('id', 'desc').offset(f.offset).limit(f.limit).execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

/** Settled real bets after the cursor (a settle sequence number), for the platform's bet records. */
export const settledBetsAfter = (db: Db, merchantId: number, cursor: bigint, limit: number) =>
  db
    .selectFrom('house_lottery_bets')
    .select(['id', 'player', 'game_code', 'stake', 'payout', 'created_at', 'settled_at', 'settle_seq'])
    .where('merchant_id', '=', merchantId)
    .where('settle_seq', '>', cursor)
    .orderBy('settle_seq')
    .limit(limit)
    .execute();

/** Per-draw profit and loss of an operator: stakes and payouts of settled real bets by issue. */
export const drawProfit = (db: Db, merchantId: number, game: string, issues: string[]) =>
  issues.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('house_lottery_bets')
        .select([
          'issue',
          sql<string>`count(*)`.as('bets'),
          sql<string>`coalesce(sum(stake) filter (where status in ('WON', 'LOST', 'PENDING')), 0)`.as(
            'stake',
          ),
          sql<string>`coalesce(sum(payout), 0)`.as('payout'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('game_code', '=', game)
        .where('demo', '=', false)
        .where('issue', 'in', issues)
        .groupBy('issue')
        .execute();
