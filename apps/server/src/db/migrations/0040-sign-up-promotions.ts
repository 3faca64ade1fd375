import { sql, type Kysely } from 'kysely';

/**
 * The sign-up bonus (issue 17): a promotion kind a new player joins within days of registering and
 * requests once the account is complete. Its rules live in `promotions.rules` like every kind's,
 * and its reward is a `promotion_claims` row keyed by period 'once': only the kind is new.
 *
 * Every promotion page and claim reads the member's joins by member: without an index of its own
 * that read scanned every join of every player (found by the claims bench).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP'));
    create index promotion_joins_member_idx on promotion_joins (member_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index promotion_joins_member_idx;
    delete from promotion_claims where promotion_id in (select id from promotions where kind = 'SIGN_UP');
    delete from promotion_joins where promotion_id in (select id from promotions where kind = 'SIGN_UP');
    delete from promotion_texts where promotion_id in (select id from promotions where kind = 'SIGN_UP');
    delete from promotions where kind = 'SIGN_UP';
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION'));
  `.execute(db);
}
