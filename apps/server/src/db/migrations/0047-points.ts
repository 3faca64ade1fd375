import { sql, type Kysely } from 'kysely';

/**
 * Points and the points mall (issue 18, decision 0054). Points are counted in hundredths
 * (centipoints). `points_entries` is the append-only points ledger, one row per bet, deposit,
 * redemption, refund or adjustment, unique by its source, so a replayed feed or a retried call
 * cannot count twice; `points_balances` is its sum per player, kept in the same transaction as each
 * entry and never below zero (the check is what stops two redemptions spending the same points).
 * `points_feed` is how far the earning job has read settled bets and completed deposits (as the
 * missions' feed, 0036). Mall items keep their stock (never below zero) and the redemptions their
 * state; a conversion to cash is a redemption without an item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table points_settings (
      merchant_id int primary key references merchants (id),
      ratio int not null default 100 check (ratio between 1 and 100000),
      convert_enabled boolean not null default true,
      convert_min int not null default 100 check (convert_min >= 0),
      deposit_percent int not null default 10 check (deposit_percent between 0 and 1000),
      multipliers jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table points_balances (
      member_id bigint primary key references members (id),
      merchant_id int not null,
      balance bigint not null default 0 check (balance >= 0),
      earned bigint not null default 0,
      spent bigint not null default 0
    );

    create table points_entries (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members (id),
      type text not null check (type in
        ('LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'DEPOSIT', 'REDEEM', 'REFUND', 'ADJUST')),
      points bigint not null check (points <> 0),
      source text not null unique,
      reference text not null,
      created_at timestamptz not null default now()
    );
    create index points_entries_member on points_entries (member_id, id desc);
    create function points_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'points_entries is append-only';
    end $$;
    create trigger points_entries_no_update before update or delete on points_entries
      for each row execute function points_entries_append_only();

    create table points_feed (bound xid8 not null);
    insert into points_feed (bound) values ('3');

    create table mall_items (
      id serial primary key,
      merchant_id int not null references merchants (id),
      kind text not null check (kind in ('CASH', 'BONUS', 'GOODS', 'VOUCHER')),
      name text not null,
      description text not null default '',
      image text not null,
      points bigint not null check (points > 0),
      amount bigint not null default 0 check (amount >= 0),
      turnover_multiple int not null default 0 check (turnover_multiple >= 0),
      stock int check (stock >= 0),
      per_player_limit int check (per_player_limit > 0),
      requirement_amount bigint check (requirement_amount > 0),
      requirement_days int check (requirement_days > 0),
      sort int not null default 0,
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'PAUSED')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index mall_items_merchant on mall_items (merchant_id, sort, id);

    create table points_redemptions (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members (id),
      request_id text not null,
      item_id int references mall_items (id),
      kind text not null check (kind in ('CASH', 'BONUS', 'GOODS', 'VOUCHER', 'CONVERT')),
      item_name text,
      quantity int not null check (quantity > 0),
      points bigint not null check (points > 0),
      amount bigint not null default 0 check (amount >= 0),
      status text not null check (status in ('PROCESS', 'APPROVED', 'REJECTED')),
      address jsonb,
      remark text,
      shipping_ref text,
      transfer_id bigint,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by text,
      unique (member_id, request_id)
    );
    create index points_redemptions_queue on points_redemptions (merchant_id, status, id desc);
    create index points_redemptions_member on points_redemptions (member_id, id desc);
    create index points_redemptions_item on points_redemptions (item_id, member_id) where status <> 'REJECTED';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table points_redemptions;
    drop table mall_items;
    drop table points_feed;
    drop trigger points_entries_no_update on points_entries;
    drop function points_entries_append_only();
    drop table points_entries;
    drop table points_balances;
    drop table points_settings;
  `.execute(db);
}
