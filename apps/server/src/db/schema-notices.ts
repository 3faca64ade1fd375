import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Audience = 'players' | 'agents' | 'all';

/** A notice (migration 0018); `link` is the contract's NoticeLink as JSON. */
export interface NoticesTable {
  id: Generated<number>;
  merchant_id: number;
  kind: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'G';
  popup: boolean;
  starts_at: ColumnType<Date, Date, Date>;
  ends_at: ColumnType<Date | null, Date | null, Date | null>;
  sort: number;
  link: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  vendor: string | null;
  published: boolean;
  /** Who reads it (migration 0028): players, agents or all. */
  audience: ColumnType<Audience, Audience | undefined, Audience>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A notice's title and sanitised HTML in one language. */
export interface NoticeTextsTable {
  notice_id: number;
  language: string;
  title: string;
  content: string;
}

/** "Don't show again today": a popup hidden for one player on one of their days. */
export interface NoticeDismissalsTable {
  member_id: bigint;
  notice_id: number;
  /** yyyy-MM-dd, read back as text (see notices.repo.ts). */
  day: ColumnType<string, string, never>;
  created_at: CreatedAt;
}

export interface NoticeTables {
  notices: NoticesTable;
  notice_texts: NoticeTextsTable;
  notice_dismissals: NoticeDismissalsTable;
}
