import { sql, type Kysely } from 'kysely';

/**
 * Promotions (issue 17): definitions as data (kind, rules and eligibility as JSON, texts per
 * language), who joined, and every claim. A claim is unique per promotion, player and period, and
 * the budget column can never pass the budget (a check, not only the code): concurrent claims
 * cannot overspend. Bonus codes are unique per merchant, with their uses counted against a maximum.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotions (
      id int generated always as identity primary key,
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE')),
      art text not null,
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'PAUSED')),
      starts_at timestamptz not null,
      ends_at timestamptz,
      repeat text not null default 'ONCE' check (repeat in ('ONCE', 'DAILY', 'WEEKLY')),
      claim_days int not null default 7 check (claim_days between 1 and 90),
      budget bigint check (budget > 0),
      budget_used bigint not null default 0 check (budget_used >= 0 and (budget is null or budget_used <= budget)),
      sort int not null default 0,
      rules jsonb not null,
      eligibility jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at)
    )
  `.execute(db);
  await sql`create index promotions_merchant_idx on promotions (merchant_id, sort, id)`.execute(db);
  await sql`
    create table promotion_texts (
      promotion_id int not null references promotions(id) on delete cascade,
      language text not null,
      title text not null,
      summary text not null,
      rules text not null,
      primary key (promotion_id, language)
    )
  `.execute(db);
  await sql`
    create table promotion_joins (
      promotion_id int not null references promotions(id),
      member_id bigint not null references members(id),
      joined_at timestamptz not null default now(),
      primary key (promotion_id, member_id)
    )
  `.execute(db);
  await sql`
    create table promotion_claims (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchants(id),
      promotion_id int not null references promotions(id),
      member_id bigint not null references members(id),
      -- 'once', or the first day of the claim's day or week (report time zone)
      period text not null,
      amount bigint not null check (amount > 0),
      turnover_required bigint not null default 0,
      status text not null check (status in ('PAID', 'FLAGGED', 'REJECTED')),
      deposit_id bigint references deposits(id),
      code_id int,
      transfer_id bigint references ledger_transfers(id),
      signals jsonb not null default '[]',
      reason text,
      decided_by int references operators(id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      unique (promotion_id, member_id, period),
      check ((status = 'PAID') = (transfer_id is not null))
    )
  `.execute(db);
  // Abuse signals: accounts sharing an ID number (bank accounts and registration IPs have theirs, 0014).
  await sql`create index members_id_number on members (merchant_id, id_number) where id_number is not null`.execute(
    db,
  );
  await sql`create index promotion_claims_member_idx on promotion_claims (member_id, id desc)`.execute(db);
  await sql`create index promotion_claims_queue_idx on promotion_claims (merchant_id, status, id desc)`.execute(
    db,
  );
  await sql`
    create table bonus_codes (
      id int generated always as identity primary key,
      merchant_id int not null references merchants(id),
      promotion_id int not null references promotions(id),
      code text not null,
      max_uses int not null check (max_uses > 0),
      used int not null default 0 check (used >= 0 and used <= max_uses),
      created_at timestamptz not null default now(),
      unique (merchant_id, code)
    )
  `.execute(db);
  await sql`create index bonus_codes_promotion_idx on bonus_codes (promotion_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table bonus_codes, promotion_claims, promotion_joins, promotion_texts, promotions`.execute(
    db,
  );
}
