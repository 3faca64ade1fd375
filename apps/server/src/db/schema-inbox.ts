import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A message an operator sent (migration 0019); `audience` is the audience as chosen. */
export interface InboxMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  title: string;
  content: string;
  sender_operator_id: number | null;
  audience_kind: 'player' | 'group' | 'everyone';
  audience: ColumnType<Record<string, unknown>, string, string>;
  recipient_count: Generated<number>;
  created_at: CreatedAt;
}

/** One member's copy of a message: read and deleted marks are theirs alone. */
export interface InboxRecipientsTable {
  member_id: bigint;
  message_id: bigint;
  read_at: Date | null;
  deleted_at: Date | null;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
  inbox_recipients: InboxRecipientsTable;
}
