import { sql, type Kysely } from 'kysely';

/** Merchants, their switches and settings, content for the site shell, operators and the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table merchants (
      id serial primary key,
      code text not null unique check (code ~ '^[A-Za-z0-9_-]{1,32}$'),
      name text not null,
      platform text not null default 'W',
      lottery_type text not null default 'SEA',
      device text not null default 'WEB',
      currency text not null,
      currency_symbol text not null,
      languages jsonb not null,
      default_language text not null,
      logged_in_to_homepage boolean not null default false,
      is_default boolean not null default false,
      gtag_id text,
      image_cdns jsonb not null default '[]',
      launch_game_cdns jsonb not null default '[]',
      domain_route text,
      birthday_limit int check (birthday_limit in (18, 21)),
      register_bonus_amount numeric(18, 2),
      register_bonus_currency text,
      created_at timestamptz not null default now()
    );
    create unique index merchants_one_default on merchants (is_default) where is_default;

    create table merchant_modules (
      merchant_id int not null references merchants(id),
      mod_id text not null,
      parent_mod_id text,
      enabled boolean not null,
      sort int not null default 0,
      primary key (merchant_id, mod_id)
    );

    create table maintenance (
      merchant_id int primary key references merchants(id),
      enabled boolean not null default false,
      start_time timestamptz,
      end_time timestamptz,
      updated_at timestamptz not null default now(),
      check (start_time is null or end_time is null or start_time < end_time)
    );

    create table restricted_countries (
      merchant_id int not null references merchants(id),
      country_code char(2) not null check (country_code ~ '^[A-Z]{2}$'),
      primary key (merchant_id, country_code)
    );

    create table register_rules (
      merchant_id int not null references merchants(id),
      field text not null,
      enabled boolean not null,
      required boolean not null,
      min_length int not null check (min_length >= 0),
      max_length int not null check (max_length >= 0),
      accepted_pattern text not null,
      pattern_id text not null,
      primary key (merchant_id, field)
    );

    create table resources (
      id serial primary key,
      merchant_id int not null references merchants(id),
      resource_type text not null,
      url text not null,
      qr_code_url text not null,
      label_name_en text not null,
      label_name_cn text not null,
      sort int not null default 0,
      unique (merchant_id, resource_type)
    );

    create table customer_service (
      merchant_id int not null references merchants(id),
      cs_type text not null check (cs_type in ('VIP', 'LIVECHAT')),
      path text not null,
      primary key (merchant_id, cs_type)
    );

    create table banners (
      id serial primary key,
      merchant_id int not null references merchants(id),
      group_name text not null,
      url text not null,
      link text,
      sort int not null default 0
    );
    create index banners_merchant on banners (merchant_id, group_name, sort);

    create table countries (
      country_code char(2) primary key,
      dialing_code text not null,
      sort int not null default 0
    );

    create table domains (
      id serial primary key,
      merchant_id int not null references merchants(id),
      domain text not null,
      speed_ms int not null default 0 check (speed_ms >= 0),
      unique (merchant_id, domain)
    );

    create table help_articles (
      id serial primary key,
      merchant_id int not null references merchants(id),
      language text not null,
      category text not null,
      title text not null,
      content text not null,
      sort int not null default 0
    );
    create index help_articles_lookup on help_articles (merchant_id, language, sort);

    create table operators (
      id serial primary key,
      username text not null unique,
      password_hash text not null,
      role text not null,
      disabled boolean not null default false,
      created_at timestamptz not null default now()
    );

    create table operator_sessions (
      token_hash text primary key,
      operator_id int not null references operators(id),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text not null
    );

    create table audit_log (
      id bigserial primary key,
      actor_type text not null,
      actor_id text not null,
      merchant_id int references merchants(id),
      action text not null,
      detail jsonb not null default '{}',
      ip text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);

  // The audit log is append-only: the database itself refuses edits and deletes.
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$;
    create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_append_only();
  `.execute(db);
}
