import { sql, type Kysely } from 'kysely';

/**
 * Referral (issue 18, decision 0056). A friend is a member registered with a referrer's code
 * (`members.recommender_id`, the referrer's id, set at registration since 0002). Tiers per merchant;
 * one reward row per friend and tier (unique: paid or refused once), and the feed of settled bets and
 * completed deposits the paying job reads (as the missions', points' and VIP feeds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_tiers (
      merchant_id int not null references merchants (id),
      tier int not null check (tier between 1 and 5),
      deposit_required bigint not null default 0 check (deposit_required >= 0),
      bet_required bigint not null default 0 check (bet_required >= 0),
      reward bigint not null check (reward > 0),
      turnover_multiple int not null default 1 check (turnover_multiple >= 0),
      primary key (merchant_id, tier)
    );

    create table referral_rewards (
      id bigserial primary key,
      merchant_id int not null,
      referrer_id bigint not null references members (id),
      friend_id bigint not null references members (id),
      tier int not null,
      amount bigint not null,
      status text not null check (status in ('PAID', 'REFUSED')),
      reason text,
      transfer_id bigint,
      created_at timestamptz not null default now(),
      unique (friend_id, tier)
    );
    create index referral_rewards_merchant on referral_rewards (merchant_id, id desc);
    create index referral_rewards_referrer on referral_rewards (referrer_id);

    create table referral_feed (bound xid8 not null);
    insert into referral_feed (bound) values ('3');

    create index members_recommender on members (recommender_id) where recommender_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index members_recommender;
    drop table referral_feed;
    drop table referral_rewards;
    drop table referral_tiers;
  `.execute(db);
}
