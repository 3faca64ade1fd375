import { sql, type Kysely } from 'kysely';

/**
 * The house card room (issue 19, decision 0059): fixed-limit hold'em tables. A table row holds its
 * seats, the running hand and the last hand's summary as JSON and is advanced under its row lock by whichever process gets
 * there (a player's move, the dealer at `due_at`). A hand row holds the committed seed; a player's
 * row holds the escrow taken at the deal and, once settled, the stake and payout (the settling
 * transaction's id orders the bet feed, as the other house products'). The house book keeps the
 * vendor's own side: the rake and the bots' result, so every hand's money adds up to zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pvp_tables (
      id bigserial primary key,
      merchant_id int not null,
      room text not null,
      demo boolean not null,
      seats jsonb not null,
      hand_no int not null default 0,
      hand jsonb,
      last_hand jsonb,
      due_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create index pvp_tables_due on pvp_tables (due_at) where due_at is not null;
    create index pvp_tables_room on pvp_tables (merchant_id, room, demo);

    create table pvp_hands (
      id bigserial primary key,
      table_id bigint not null references pvp_tables (id),
      no int not null,
      merchant_id int not null,
      room text not null,
      demo boolean not null,
      seed text not null,
      commit text not null,
      status text not null default 'PLAYING' check (status in ('PLAYING', 'SETTLED', 'VOID')),
      pot bigint,
      rake bigint,
      result jsonb,
      started_at timestamptz not null,
      settled_at timestamptz,
      unique (table_id, no)
    );
    create index pvp_hands_room on pvp_hands (merchant_id, room, settled_at desc) where status = 'SETTLED';
    create index pvp_hands_recent on pvp_hands (merchant_id, settled_at desc) where status = 'SETTLED' and not demo;

    create table pvp_hand_players (
      id bigserial primary key,
      hand_id bigint not null references pvp_hands (id),
      merchant_id int not null,
      wallet text not null,
      player text not null,
      demo boolean not null,
      seat int not null,
      escrow bigint not null check (escrow > 0),
      stake bigint check (stake >= 0),
      payout bigint check (payout >= 0),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      settle_xid xid8,
      unique (hand_id, wallet)
    );
    create index pvp_hand_players_feed on pvp_hand_players (merchant_id, settle_xid, id)
      where not demo and settle_xid is not null;
    create index pvp_hand_players_wallet on pvp_hand_players (merchant_id, wallet, id desc);

    -- The name a launch shows other players (the platform's masked username), for the card room.
    alter table house_game_sessions add column nickname text;

    create table pvp_house_book (
      merchant_id int not null,
      demo boolean not null,
      rake bigint not null default 0,
      bots bigint not null default 0,
      primary key (merchant_id, demo)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table pvp_house_book, pvp_hand_players, pvp_hands, pvp_tables;
    alter table house_game_sessions drop column nickname;
  `.execute(db);
}
