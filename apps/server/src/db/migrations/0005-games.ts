import { sql, type Kysely } from 'kysely';

/**
 * The game catalogue per merchant (vendors get their category and card fields; games), players'
 * favourites and recent games, the platform's `bets` (pulled from each vendor since a cursor,
 * idempotent by vendor bet id), and the house vendor's own game tables (sessions, rounds, settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A vendor's own lane (where it shows when it lists no games); games carry their own category.
    alter table vendors
      add column category text not null default 'RNG'
        check (category in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT')),
      add column icon text not null default '',
      add column is_hot boolean not null default false,
      add column is_game text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE', 'HUB')),
      add column account_type_name text not null default '';

    create table games (
      id serial primary key,
      merchant_id int not null references merchants(id),
      vendor text not null,
      code text not null,
      name text not null,
      category text not null check (category in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT')),
      icon text not null default '',
      is_hot boolean not null default false,
      default_play_type text,
      enabled boolean not null default true,
      sort int not null default 0,
      foreign key (merchant_id, vendor) references vendors(merchant_id, code),
      unique (merchant_id, vendor, code)
    );

    create table favourite_games (
      member_id bigint not null references members(id),
      game_id int not null references games(id),
      created_at timestamptz not null default now(),
      primary key (member_id, game_id)
    );

    create table recent_games (
      member_id bigint not null references members(id),
      game_id int not null references games(id),
      played_at timestamptz not null default now(),
      primary key (member_id, game_id)
    );
    create index recent_games_member on recent_games (member_id, played_at desc);

    create table bets (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      vendor text not null,
      vendor_bet_id text not null,
      category text not null,
      game_code text not null,
      game_name text not null,
      stake bigint not null check (stake >= 0),
      valid_bet bigint not null check (valid_bet >= 0),
      payout bigint not null check (payout >= 0),
      status text not null check (status in ('SETTLED', 'RUNNING', 'CANCELLED')),
      placed_at timestamptz not null,
      settled_at timestamptz,
      unique (merchant_id, vendor, vendor_bet_id)
    );
    create index bets_member on bets (member_id, placed_at desc);

    -- How far each vendor's bet records have been pulled.
    create table vendor_bet_cursors (
      merchant_id int not null references merchants(id),
      vendor text not null,
      cursor text not null,
      updated_at timestamptz not null default now(),
      primary key (merchant_id, vendor)
    );

    -- House vendor: settings per merchant and game, game sessions (the iframe's token), rounds.
    create table house_game_settings (
      merchant_id int not null,
      game_code text not null,
      enabled boolean not null default true,
      min_bet bigint not null check (min_bet > 0),
      max_bet bigint not null,
      primary key (merchant_id, game_code),
      check (max_bet >= min_bet)
    );
    create table house_game_sessions (
      token_hash text primary key,
      merchant_id int not null,
      player text not null,
      game_code text not null,
      demo boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create table house_game_rounds (
      id bigserial primary key,
      merchant_id int not null,
      player text not null,
      game_code text not null,
      stake bigint not null check (stake > 0),
      payout bigint not null check (payout >= 0),
      outcome jsonb not null,
      demo boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index house_game_rounds_cursor on house_game_rounds (merchant_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table house_game_rounds, house_game_sessions, house_game_settings, vendor_bet_cursors, bets,
      recent_games, favourite_games, games;
    alter table vendors drop column category, drop column icon, drop column is_hot, drop column is_game,
      drop column account_type_name;
  `.execute(db);
}
