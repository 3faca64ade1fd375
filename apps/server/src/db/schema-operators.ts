import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './schema-columns.js';

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

/** The back office: operators, their sessions and the audit log. */
export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}
