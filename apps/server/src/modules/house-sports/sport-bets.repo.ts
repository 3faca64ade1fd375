import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface LegRow {
  bet_id: string;
  event_id: string;
  market: '1X2' | 'HANDICAP' | 'TOTAL';
  line: number;
  selection: 'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER';
  odds: number;
  result: 'WON' | 'LOST' | 'VOID' | null;
}

export interface BetRow {
  id: string;
  merchant_id: number;
  wallet: string;
  player: string;
  book: string;
  stake: string;
  odds: string;
  status: 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT';
  payout: string | null;
  placed_at: Date;
  settled_at: Date | null;
}

const BET = sql.raw(
  'id::text, merchant_id, wallet, player, book, stake::text, odds::text, status, payout::text, placed_at, settled_at',
);

export const findByRequest = async (db: Db, merchantId: number, wallet: string, requestId: string) =>
  (
    await sql<BetRow>`
    select ${BET} from sport_bets where merchant_id = ${merchantId} and wallet = ${wallet} and request_id = ${requestId}
  `.execute(db)
  ).rows[0];

export async function insertBet(
  db: Db,
  b: {
    merchantId: number;
    wallet: string;
    player: string;
    demo: boolean;
    book: string;
    requestId: string;
    stake: bigint;
    odds: bigint;
  },
  legs: Omit<LegRow, 'bet_id' | 'result'>[],
) {
  const bet = (
    await sql<BetRow>`
    insert into sport_bets (merchant_id, wallet, player, demo, book, request_id, stake, odds)
    values (${b.merchantId}, ${b.wallet}, ${b.player}, ${b.demo}, ${b.book}, ${b.requestId}, ${b.stake.toString()}::bigint, ${b.odds.toString()}::bigint)
    returning ${BET}
  `.execute(db)
  ).rows[0]!;
  await sql`
    insert into sport_bet_legs (bet_id, event_id, market, line, selection, odds)
    values ${sql.join(legs.map((l) => sql`(${bet.id}::bigint, ${l.event_id}::bigint, ${l.market}, ${l.line}, ${l.selection}, ${l.odds})`))}
  `.execute(db);
  return bet;
}

/** The wallet's bets, newest first: open ones, or settled ones (won, lost, void, cashed out). */
export const listBets = async (db: Db, merchantId: number, wallet: string, open: boolean, limit: number) =>
  (
    await sql<BetRow>`
    select ${BET} from sport_bets
    where merchant_id = ${merchantId} and wallet = ${wallet} and ${open ? sql`status = 'OPEN'` : sql`status <> 'OPEN'`}
    order by id desc limit ${limit}
  `.execute(db)
  ).rows;

export const legsOf = async (db: Db, betIds: string[]) =>
  betIds.length === 0
    ? []
    : (
        await sql<LegRow>`
    select bet_id::text, event_id::text, market, line, selection, odds, result from sport_bet_legs
    where bet_id in (${sql.join(betIds.map((id) => sql`${id}::bigint`))}) order by bet_id, event_id
  `.execute(db)
      ).rows;

export const lockOpenBet = async (db: Db, id: string, merchantId: number, wallet: string) =>
  (
    await sql<BetRow>`
    select ${BET} from sport_bets
    where id = ${id}::bigint and merchant_id = ${merchantId} and wallet = ${wallet} and status = 'OPEN' for update
  `.execute(db)
  ).rows[0];

/** The unresolved legs on an event, with their bets locked (settlement resolves them). */
export const openLegsOnEvent = async (db: Db, eventId: string) =>
  (
    await sql<LegRow>`
    select l.bet_id::text, l.event_id::text, l.market, l.line, l.selection, l.odds, l.result
    from sport_bet_legs l join sport_bets b on b.id = l.bet_id
    where l.event_id = ${eventId}::bigint and l.result is null
    order by l.bet_id for update of b
  `.execute(db)
  ).rows;

export const setLegResults = async (
  db: Db,
  eventId: string,
  results: { betId: string; result: string }[],
) => {
  if (results.length === 0) return;
  await sql`
    update sport_bet_legs l set result = v.result
    from (values ${sql.join(results.map((r) => sql`(${r.betId}::bigint, ${r.result})`))}) as v (bet_id, result)
    where l.bet_id = v.bet_id and l.event_id = ${eventId}::bigint
  `.execute(db);
};

/**
 * Closes bets in one statement: status and payout, the settling transaction's id for the feed,
 * and each wallet credited with its payouts. A bet no longer open is left alone.
 */
export async function closeBets(
  db: Db,
  closes: { id: string; status: 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT'; payout: bigint }[],
  now: Date,
) {
  if (closes.length === 0) return 0;
  const rows = sql.join(
    closes.map((c) => sql`(${c.id}::bigint, ${c.status}, ${c.payout.toString()}::bigint)`),
  );
  const { rows: out } = await sql<{ n: number }>`
    with v (id, status, payout) as (values ${rows}),
    upd as (
      update sport_bets b set status = v.status, payout = v.payout, settled_at = ${now}, settle_xid = pg_current_xact_id()
      from v where b.id = v.id and b.status = 'OPEN'
      returning b.merchant_id, b.wallet, b.payout
    ),
    credit as (
      update house_vendor_wallets w set balance = w.balance + s.total
      from (select merchant_id, wallet, sum(payout) as total from upd where payout > 0 group by merchant_id, wallet) s
      where w.merchant_id = s.merchant_id and w.player = s.wallet
      returning 1
    )
    select count(*)::int as n from upd
  `.execute(db);
  return out[0]!.n;
}

/** Settled real bets of a book after the cursor, in commit order (as the house rounds' feed, 0034). */
export const settledAfter = async (
  db: Db,
  q: { merchantId: number; book: string; xid: string; id: bigint; limit: number },
) =>
  (
    await sql<{
      id: string;
      player: string;
      stake: string;
      payout: string;
      placed_at: Date;
      settled_at: Date;
      xid: string;
    }>`
    select id::text, player, stake::text, payout::text, placed_at, settled_at, settle_xid::text as xid
    from sport_bets
    where merchant_id = ${q.merchantId} and book = ${q.book} and not demo and settle_xid is not null
      and (settle_xid, id) > (${q.xid}::xid8, ${q.id.toString()}::bigint)
      and settle_xid < pg_snapshot_xmin(pg_current_snapshot())
    order by settle_xid, id limit ${q.limit}
  `.execute(db)
  ).rows;

export const betsByIds = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? []
    : (
        await sql<BetRow>`select ${BET} from sport_bets where id in (${sql.join(ids.map((id) => sql`${id}::bigint`))})`.execute(
          db,
        )
      ).rows;
