import { sql, type Kysely } from 'kysely';

/**
 * The house vendor's side of a player's limits (issue 20, decision 0063): at each real-money launch
 * the platform sends what the player may still stake and lose and until when they may play; the
 * vendor counts every stake and payout against it from then on, in the round's own transaction,
 * so each bet is checked without a call back to the platform. Null: no such limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table house_play_allowances (
      merchant_id int not null,
      player text not null,
      stake_left bigint,
      loss_left bigint,
      play_until timestamptz,
      staked bigint not null default 0,
      paid bigint not null default 0,
      set_at timestamptz not null default now(),
      primary key (merchant_id, player)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table house_play_allowances;`.execute(db);
}
