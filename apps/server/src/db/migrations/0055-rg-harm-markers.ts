import { sql, type Kysely } from 'kysely';

/**
 * Markers of harm (issue 20, decision 0063): a merchant's setting of each marker (a marker with no
 * row is on, at its default threshold), and the review list — one row per player and marker while
 * it is open, closed by an operator with a note. The partial unique index keeps one open review
 * per player and marker, so the hourly job only refreshes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_harm_markers (
      merchant_id int not null references merchants(id),
      marker text not null,
      enabled boolean not null,
      threshold int not null check (threshold > 0),
      updated_at timestamptz not null default now(),
      updated_by text not null,
      primary key (merchant_id, marker)
    );

    create table rg_reviews (
      id bigserial primary key,
      merchant_id int not null,
      member_id bigint not null references members(id),
      marker text not null,
      measured numeric(12, 1) not null,
      threshold int not null,
      flagged_at timestamptz not null,
      seen_at timestamptz not null,
      reviewed_at timestamptz,
      reviewed_by text,
      note text
    );
    create unique index rg_reviews_open on rg_reviews (member_id, marker) where reviewed_at is null;
    create index rg_reviews_merchant on rg_reviews (merchant_id, flagged_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table rg_reviews;
    drop table rg_harm_markers;
  `.execute(db);
}
