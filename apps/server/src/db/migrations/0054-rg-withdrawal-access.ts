import { sql, type Kysely } from 'kysely';

/**
 * An excluded player's way to their money (issue 20, decision 0062): a refused login whose secret
 * was right hands out a one-time code (stored as its hash), which opens a session on the
 * 'withdrawal' site — one that may only see the balance, bring game wallets back and withdraw. The
 * same code lets a player whose self-exclusion has ended ask to return: `return_at`, 24 hours on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_withdrawal_codes (
      code_hash text primary key,
      merchant_id int not null,
      member_id bigint not null references members(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index rg_withdrawal_codes_member on rg_withdrawal_codes (member_id);

    alter table rg_exclusions add column return_at timestamptz;

    alter table member_sessions drop constraint member_sessions_site_check;
    alter table member_sessions add constraint member_sessions_site_check
      check (site in ('member', 'agent', 'withdrawal'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from member_sessions where site = 'withdrawal';
    alter table member_sessions drop constraint member_sessions_site_check;
    alter table member_sessions add constraint member_sessions_site_check check (site in ('member', 'agent'));
    drop table rg_withdrawal_codes;
    alter table rg_exclusions drop column return_at;
  `.execute(db);
}
