import type { ColumnType, Generated } from 'kysely';
import type { OrderStatus } from '@bet/contracts/lottery/bets';
import type { DrawStatus } from '@bet/contracts/lottery/draws';

type Json<T> = ColumnType<T, string, string>;
type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** One draw ("issue") of a house lottery game (migration 0030). */
export interface HouseLotteryDrawsTable {
  game_code: string;
  issue: string;
  close_at: Date;
  draw_at: Date;
  status: Generated<DrawStatus>;
  seed: string | null;
  commit: string | null;
  result: Json<string[]> | null;
  source: Generated<'HOUSE' | 'FEED' | 'MANUAL'>;
  drawn_at: Date | null;
  settled_at: Date | null;
}

export interface HouseLotterySchedulesTable {
  game_code: string;
  enabled: Generated<boolean>;
  close_seconds: number;
  result_source: Generated<'HOUSE' | 'FEED' | 'MANUAL'>;
}

export interface HouseLotteryPlaySettingsTable {
  merchant_id: number;
  game_code: string;
  play_type: string;
  enabled: Generated<boolean>;
  edge_bp: number;
  min_bet: bigint;
  max_bet: bigint;
  max_exposure: bigint;
}

export interface HouseLotteryChasesTable {
  id: Generated<bigint>;
  merchant_id: number;
  player: string;
  game_code: string;
  issues: number;
  stop_on_win: boolean;
  stopped_at: Date | null;
}

export interface HouseLotteryBetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  player: string;
  wallet: string;
  demo: boolean;
  game_code: string;
  issue: string;
  play_type: string;
  content: string;
  units: number;
  unit_price: bigint;
  multiple: number;
  stake: bigint;
  odds: Json<Record<string, number>>;
  payout: Generated<bigint>;
  status: Generated<OrderStatus>;
  chase_id: bigint | null;
  chase_index: number | null;
  created_at: DefaultNow;
  settled_at: Date | null;
  settle_seq: bigint | null;
}

export interface HouseLotteryExposureTable {
  merchant_id: number;
  game_code: string;
  issue: string;
  play_type: string;
  pick: string;
  liability: bigint;
}

export interface HouseLotteryTables {
  house_lottery_draws: HouseLotteryDrawsTable;
  house_lottery_schedules: HouseLotterySchedulesTable;
  house_lottery_play_settings: HouseLotteryPlaySettingsTable;
  house_lottery_chases: HouseLotteryChasesTable;
  house_lottery_bets: HouseLotteryBetsTable;
  house_lottery_exposure: HouseLotteryExposureTable;
}
