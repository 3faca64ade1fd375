import { sql, type Kysely } from 'kysely';

/**
 * The house lottery (issue 16, decision 0041): draws are the vendor's, one per game and issue for
 * every operator; bets, chases, exposure and settings are per operator (merchant). Players' money is
 * the house vendor wallet `HLOTT:<player>` (free play: `demo:HLOTT:<player>`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- one vendor's games can open different pages (spec §2: the VN and SEA lotteries by account type)
    alter table games add column account_type_name text not null default '';
    create table house_lottery_draws (
      game_code text not null,
      issue text not null,
      close_at timestamptz not null,
      draw_at timestamptz not null,
      status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID')),
      -- secret until the draw is made; SHA-256 of it (commit) is public from the start
      seed text,
      commit text,
      result jsonb,
      source text not null default 'HOUSE' check (source in ('HOUSE', 'FEED', 'MANUAL')),
      drawn_at timestamptz,
      settled_at timestamptz,
      primary key (game_code, issue),
      check (close_at <= draw_at),
      check ((status in ('DRAWN', 'SETTLED')) = (result is not null) or status = 'VOID')
    );
    create index house_lottery_draws_due on house_lottery_draws (status, draw_at);
    create index house_lottery_draws_by_game on house_lottery_draws (game_code, draw_at desc);

    create table house_lottery_schedules (
      game_code text primary key,
      enabled boolean not null default true,
      close_seconds int not null check (close_seconds between 0 and 86400),
      -- who makes the results of draws scheduled from now on: the house (fair seed), a feed, operators
      result_source text not null default 'HOUSE' check (result_source in ('HOUSE', 'FEED', 'MANUAL'))
    );

    create table house_lottery_play_settings (
      merchant_id int not null,
      game_code text not null,
      play_type text not null,
      enabled boolean not null default true,
      edge_bp int not null check (edge_bp between 0 and 5000),
      min_bet bigint not null check (min_bet > 0),
      max_bet bigint not null,
      -- the most this operator can pay on one pick of one issue (stake × odds × most wins)
      max_exposure bigint not null check (max_exposure > 0),
      primary key (merchant_id, game_code, play_type),
      check (max_bet >= min_bet)
    );

    create table house_lottery_chases (
      id bigserial primary key,
      merchant_id int not null,
      player text not null,
      game_code text not null,
      issues int not null check (issues between 2 and 50),
      stop_on_win boolean not null,
      stopped_at timestamptz
    );

    create sequence house_lottery_settle_seq;
    create table house_lottery_bets (
      id bigserial primary key,
      merchant_id int not null,
      player text not null,
      wallet text not null,
      demo boolean not null,
      game_code text not null,
      issue text not null,
      play_type text not null,
      content text not null,
      units int not null check (units > 0),
      unit_price bigint not null check (unit_price > 0),
      multiple int not null check (multiple > 0),
      stake bigint not null check (stake = unit_price * units * multiple),
      -- odds of each pick when the bet was placed (ten-thousandths): what the bet pays
      odds jsonb not null,
      payout bigint not null default 0 check (payout >= 0),
      status text not null default 'PENDING' check (status in ('PENDING', 'WON', 'LOST', 'CANCELLED', 'VOID')),
      chase_id bigint references house_lottery_chases (id),
      chase_index int,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      -- order of settlement: the platform's bet-record cursor
      settle_seq bigint,
      foreign key (game_code, issue) references house_lottery_draws (game_code, issue)
    );
    create index house_lottery_bets_pending on house_lottery_bets (game_code, issue) where status = 'PENDING';
    create index house_lottery_bets_player on house_lottery_bets (merchant_id, player, id desc);
    create index house_lottery_bets_chase on house_lottery_bets (chase_id) where chase_id is not null;
    create unique index house_lottery_bets_settled on house_lottery_bets (merchant_id, settle_seq) where settle_seq is not null;

    create table house_lottery_exposure (
      merchant_id int not null,
      game_code text not null,
      issue text not null,
      play_type text not null,
      pick text not null,
      liability bigint not null,
      primary key (merchant_id, game_code, issue, play_type, pick)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table house_lottery_exposure, house_lottery_bets, house_lottery_chases, house_lottery_play_settings,
      house_lottery_schedules, house_lottery_draws;
    drop sequence house_lottery_settle_seq;
    alter table games drop column account_type_name;
  `.execute(db);
}
