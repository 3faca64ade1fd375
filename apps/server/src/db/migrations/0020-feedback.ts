import { sql, type Kysely } from 'kysely';

/**
 * Player feedback (issue 14): a question type, the description, the operator's reply and the
 * state. Screenshots are kept in the database as bytes (bytea) so every process serves them and
 * a backup holds them; at most 3 of 5 MB per item, and a player sends at most a few an hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feedback (
      id int generated always as identity primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      question_type text not null check (question_type in
        ('deposit', 'withdrawal', 'games', 'account', 'promotion', 'suggestion', 'other')),
      content text not null check (char_length(content) between 1 and 1000),
      status text not null default 'pending' check (status in ('pending', 'replied', 'closed')),
      reply text,
      replied_at timestamptz,
      closed_at timestamptz,
      handled_by int references operators(id),
      created_at timestamptz not null default now(),
      check (status <> 'replied' or (reply is not null and replied_at is not null))
    )
  `.execute(db);
  // The player's list and the per-hour limit; the operator's queue by state.
  await sql`create index feedback_member_idx on feedback (member_id, id desc)`.execute(db);
  await sql`create index feedback_queue_idx on feedback (merchant_id, status, id desc)`.execute(db);
  await sql`
    create table feedback_screenshots (
      id int generated always as identity primary key,
      feedback_id int not null references feedback(id) on delete cascade,
      mime text not null check (mime in ('image/png', 'image/jpeg')),
      data bytea not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index feedback_screenshots_feedback_idx on feedback_screenshots (feedback_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table feedback_screenshots`.execute(db);
  await sql`drop table feedback`.execute(db);
}
