import type { ColumnType } from 'kysely';

/** A calendar day in REPORT_TIME_ZONE: written as `yyyy-mm-dd`, read back as text by the repos. */
type Day = ColumnType<string, string, string>;
type Int8 = ColumnType<bigint, bigint | string, bigint | string>;

export interface DailyGameStatsTable {
  merchant_id: number;
  day: Day;
  vendor: string;
  category: string;
  stake: Int8;
  payout: Int8;
  valid_bet: Int8;
  bet_count: Int8;
  players: number;
}

export interface DailyMoneyStatsTable {
  merchant_id: number;
  day: Day;
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  channel: string;
  count: Int8;
  amount: Int8;
}

export interface DailyPlayerStatsTable {
  merchant_id: number;
  day: Day;
  new_players: number;
  active_players: number;
  bonus_count: Int8;
  bonus_amount: Int8;
}

export interface DailyStatsMarksTable {
  source: string;
  last_id: Int8;
  last_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReportTables {
  daily_game_stats: DailyGameStatsTable;
  daily_money_stats: DailyMoneyStatsTable;
  daily_player_stats: DailyPlayerStatsTable;
  daily_stats_marks: DailyStatsMarksTable;
}
