import { sql, type Kysely } from 'kysely';

/**
 * Agent contracts (issue 15 lane B): an upline's offer to a direct downline agent, its state and
 * every change of it, and the house's terms for top-level agents. Numbered 0026 although 0024 was
 * reserved: 0025 had already run on dev databases and Kysely's migrator refuses a name inserted
 * before an executed one. At most one PENDING and one ACTIVE contract per (downline, kind): the
 * partial unique indexes make a racing second accept or offer fail instead of doubling a contract.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_contracts (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_SALARY', 'REALTIME_SALARY')),
      upline_id bigint not null references members(id),
      member_id bigint not null references members(id),
      terms jsonb not null,
      max_rate_bp int not null check (max_rate_bp between 0 and 10000),
      state text not null default 'PENDING'
        check (state in ('PENDING', 'ACTIVE', 'REJECTED', 'REPLACED', 'TERMINATED', 'ENDED')),
      offered_at timestamptz not null default now(),
      decided_at timestamptz,
      ended_at timestamptz,
      check (upline_id <> member_id)
    );
    create unique index agent_contracts_one_pending on agent_contracts (member_id, kind) where state = 'PENDING';
    create unique index agent_contracts_one_active on agent_contracts (member_id, kind) where state = 'ACTIVE';
    create index agent_contracts_given on agent_contracts (upline_id, kind, state);
    create index agent_contracts_received on agent_contracts (member_id, id desc);
    create index agent_contracts_merchant on agent_contracts (merchant_id, id desc);

    create table agent_contract_events (
      id bigint generated always as identity primary key,
      contract_id bigint not null references agent_contracts(id),
      state text not null,
      actor text not null,
      note text,
      at timestamptz not null default now()
    );
    create index agent_contract_events_contract on agent_contract_events (contract_id, id);

    create table agent_top_terms (
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_SALARY', 'REALTIME_SALARY')),
      terms jsonb not null,
      max_rate_bp int not null check (max_rate_bp between 0 and 10000),
      primary key (merchant_id, kind)
    );

    create table agent_contract_settings (
      merchant_id int primary key references merchants(id),
      release_delay_minutes int not null check (release_delay_minutes between 0 and 10080),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table agent_contract_settings;
    drop table agent_top_terms;
    drop table agent_contract_events;
    drop table agent_contracts;
  `.execute(db);
}
