import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface PvpTableRow {
  id: string;
  merchant_id: number;
  room: string;
  demo: boolean;
  seats: unknown;
  hand_no: number;
  hand: unknown;
  last_hand: unknown;
  due_at: Date | null;
}

const columns = sql`id::text, merchant_id, room, demo, seats, hand_no, hand, last_hand, due_at`;

/** Seating in a room is one at a time (per merchant, room and money kind): two players sit together. */
export const lockRoomSeating = (db: Db, merchantId: number, room: string, demo: boolean) =>
  sql`select pg_advisory_xact_lock(hashtext(${`pvp:${merchantId}:${room}:${demo}`}))`.execute(db);

/** The room's tables, oldest first (the service picks where a player sits). */
export const listRoomTables = async (db: Db, merchantId: number, room: string, demo: boolean) =>
  (
    await sql<PvpTableRow>`
    select ${columns} from pvp_tables
    where merchant_id = ${merchantId} and room = ${room} and demo = ${demo}
    order by id
  `.execute(db)
  ).rows;

/** The table where this wallet sits in the room, if any. */
export const findTableOf = async (db: Db, merchantId: number, room: string, demo: boolean, wallet: string) =>
  (
    await sql<PvpTableRow>`
    select ${columns} from pvp_tables
    where merchant_id = ${merchantId} and room = ${room} and demo = ${demo}
      and seats @> ${JSON.stringify([{ wallet }])}::jsonb
    limit 1
  `.execute(db)
  ).rows[0];

export const insertTable = async (
  db: Db,
  t: { merchantId: number; room: string; demo: boolean; seats: unknown },
) =>
  (
    await sql<PvpTableRow>`
    insert into pvp_tables (merchant_id, room, demo, seats)
    values (${t.merchantId}, ${t.room}, ${t.demo}, ${JSON.stringify(t.seats)}::jsonb)
    returning ${columns}
  `.execute(db)
  ).rows[0]!;

/** The table, its row locked until the transaction ends: every change to a table goes through this. */
export const lockTable = async (db: Db, id: string) =>
  (await sql<PvpTableRow>`select ${columns} from pvp_tables where id = ${id}::bigint for update`.execute(db))
    .rows[0];

export const saveTable = (
  db: Db,
  id: string,
  t: { seats: unknown; handNo: number; hand: unknown; lastHand: unknown; dueAt: Date | null },
) =>
  sql`
    update pvp_tables set seats = ${JSON.stringify(t.seats)}::jsonb, hand_no = ${t.handNo},
      hand = ${t.hand === null ? null : JSON.stringify(t.hand)}::jsonb,
      last_hand = ${t.lastHand === null ? null : JSON.stringify(t.lastHand)}::jsonb, due_at = ${t.dueAt}, updated_at = now()
    where id = ${id}::bigint
  `.execute(db);

/** Tables with something due by `now` (a hand to start, a move to make), the most overdue first. */
export const listDueTables = async (db: Db, now: Date, limit: number) =>
  (
    await sql<{ id: string }>`
    select id::text from pvp_tables where due_at <= ${now} order by due_at limit ${limit}
  `.execute(db)
  ).rows.map((r) => r.id);

/** When the next thing is due on any table. */
export const nextDueAt = async (db: Db) =>
  (await sql<{ at: Date | null }>`select min(due_at) as at from pvp_tables`.execute(db)).rows[0]?.at ?? null;

/** The seats of every table of the merchant's rooms (the room list's figures). */
export const listSeatsByRoom = async (db: Db, merchantId: number) =>
  (
    await sql<{ room: string; seats: unknown }>`
    select room, seats from pvp_tables where merchant_id = ${merchantId}
  `.execute(db)
  ).rows;
