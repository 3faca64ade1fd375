import type { MoneyTables } from './schema-money.js';
import type { GameTables } from './schema-games.js';
import type { HouseLotteryTables } from './schema-house-lottery.js';
import type { LotteryOperationsTables } from './schema-lottery-operations.js';
import type { SiteTables } from './schema-site.js';
import type { FeedbackTables } from './schema-feedback.js';
import type { InboxTables } from './schema-inbox.js';
import type { NoticeTables } from './schema-notices.js';
import type { ChatTables } from './schema-chat.js';
import type { SiteAppTables } from './schema-site-app.js';
import type { AgentTreeTables } from './schema-agent-tree.js';
import type { AgentTeamTables } from './schema-agent-team.js';
import type { AgentContractTables } from './schema-agent-contracts.js';
import type { AgentSettlementTables } from './schema-agent-settlement.js';
import type { ReportTables } from './schema-reports.js';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  platform: string;
  lottery_type: string;
  device: string;
  currency: string;
  currency_symbol: string;
  languages: Json<string[]>;
  default_language: string;
  logged_in_to_homepage: boolean;
  is_default: boolean;
  gtag_id: string | null;
  image_cdns: Json<string[]>;
  launch_game_cdns: Json<string[]>;
  domain_route: string | null;
  birthday_limit: number | null;
  register_bonus_amount: string | null;
  register_bonus_currency: string | null;
  created_at: CreatedAt;
}

export interface MerchantModulesTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface MaintenanceTable {
  merchant_id: number;
  enabled: boolean;
  start_time: Date | null;
  end_time: Date | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RestrictedCountriesTable {
  merchant_id: number;
  country_code: string;
}

export interface RegisterRulesTable {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
  accepted_pattern: string;
  pattern_id: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  qr_code_url: string;
  label_name_en: string;
  label_name_cn: string;
  sort: number;
}

export interface CustomerServiceTable {
  merchant_id: number;
  cs_type: string;
  path: string;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  url: string;
  link: string | null;
  sort: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  sort: number;
}

export interface DomainsTable {
  id: Generated<number>;
  merchant_id: number;
  domain: string;
  speed_ms: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  category: string;
  title: string;
  content: string;
  sort: number;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
  /** Sealed authenticator secret (0013); the pending one while enrolling. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last accepted TOTP time step: a code is accepted once. */
  totp_last_step: bigint | null;
  totp_failures: Generated<number>;
  totp_locked_until: Date | null;
  last_sign_in_at: Date | null;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string;
  id: Generated<bigint>;
  user_agent: string | null;
  /** Set while the session waits for the second factor (0013). */
  pending_two_factor: 'verify' | 'enrol' | null;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  actor_type: string;
  actor_id: string;
  merchant_id: number | null;
  action: string;
  detail: Json<Record<string, unknown>>;
  ip: string;
  created_at: CreatedAt;
}

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
  /** The site the session was opened on (migration 0025): agent-site sessions skip player-only calls. */
  site: ColumnType<'member' | 'agent', 'member' | 'agent' | undefined, 'member' | 'agent'>;
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

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A background job's run (decision 0021); `key` is `<job>:<period start>` or a manual run's key. */
export interface JobRunsTable {
  key: string;
  job: string;
  period_start: Date;
  manual: Generated<boolean>;
  status: 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  owner: string;
  lease_until: Date;
  next_attempt_at: Date | null;
  started_at: Date;
  finished_at: Date | null;
  last_error: string | null;
}

/** A platform-wide setting (migration 0012): `apiDocs` → boolean. */
export interface PlatformSettingsTable {
  name: string;
  value: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database
  extends
    MoneyTables,
    GameTables,
    ReportTables,
    SiteTables,
    SiteAppTables,
    ChatTables,
    InboxTables,
    FeedbackTables,
    NoticeTables,
    AgentTreeTables,
    AgentTeamTables,
    AgentContractTables,
    AgentSettlementTables,
    HouseLotteryTables,
    LotteryOperationsTables {
  merchants: MerchantsTable;
  merchant_modules: MerchantModulesTable;
  maintenance: MaintenanceTable;
  restricted_countries: RestrictedCountriesTable;
  register_rules: RegisterRulesTable;
  resources: ResourcesTable;
  customer_service: CustomerServiceTable;
  banners: BannersTable;
  countries: CountriesTable;
  domains: DomainsTable;
  help_articles: HelpArticlesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  member_ips: MemberIpsTable;
  login_history: LoginHistoryTable;
  otp_codes: OtpCodesTable;
  captchas: CaptchasTable;
  human_proofs_used: HumanProofsUsedTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  server_secrets: ServerSecretsTable;
  job_runs: JobRunsTable;
  platform_settings: PlatformSettingsTable;
}

export type Merchant = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;
export type Operator = Selectable<OperatorsTable>;
export type Member = Selectable<MembersTable>;
