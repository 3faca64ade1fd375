import { sql, type Kysely } from 'kysely';

/**
 * The red-envelope rain (issue 17): at set times each day a rain's budget is split into random
 * envelopes (red-envelopes.ts), kept here when its first envelope is grabbed; a grab takes the
 * next free envelope, one per player per rain (the unique key), and its claim is keyed by the rain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP', 'LUCKY_WHEEL',
        'RED_ENVELOPE'));
    create table promotion_envelopes (
      promotion_id int not null references promotions(id),
      -- the rain: its day and time in the report time zone, 'yyyy-mm-ddTHH:MM'
      rain text not null,
      idx int not null check (idx >= 0),
      amount bigint not null check (amount > 0),
      member_id bigint references members(id),
      claim_id bigint references promotion_claims(id),
      grabbed_at timestamptz,
      primary key (promotion_id, rain, idx),
      unique (promotion_id, rain, member_id),
      -- taken first, then paid: a claim only on a taken envelope
      check (claim_id is null or member_id is not null)
    );
    -- a grab takes the first free envelope: without this, each grab walks past every taken one
    create index promotion_envelopes_free_idx on promotion_envelopes (promotion_id, rain, idx)
      where member_id is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table promotion_envelopes;
    delete from promotion_claims where promotion_id in (select id from promotions where kind = 'RED_ENVELOPE');
    delete from promotion_texts where promotion_id in (select id from promotions where kind = 'RED_ENVELOPE');
    delete from promotions where kind = 'RED_ENVELOPE';
    alter table promotions drop constraint promotions_kind_check;
    alter table promotions add constraint promotions_kind_check
      check (kind in ('DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION', 'SIGN_UP', 'LUCKY_WHEEL'));
  `.execute(db);
}
