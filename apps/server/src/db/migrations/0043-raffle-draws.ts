import { sql, type Kysely } from 'kysely';

/**
 * The prize draw (issue 17, kind RAFFLE): joined players earn entries by deposits or bets, and after
 * each day or week the scheduler draws its ranked prizes among them. A draw is kept once (its key
 * is the period: a rerun draws nothing twice), with who entered and every winner in the order
 * drawn; a winner's prize is a claim of that period like any other reward.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP', 'LUCKY_WHEEL',
        'RED_ENVELOPE', 'RAFFLE'));
    create table promotion_raffle_draws (
      promotion_id int not null references promotions(id),
      period text not null,
      entrants int not null check (entrants >= 0),
      tickets int not null check (tickets >= 0),
      -- prizes not awarded: fewer entrants than prizes, or a budget that could not pay them
      unawarded int not null check (unawarded >= 0),
      drawn_at timestamptz not null default now(),
      primary key (promotion_id, period)
    );
    create table promotion_raffle_winners (
      promotion_id int not null,
      period text not null,
      -- the order drawn (1 = first); rank = the prize's rank (1st prize, 2nd prize…)
      place int not null check (place >= 1),
      rank int not null check (rank >= 1),
      member_id bigint not null references members(id),
      tickets int not null check (tickets > 0),
      amount bigint not null check (amount > 0),
      claim_id bigint not null references promotion_claims(id),
      primary key (promotion_id, period, place),
      -- one prize per player and draw
      unique (promotion_id, period, member_id),
      foreign key (promotion_id, period) references promotion_raffle_draws (promotion_id, period)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table promotion_raffle_winners;
    drop table promotion_raffle_draws;
    delete from promotion_claims where promotion_id in (select id from promotions where kind = 'RAFFLE');
    delete from promotion_joins where promotion_id in (select id from promotions where kind = 'RAFFLE');
    delete from promotion_texts where promotion_id in (select id from promotions where kind = 'RAFFLE');
    delete from promotions where kind = 'RAFFLE';
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP', 'LUCKY_WHEEL',
        'RED_ENVELOPE'));
  `.execute(db);
}
