import type { ColumnType, Generated } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@bet/contracts/content/feedback';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A player's feedback (migration 0020). */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: bigint;
  question_type: FeedbackType;
  content: string;
  status: Generated<FeedbackStatus>;
  reply: string | null;
  replied_at: Date | null;
  closed_at: Date | null;
  handled_by: number | null;
  created_at: CreatedAt;
}

/** A screenshot of a feedback item: the checked bytes (bytea). */
export interface FeedbackScreenshotsTable {
  id: Generated<number>;
  feedback_id: number;
  mime: 'image/png' | 'image/jpeg';
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_screenshots: FeedbackScreenshotsTable;
}
