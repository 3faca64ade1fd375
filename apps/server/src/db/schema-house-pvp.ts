import type { ColumnType, Generated } from 'kysely';
import type { Json } from './schema-columns.js';

type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** The house card room (migration 0052). Amounts are minor units. */
export interface PvpTablesTable {
  id: Generated<bigint>;
  merchant_id: number;
  room: string;
  demo: boolean;
  seats: Json<unknown>;
  hand_no: Generated<number>;
  hand: Json<unknown> | null;
  last_hand: Json<unknown> | null;
  due_at: Date | null;
  updated_at: DefaultNow;
}

export interface PvpHandsTable {
  id: Generated<bigint>;
  table_id: bigint;
  no: number;
  merchant_id: number;
  room: string;
  demo: boolean;
  seed: string;
  commit: string;
  status: Generated<'PLAYING' | 'SETTLED' | 'VOID'>;
  pot: bigint | null;
  rake: bigint | null;
  result: Json<unknown> | null;
  started_at: Date;
  settled_at: Date | null;
}

export interface PvpHandPlayersTable {
  id: Generated<bigint>;
  hand_id: bigint;
  merchant_id: number;
  wallet: string;
  player: string;
  demo: boolean;
  seat: number;
  escrow: bigint;
  stake: bigint | null;
  payout: bigint | null;
  created_at: DefaultNow;
  settled_at: Date | null;
  settle_xid: string | null;
}

export interface PvpHouseBookTable {
  merchant_id: number;
  demo: boolean;
  rake: Generated<bigint>;
  bots: Generated<bigint>;
}

export interface HousePvpTables {
  pvp_tables: PvpTablesTable;
  pvp_hands: PvpHandsTable;
  pvp_hand_players: PvpHandPlayersTable;
  pvp_house_book: PvpHouseBookTable;
}
