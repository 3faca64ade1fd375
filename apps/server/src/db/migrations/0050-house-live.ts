import { sql, type Kysely } from 'kysely';

/**
 * The house live casino (issue 19, decision 0057): tables dealt on a shared clock. A round is
 * written with its seed and the seed's commit before betting opens, so a result is fixed before any
 * bet and can be re-derived after a crash. One bet row per player wallet and round, one column per
 * spot; settlement writes the payout and the settling transaction's id (the bet feed reads settled
 * bets in commit order, as the house games' since 0034).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table live_rounds (
      id bigserial primary key,
      table_code text not null,
      no bigint not null,
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      next_at timestamptz not null,
      seed text not null,
      commit text not null,
      status text not null default 'OPEN' check (status in ('OPEN', 'SETTLED')),
      result jsonb,
      settled_at timestamptz,
      unique (table_code, no)
    );
    create index live_rounds_due on live_rounds (closes_at) where status = 'OPEN';
    create index live_rounds_history on live_rounds (table_code, opens_at desc) where status = 'SETTLED';

    create table live_bets (
      id bigserial primary key,
      round_id bigint not null references live_rounds (id),
      merchant_id int not null,
      wallet text not null,
      player text not null,
      demo boolean not null,
      stake_player bigint not null default 0 check (stake_player >= 0),
      stake_banker bigint not null default 0 check (stake_banker >= 0),
      stake_tie bigint not null default 0 check (stake_tie >= 0),
      stake_player_pair bigint not null default 0 check (stake_player_pair >= 0),
      stake_banker_pair bigint not null default 0 check (stake_banker_pair >= 0),
      stake bigint not null check (stake > 0),
      payout bigint,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      settle_xid xid8,
      unique (round_id, merchant_id, wallet)
    );
    create index live_bets_feed on live_bets (merchant_id, settle_xid, id) where not demo and settle_xid is not null;
    create index live_bets_wallet on live_bets (merchant_id, wallet, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table live_bets, live_rounds;`.execute(db);
}
