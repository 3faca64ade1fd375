import type { ColumnType, Generated } from 'kysely';
import type { Json } from './schema-columns.js';

type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** The house live casino (migration 0050). Stakes and payouts are minor units. */
export interface LiveRoundsTable {
  id: Generated<bigint>;
  table_code: string;
  no: bigint;
  opens_at: Date;
  closes_at: Date;
  next_at: Date;
  seed: string;
  commit: string;
  status: 'OPEN' | 'SETTLED';
  result: Json<unknown> | null;
  settled_at: Date | null;
}

export interface LiveBetsTable {
  id: Generated<bigint>;
  round_id: bigint;
  merchant_id: number;
  wallet: string;
  player: string;
  demo: boolean;
  stake_player: Generated<bigint>;
  stake_banker: Generated<bigint>;
  stake_tie: Generated<bigint>;
  stake_player_pair: Generated<bigint>;
  stake_banker_pair: Generated<bigint>;
  stake: bigint;
  payout: bigint | null;
  created_at: DefaultNow;
  settled_at: Date | null;
  settle_xid: string | null;
}

export interface HouseLiveTables {
  live_rounds: LiveRoundsTable;
  live_bets: LiveBetsTable;
}
