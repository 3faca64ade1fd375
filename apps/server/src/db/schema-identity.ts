import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema-columns.js';

/** The site a session was opened on: the member site, the agent site, or the withdrawal-only page. */
export type SessionSite = 'member' | 'agent' | 'withdrawal';

export interface MembersTable {
  id: Generated<bigint>;
  merchant_id: number;
  username: string;
  password_hash: string | null;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  type: Generated<number>;
  nickname: string | null;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  payee_name: string | null;
  id_number: string | null;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  upline_id: bigint | null;
  affiliate_code: string | null;
  referral_code: string;
  recommender_id: string | null;
  to_upline: Generated<boolean>;
  club_label: Generated<string>;
  rank_level: Generated<number>;
  /** When the member reached their level, and since when their figures are below it (migration 0048). */
  rank_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  rank_below_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  member_labels: ColumnType<string[], string | undefined, string>;
  language: Generated<string>;
  payment_password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  avatar: Generated<string>;
  avatar_type: Generated<string>;
  first_login_at: Date | null;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  disabled: Generated<boolean>;
  social_provider: string | null;
  social_subject: string | null;
  agent_only: Generated<boolean>;
  register_ip: string | null;
  /** The country of the sign-up request (geo IP), or null when unknown (migration 0046). */
  register_country: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface MemberSessionsTable {
  token_hash: string;
  member_id: bigint;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  ip: string;
  device: string;
  login_method: string;
  /**
   * The site the session was opened on (migration 0025): agent-site sessions skip player-only calls;
   * 'withdrawal' (0054) is an excluded player's, which may only withdraw.
   */
  site: ColumnType<SessionSite, SessionSite | undefined, SessionSite>;
}

export interface MemberIpsTable {
  member_id: bigint;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface LoginHistoryTable {
  id: Generated<bigint>;
  member_id: bigint;
  at: CreatedAt;
  ip: string;
  device: string;
  /** The browser's own id (migration 0038), when it sent one. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
  method: string;
  result: 'SUCCESS' | 'FAILED' | 'LOCKED' | 'VERIFY_REQUIRED';
  user_agent: string | null;
}

export interface OtpCodesTable {
  id: Generated<bigint>;
  merchant_id: number;
  purpose: string;
  target: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  ip: string | null;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface HumanProofsUsedTable {
  signature: string;
  expires_at: Date;
}

export interface SmsOutboxTable {
  id: Generated<bigint>;
  merchant_id: number;
  to_number: string;
  body: string;
  provider: string;
  status: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<bigint>;
  merchant_id: number;
  to_address: string;
  subject: string;
  body: string;
  status: string;
  created_at: CreatedAt;
}

/**
 * Members and how they prove who they are: sessions, addresses, login history, one-time codes,
 * captchas, and the SMS and mail outboxes.
 */
export interface IdentityTables {
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  member_ips: MemberIpsTable;
  login_history: LoginHistoryTable;
  otp_codes: OtpCodesTable;
  captchas: CaptchasTable;
  human_proofs_used: HumanProofsUsedTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
}
