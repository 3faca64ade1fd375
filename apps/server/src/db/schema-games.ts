import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Int8 = ColumnType<bigint, bigint | string, bigint | string>;
type NullableInt8 = ColumnType<bigint | null, bigint | string | null, bigint | string | null>;

export interface GamesTable {
  id: Generated<number>;
  merchant_id: number;
  vendor: string;
  code: string;
  name: string;
  category: string;
  icon: Generated<string>;
  is_hot: Generated<boolean>;
  default_play_type: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  /** The game's own account type when it differs from its vendor's ('' = the vendor's). */
  account_type_name: Generated<string>;
}

export interface FavouriteGamesTable {
  member_id: Int8;
  game_id: number;
  created_at: CreatedAt;
}

export interface RecentGamesTable {
  member_id: Int8;
  game_id: number;
  played_at: Timestamp;
}

export interface BetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: Int8;
  vendor: string;
  vendor_bet_id: string;
  category: string;
  game_code: string;
  game_name: string;
  stake: Int8;
  valid_bet: Int8;
  payout: Int8;
  status: 'SETTLED' | 'RUNNING' | 'CANCELLED';
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
  /** The settling transaction (xid8 as text), stamped by a trigger: settlement's feed (migration 0027). */
  settled_xid: Generated<string | null>;
}

export interface VendorBetCursorsTable {
  merchant_id: number;
  vendor: string;
  cursor: string;
  updated_at: Timestamp;
}

export interface HouseGameSettingsTable {
  merchant_id: number;
  game_code: string;
  enabled: Generated<boolean>;
  min_bet: Int8;
  max_bet: Int8;
}

export interface HouseGameSessionsTable {
  token_hash: string;
  merchant_id: number;
  player: string;
  game_code: string;
  demo: Generated<boolean>;
  /** What other players see (the card room); null from launches that sent none. */
  nickname: Generated<string | null>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface HouseGameRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  player: string;
  game_code: string;
  stake: Int8;
  payout: Int8;
  outcome: ColumnType<unknown, string, never>;
  demo: Generated<boolean>;
  created_at: CreatedAt;
  /** The writing transaction's id (migration 0034): the bet feed's commit order. */
  xid: ColumnType<string, never, never>;
}

/** What a player may still stake and lose at the house vendor, from the last launch (migration 0056). */
export interface HousePlayAllowancesTable {
  merchant_id: number;
  player: string;
  stake_left: NullableInt8;
  loss_left: NullableInt8;
  play_until: NullableTimestamp;
  staked: Generated<Int8>;
  paid: Generated<Int8>;
  set_at: Generated<Date>;
}

export interface GameTables {
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  bets: BetsTable;
  vendor_bet_cursors: VendorBetCursorsTable;
  house_game_settings: HouseGameSettingsTable;
  house_game_sessions: HouseGameSessionsTable;
  house_play_allowances: HousePlayAllowancesTable;
  house_game_rounds: HouseGameRoundsTable;
}
