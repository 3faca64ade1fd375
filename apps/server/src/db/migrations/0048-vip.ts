import { sql, type Kysely } from 'kysely';

/**
 * VIP ranks (issue 18, decision 0055). A merchant's levels with their thresholds and benefits, its
 * rolling period and grace; each member's level stays in `members.rank_level` / `club_label` (what
 * member info answers, spec §3), now with when it was reached and since when the member's figures
 * are below it. Every change is a row of `vip_history`. `vip_feed` is how far the promotion job has
 * read settled bets and completed deposits (as the missions' and points' feeds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_settings (
      merchant_id int primary key references merchants (id),
      period_days int not null default 90 check (period_days between 1 and 365),
      grace_days int not null default 30 check (grace_days between 0 and 90),
      updated_at timestamptz not null default now()
    );

    create table vip_levels (
      merchant_id int not null references merchants (id),
      level int not null check (level between 0 and 10),
      name text not null,
      deposit_required bigint not null default 0 check (deposit_required >= 0),
      bet_required bigint not null default 0 check (bet_required >= 0),
      upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
      monthly_bonus bigint not null default 0 check (monthly_bonus >= 0),
      birthday_bonus bigint not null default 0 check (birthday_bonus >= 0),
      rebate_bp int not null default 0 check (rebate_bp between 0 and 300),
      daily_withdrawal_limit bigint check (daily_withdrawal_limit > 0),
      primary key (merchant_id, level)
    );

    create table vip_history (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members (id),
      from_level int not null,
      to_level int not null,
      reason text not null check (reason in ('PROMOTED', 'RELEGATED', 'OPERATOR')),
      bonus bigint not null default 0,
      note text,
      decided_by text,
      created_at timestamptz not null default now()
    );
    create index vip_history_member on vip_history (member_id, id desc);

    create table vip_feed (bound xid8 not null);
    insert into vip_feed (bound) values ('3');

    alter table members add column rank_since timestamptz, add column rank_below_since timestamptz;
    create index members_ranked on members (merchant_id) where rank_level > 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index members_ranked;
    alter table members drop column rank_since, drop column rank_below_since;
    drop table vip_feed;
    drop table vip_history;
    drop table vip_levels;
    drop table vip_settings;
  `.execute(db);
}
