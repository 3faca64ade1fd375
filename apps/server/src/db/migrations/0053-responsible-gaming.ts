import { sql, type Kysely } from 'kysely';

/**
 * Responsible gaming (issue 20): a player's limits (a raise or removal waits in `pending_*` until
 * `pending_at`), every change to them, time-outs and self-exclusions (never shortened: a new one
 * only adds), the reality-check interval, and every refusal a limit caused (the operator's report).
 * Money in minor units; a SESSION limit in minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_limits (
      member_id bigint not null references members(id),
      merchant_id int not null,
      kind text not null check (kind in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
      period text not null check (period in ('DAY', 'WEEK', 'MONTH', 'SESSION')),
      value bigint not null check (value > 0),
      pending_value bigint check (pending_value > 0),
      pending_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (member_id, kind, period)
    );

    create table rg_limit_changes (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members(id),
      kind text not null,
      period text not null,
      old_value bigint,
      new_value bigint,
      requested_by text not null,
      requested_at timestamptz not null default now(),
      effective_at timestamptz not null,
      cancelled_at timestamptz
    );
    create index rg_limit_changes_member on rg_limit_changes (member_id, id desc);

    create table rg_exclusions (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members(id),
      kind text not null check (kind in ('TIME_OUT', 'SELF_EXCLUSION')),
      period text not null,
      starts_at timestamptz not null default now(),
      ends_at timestamptz,
      set_by text not null,
      reason text
    );
    create index rg_exclusions_member on rg_exclusions (member_id, starts_at desc);

    create table rg_refusals (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members(id),
      kind text not null,
      period text not null,
      action text not null check (action in ('DEPOSIT', 'TRANSFER', 'LAUNCH', 'BET')),
      amount bigint,
      at timestamptz not null default now()
    );
    create index rg_refusals_merchant on rg_refusals (merchant_id, id desc);

    create table rg_help_links (
      merchant_id int not null references merchants(id),
      position int not null,
      name text not null,
      url text not null,
      primary key (merchant_id, position)
    );

    create table rg_preferences (
      member_id bigint primary key references members(id),
      reality_check_minutes int not null
    );
  `.execute(db);
}
