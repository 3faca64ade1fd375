import { sql, type Kysely } from 'kysely';

/**
 * The lucky wheel (issue 17): a promotion kind whose tickets are earned by deposits or valid bets
 * and spent one per spin. Every spin is a row here, prize or not (the tickets a player has used are
 * counted from them, and a "no prize" is part of the published odds an audit checks). A spin that
 * pays also has its `promotion_claims` row, keyed `<period>#<seq>`, so the budget, the reward
 * centre, the winners list and the cost report see it like any reward.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP', 'LUCKY_WHEEL'));
    create table promotion_spins (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchants(id),
      promotion_id int not null references promotions(id),
      member_id bigint not null references members(id),
      -- the ticket period: 'once', or the first day of the spin's day or week (report time zone)
      period text not null,
      -- 1, 2, … within the period: a ticket used twice is refused by the unique key
      seq int not null check (seq > 0),
      segment smallint not null check (segment >= 0),
      amount bigint not null check (amount >= 0),
      claim_id bigint references promotion_claims(id),
      created_at timestamptz not null default now(),
      unique (promotion_id, member_id, period, seq),
      check ((amount > 0) = (claim_id is not null))
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table promotion_spins;
    delete from promotion_claims where promotion_id in (select id from promotions where kind = 'LUCKY_WHEEL');
    delete from promotion_joins where promotion_id in (select id from promotions where kind = 'LUCKY_WHEEL');
    delete from promotion_texts where promotion_id in (select id from promotions where kind = 'LUCKY_WHEEL');
    delete from promotions where kind = 'LUCKY_WHEEL';
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP'));
  `.execute(db);
}
