import { sql, type Kysely } from 'kysely';

/**
 * Applications (issue 17): a promotion kind the player applies to with a comment and up to three
 * images; an operator approves it with an amount or rejects it with a reason. An application is a
 * `promotion_claims` row (so one per promotion, player and period, as every reward) whose status is
 * APPLIED and amount 0 until the approval sets both; its images sit beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION'));
    alter table promotion_claims drop constraint promotion_claims_status_check;
    alter table promotion_claims add constraint promotion_claims_status_check
      check (status in ('PAID', 'FLAGGED', 'APPLIED', 'REJECTED'));
    alter table promotion_claims drop constraint promotion_claims_amount_check;
    alter table promotion_claims add constraint promotion_claims_amount_check
      check (amount > 0 or (amount = 0 and status in ('APPLIED', 'REJECTED')));
    alter table promotion_claims add column comment text;
    create table promotion_claim_images (
      id int generated always as identity primary key,
      claim_id bigint not null references promotion_claims(id),
      mime text not null check (mime in ('image/png', 'image/jpeg')),
      data bytea not null
    );
    create index promotion_claim_images_claim_idx on promotion_claim_images (claim_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table promotion_claim_images;
    delete from promotion_claims where status = 'APPLIED' or amount = 0;
    alter table promotion_claims drop column comment;
    alter table promotion_claims drop constraint promotion_claims_amount_check;
    alter table promotion_claims add constraint promotion_claims_amount_check check (amount > 0);
    alter table promotion_claims drop constraint promotion_claims_status_check;
    alter table promotion_claims add constraint promotion_claims_status_check
      check (status in ('PAID', 'FLAGGED', 'REJECTED'));
    delete from promotion_claims where promotion_id in (select id from promotions where kind = 'APPLICATION');
    delete from promotion_texts where promotion_id in (select id from promotions where kind = 'APPLICATION');
    delete from promotions where kind = 'APPLICATION';
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK'));
  `.execute(db);
}
