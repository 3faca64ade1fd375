import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A chat message (migration 0021): plain text, the word filter already applied. */
export interface ChatMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  room: string;
  member_id: bigint;
  text: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  deleted_at: Date | null;
  deleted_by: number | null;
}

/** A player's current chat restriction: muted until `until`, or banned (`until` null). */
export interface ChatRestrictionsTable {
  member_id: bigint;
  merchant_id: number;
  kind: 'MUTE' | 'BAN';
  until: Date | null;
  reason: string;
  operator_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChatWordsTable {
  merchant_id: number;
  word: string;
  created_at: CreatedAt;
}

export interface ChatSettingsTable {
  merchant_id: number;
  header_colour: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_restrictions: ChatRestrictionsTable;
  chat_words: ChatWordsTable;
  chat_settings: ChatSettingsTable;
}
