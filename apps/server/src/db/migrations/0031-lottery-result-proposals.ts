import { sql, type Kysely } from 'kysely';

/**
 * Results of the house lottery entered by hand need two operators (issue 16 item 5): the first
 * proposes (a row here), a different operator approves, and only then the platform sends the
 * result to the vendor. A new proposal for the same draw supersedes the pending one, so at most
 * one per draw and merchant waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lottery_result_proposals (
      id serial primary key,
      merchant_id int not null,
      game_code text not null,
      issue text not null,
      result jsonb not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'SUPERSEDED')),
      proposed_by int not null references operators(id),
      proposed_at timestamptz not null default now(),
      approved_by int references operators(id),
      approved_at timestamptz
    );
    create unique index lottery_result_proposals_pending
      on lottery_result_proposals (merchant_id, game_code, issue) where status = 'PENDING';
    create index lottery_result_proposals_merchant on lottery_result_proposals (merchant_id, status, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table lottery_result_proposals`.execute(db);
}
