import { sql, type Kysely } from 'kysely';

/**
 * Operator accounts (issue 13): the authenticator secret (sealed; a pending one while enrolling),
 * the last accepted time step (a code is used once), wrong-code counting and lock, the last
 * sign-in; a session's own id (shown and ended from "my sessions" without exposing the token
 * hash), its user agent, and whether it still waits for the second factor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table operators
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_last_step bigint,
      add column totp_failures int not null default 0,
      add column totp_locked_until timestamptz,
      add column last_sign_in_at timestamptz;

    alter table operator_sessions
      add column id bigserial unique,
      add column user_agent text,
      add column pending_two_factor text check (pending_two_factor in ('verify', 'enrol'));

    create index operator_sessions_by_operator on operator_sessions (operator_id) where revoked_at is null;
    create index audit_log_by_actor on audit_log (actor_type, actor_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index audit_log_by_actor;
    drop index operator_sessions_by_operator;
    alter table operator_sessions drop column pending_two_factor, drop column user_agent, drop column id;
    alter table operators
      drop column last_sign_in_at, drop column totp_locked_until, drop column totp_failures,
      drop column totp_last_step, drop column totp_pending_secret, drop column totp_secret;
  `.execute(db);
}
