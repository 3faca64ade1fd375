import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { FeedCursor } from '../house-vendor/bets-feed.js';

export const insertHand = async (
  db: Db,
  h: {
    tableId: string;
    no: number;
    merchantId: number;
    room: string;
    demo: boolean;
    seed: string;
    commit: string;
    startedAt: Date;
  },
) =>
  (
    await sql<{ id: string }>`
    insert into pvp_hands (table_id, no, merchant_id, room, demo, seed, commit, started_at)
    values (${h.tableId}::bigint, ${h.no}, ${h.merchantId}, ${h.room}, ${h.demo}, ${h.seed}, ${h.commit}, ${h.startedAt})
    returning id::text
  `.execute(db)
  ).rows[0]!.id;

export const insertHandPlayer = (
  db: Db,
  p: {
    handId: string;
    merchantId: number;
    wallet: string;
    player: string;
    demo: boolean;
    seat: number;
    escrow: bigint;
  },
) =>
  sql`
    insert into pvp_hand_players (hand_id, merchant_id, wallet, player, demo, seat, escrow)
    values (${p.handId}::bigint, ${p.merchantId}, ${p.wallet}, ${p.player}, ${p.demo}, ${p.seat}, ${p.escrow.toString()}::bigint)
  `.execute(db);

/**
 * Settles the hand's players: each one's stake (what it put in) and payout, and the escrow less the
 * stake plus the payout back to its wallet — one statement; answers the wallets' credits.
 */
export const settleHandPlayers = async (
  db: Db,
  handId: string,
  outcomes: { wallet: string; stake: bigint; payout: bigint }[],
  now: Date,
) =>
  (
    await sql<{ wallet: string; merchant_id: number }>`
    with o as (
      select * from jsonb_to_recordset(${JSON.stringify(
        outcomes.map((o) => ({ wallet: o.wallet, stake: o.stake.toString(), payout: o.payout.toString() })),
      )}::jsonb) as x(wallet text, stake bigint, payout bigint)
    ), settled as (
      update pvp_hand_players p set stake = o.stake, payout = o.payout, settled_at = ${now},
        settle_xid = pg_current_xact_id()
      from o where p.hand_id = ${handId}::bigint and p.wallet = o.wallet and p.settled_at is null
      returning p.merchant_id, p.wallet, p.escrow - o.stake + o.payout as credit
    )
    update house_vendor_wallets w set balance = w.balance + s.credit
    from settled s where w.merchant_id = s.merchant_id and w.player = s.wallet
    returning w.player as wallet, w.merchant_id
  `.execute(db)
  ).rows;

export const markHand = (
  db: Db,
  handId: string,
  h: { status: 'SETTLED' | 'VOID'; pot: bigint; rake: bigint; result: unknown; at: Date },
) =>
  sql`
    update pvp_hands set status = ${h.status}, pot = ${h.pot.toString()}::bigint, rake = ${h.rake.toString()}::bigint,
      result = ${JSON.stringify(h.result)}::jsonb, settled_at = ${h.at}
    where id = ${handId}::bigint and status = 'PLAYING'
  `.execute(db);

/** The vendor's own side of a hand: the rake it took, and what its bots won (negative: lost). */
export const addToHouseBook = (db: Db, merchantId: number, demo: boolean, rake: bigint, bots: bigint) =>
  sql`
    insert into pvp_house_book (merchant_id, demo, rake, bots) values (${merchantId}, ${demo}, ${rake.toString()}::bigint, ${bots.toString()}::bigint)
    on conflict (merchant_id, demo) do update set rake = pvp_house_book.rake + excluded.rake, bots = pvp_house_book.bots + excluded.bots
  `.execute(db);

/** The vendor's own book of the merchant's real-money tables: rake taken, bots' result. */
export const findHouseBook = async (db: Db, merchantId: number) =>
  (
    await sql<{ rake: string; bots: string }>`
    select rake::text, bots::text from pvp_house_book where merchant_id = ${merchantId} and not demo
  `.execute(db)
  ).rows[0] ?? { rake: '0', bots: '0' };

/** The merchant's last real-money hands settled, newest first, with their summary. */
export const recentHands = async (db: Db, merchantId: number, limit: number) =>
  (
    await sql<{
      id: string;
      room: string;
      table_id: string;
      no: number;
      pot: string;
      rake: string;
      result: { summary: { winners: { name: string }[] } | null; people: number; bots: number };
      settled_at: Date;
      commit: string;
      seed: string;
    }>`
    select id::text, room, table_id::text, no, pot::text, rake::text, result, settled_at, commit, seed
    from pvp_hands where merchant_id = ${merchantId} and status = 'SETTLED' and not demo
    order by settled_at desc, id desc limit ${limit}
  `.execute(db)
  ).rows;

/** Each room's hands settled in the last hour and their average pot (the room list's figures). */
export const roomActivity = async (db: Db, merchantId: number, since: Date) =>
  (
    await sql<{ room: string; hands: string; average_pot: string | null }>`
    select room, count(*)::text as hands, avg(pot)::bigint::text as average_pot from pvp_hands
    where merchant_id = ${merchantId} and status = 'SETTLED' and settled_at >= ${since}
    group by room
  `.execute(db)
  ).rows;

/**
 * Settled real hands after the cursor in (settling xid, id) order, only those settled by
 * transactions older than every one still running (as the other house products' feeds).
 * A voided hand's players have a zero stake and are left out.
 */
export const settledAfter = async (db: Db, merchantId: number, after: FeedCursor, limit: number) =>
  (
    await sql<{
      id: string;
      player: string;
      room: string;
      stake: string;
      payout: string;
      created_at: Date;
      settled_at: Date;
      xid: string;
    }>`
    select p.id::text, p.player, h.room, p.stake::text, p.payout::text, p.created_at, p.settled_at,
      p.settle_xid::text as xid
    from pvp_hand_players p join pvp_hands h on h.id = p.hand_id
    where p.merchant_id = ${merchantId} and not p.demo and p.settle_xid is not null
      and (p.settle_xid, p.id) > (${after.xid}::xid8, ${after.id.toString()}::bigint)
      and p.settle_xid < pg_snapshot_xmin(pg_current_snapshot())
    order by p.settle_xid, p.id limit ${limit}
  `.execute(db)
  ).rows.filter((r) => r.stake !== '0');
