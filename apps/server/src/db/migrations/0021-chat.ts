import { sql, type Kysely } from 'kysely';

/**
 * The chat room (issue 14 item 5): messages per merchant and room (`public`, later
 * `lottery:<game>`), kept as plain text with the word filter already applied; a deleted message
 * stays for the audit trail but is never shown. One restriction per player (the latest mute or
 * ban), the merchant's filtered words and its header colour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_messages (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      room text not null,
      member_id bigint not null references members(id),
      text text not null,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      deleted_by int
    )
  `.execute(db);
  // History: a room's latest visible messages, and the page before a cursor.
  await sql`
    create index chat_messages_room on chat_messages (merchant_id, room, id desc) where deleted_at is null
  `.execute(db);
  // The per-player rate limit counts the player's messages of the last minute.
  await sql`create index chat_messages_member on chat_messages (member_id, created_at desc)`.execute(db);

  await sql`
    create table chat_restrictions (
      member_id bigint primary key references members(id),
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('MUTE', 'BAN')),
      until timestamptz,
      reason text not null,
      operator_id int not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index chat_restrictions_merchant on chat_restrictions (merchant_id)`.execute(db);

  await sql`
    create table chat_words (
      merchant_id int not null references merchants(id),
      word text not null,
      created_at timestamptz not null default now(),
      primary key (merchant_id, word)
    )
  `.execute(db);

  await sql`
    create table chat_settings (
      merchant_id int primary key references merchants(id),
      header_colour text not null check (header_colour ~ '^#[0-9a-fA-F]{6}$'),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_settings`.execute(db);
  await sql`drop table chat_words`.execute(db);
  await sql`drop table chat_restrictions`.execute(db);
  await sql`drop table chat_messages`.execute(db);
}
