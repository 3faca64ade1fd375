import { sql, type Kysely } from 'kysely';

/**
 * Cashback (issue 17): a promotion kind the scheduler pays after each day or week. Each paid player
 * is a `promotion_claims` row (unique per promotion, player and period, as every reward) and a ledger
 * transfer keyed `promo:<id>:<player>:<period>`, so a rerun pays nobody twice. `promotion_payouts`
 * marks a period done once every player of it is paid: the job's work list, not its safety.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK'));
    create table promotion_payouts (
      promotion_id int not null references promotions(id),
      period text not null,
      players int not null check (players >= 0),
      amount bigint not null check (amount >= 0),
      -- players left unpaid because the budget ran out
      unpaid int not null default 0 check (unpaid >= 0),
      paid_at timestamptz not null default now(),
      primary key (promotion_id, period)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table promotion_payouts;
    delete from promotions where kind = 'CASHBACK';
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE'));
  `.execute(db);
}
