import { sql, type Kysely } from 'kysely';

/**
 * The inbox (issue 14): a message row per operator send and one recipient row per member it
 * reached, written at send time (fan-out on write) so "the recipients" are exactly the players
 * the audience matched then: a player who registers later does not get an old broadcast. Each
 * member's read and delete marks are theirs alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inbox_messages (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      title text not null,
      -- sanitised HTML (the server's kept sanitiser, on save)
      content text not null,
      sender_operator_id int references operators(id),
      audience_kind text not null check (audience_kind in ('player', 'group', 'everyone')),
      audience jsonb not null,
      recipient_count int not null default 0,
      created_at timestamptz not null default now()
    );
    create index inbox_messages_merchant on inbox_messages (merchant_id, id desc);

    create table inbox_recipients (
      member_id bigint not null references members(id),
      message_id bigint not null references inbox_messages(id),
      read_at timestamptz,
      deleted_at timestamptz,
      primary key (member_id, message_id)
    );
    -- The unread badge: counts only the member's unread, undeleted rows.
    create index inbox_recipients_unread on inbox_recipients (member_id)
      where read_at is null and deleted_at is null;
    -- The operator's sent list: recipients and reads per message.
    create index inbox_recipients_message on inbox_recipients (message_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table inbox_recipients; drop table inbox_messages`.execute(db);
}
