import { sql, type Kysely } from 'kysely';

/**
 * Players and agents, their sessions and login history, and everything that proves who
 * someone is: one-time codes, captchas, used human-verification proofs, the SMS and mail outboxes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table members (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      username text not null check (username = lower(username) and length(username) between 1 and 64),
      -- null: the player never chose one (SMS or social sign-up); the change form then asks no old password
      password_hash text,
      password_changed_at timestamptz not null default now(),
      -- 0 player, 4 trial, 1/2/41/42 agent types (spec §9)
      type int not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
      nickname text,
      email text,
      dialing_code text,
      mobile_num text,
      payee_name text,
      id_number text,
      birthday date,
      profile jsonb not null default '{}',
      upline_id bigint references members(id),
      affiliate_code text,
      referral_code text not null,
      recommender_id text,
      to_upline boolean not null default false,
      club_label text not null default 'VIP0',
      rank_level int not null default 0,
      member_labels jsonb not null default '[]',
      language text not null default 'EN',
      payment_password_hash text,
      totp_secret text,
      totp_pending_secret text,
      avatar text not null default 'a1',
      avatar_type text not null default 'STATIC' check (avatar_type in ('STATIC', 'CUSTOM')),
      first_login_at timestamptz,
      failed_logins int not null default 0,
      locked_until timestamptz,
      disabled boolean not null default false,
      social_provider text,
      social_subject text,
      created_at timestamptz not null default now(),
      unique (merchant_id, username),
      unique (merchant_id, referral_code)
    );
    create unique index members_mobile on members (merchant_id, dialing_code, mobile_num) where mobile_num is not null;
    create unique index members_email on members (merchant_id, lower(email)) where email is not null;
    create unique index members_affiliate_code on members (merchant_id, upper(affiliate_code)) where affiliate_code is not null;
    create unique index members_social on members (merchant_id, social_provider, social_subject) where social_provider is not null;
    create index members_upline on members (upline_id);

    create table member_sessions (
      token_hash text primary key,
      member_id bigint not null references members(id),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      -- logout | password | replaced (another device logged in) | disabled
      revoke_reason text,
      ip text not null,
      device text not null default 'web',
      login_method text not null
    );
    create index member_sessions_member on member_sessions (member_id) where revoked_at is null;

    create table member_ips (
      member_id bigint not null references members(id),
      ip text not null,
      first_seen_at timestamptz not null default now(),
      primary key (member_id, ip)
    );

    create table login_history (
      id bigserial primary key,
      member_id bigint not null references members(id),
      at timestamptz not null default now(),
      ip text not null,
      device text not null,
      method text not null,
      result text not null check (result in ('SUCCESS', 'FAILED', 'LOCKED', 'VERIFY_REQUIRED'))
    );
    create index login_history_member on login_history (member_id, at desc);

    -- One-time codes (SMS, e-mail, login verification): 6 digits, hashed, single use, few tries.
    create table otp_codes (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      purpose text not null,
      target text not null,
      code_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      attempts int not null default 0,
      consumed_at timestamptz,
      ip text
    );
    create index otp_codes_target on otp_codes (merchant_id, purpose, target, created_at desc);
    create index otp_codes_ip on otp_codes (ip, created_at);

    create table captchas (
      id text primary key,
      answer_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );

    -- Human-verification proofs already used (replay protection until they expire).
    create table human_proofs_used (
      signature text primary key,
      expires_at timestamptz not null
    );

    create table sms_outbox (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      to_number text not null,
      body text not null,
      provider text not null,
      status text not null,
      created_at timestamptz not null default now()
    );

    create table mail_outbox (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      to_address text not null,
      subject text not null,
      body text not null,
      status text not null,
      created_at timestamptz not null default now()
    );

    -- Secrets generated on first start (payload-encryption key pair, HMAC keys): one row each.
    create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table server_secrets, mail_outbox, sms_outbox, human_proofs_used, captchas, otp_codes,
      login_history, member_ips, member_sessions, members;
  `.execute(db);
}
