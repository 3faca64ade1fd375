import { sql, type Kysely } from 'kysely';

/**
 * Notices (issue 14): announcements, popups, promotion popups, banners and game announcements.
 * A notice row carries kind, schedule, link and publish state; its title and sanitised HTML are
 * one row per language (EN always present, the fallback). A dismissal hides a popup for one
 * player on one of their calendar days, on every device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notices (
      id serial primary key,
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('B', 'PL', 'PU', 'PR', 'H', 'G')),
      popup boolean not null default false,
      starts_at timestamptz not null,
      ends_at timestamptz,
      sort int not null default 0,
      link jsonb,
      vendor text,
      published boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at),
      check ((kind = 'G') = (vendor is not null))
    );
    -- The site's read: a merchant's published notices of some kinds, in their window.
    create index notices_live on notices (merchant_id, kind, starts_at desc) where published;

    create table notice_texts (
      notice_id int not null references notices(id) on delete cascade,
      language text not null,
      title text not null,
      -- sanitised HTML (the server's kept sanitiser, on save)
      content text not null,
      primary key (notice_id, language)
    );

    create table notice_dismissals (
      member_id bigint not null references members(id),
      notice_id int not null references notices(id) on delete cascade,
      day date not null,
      created_at timestamptz not null default now(),
      primary key (member_id, day, notice_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notice_dismissals; drop table notice_texts; drop table notices`.execute(db);
}
