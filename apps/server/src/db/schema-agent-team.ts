import type { ColumnType } from 'kysely';

/** A calendar day in REPORT_TIME_ZONE: written as `yyyy-mm-dd`, read back as text by the repos. */
type Day = ColumnType<string, string, string>;
type Int8 = ColumnType<bigint, bigint | string | undefined, bigint | string>;
type Count = ColumnType<number, number | undefined, number>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

/** Money and bet sums of a member's (or a team's) report day (migration 0025), minor units. */
interface DaySums {
  day: Day;
  deposits: Int8;
  deposit_count: Count;
  withdrawals: Int8;
  stake: Int8;
  valid_bet: Int8;
  payout: Int8;
  bet_count: Int8;
  bonuses: Int8;
  salaries: Int8;
  first_deposit_amount: Int8;
}

export interface MemberDailyStatsTable extends DaySums {
  member_id: bigint;
  first_deposit: Flag;
  active: Flag;
  registered: Flag;
}

export interface TeamDailyStatsTable extends DaySums {
  ancestor_id: bigint;
  first_deposits: Count;
  active_members: Count;
  new_registrations: Count;
}

export interface TeamStatsMarksTable {
  source: string;
  last_id: Int8;
  last_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AgentTeamTables {
  member_daily_stats: MemberDailyStatsTable;
  team_daily_stats: TeamDailyStatsTable;
  team_stats_marks: TeamStatsMarksTable;
}
