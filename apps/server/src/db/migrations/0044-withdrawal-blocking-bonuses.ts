import { sql, type Kysely } from 'kysely';

/**
 * A promotion may hold withdrawals back until its rewards' turnover is met (issue 17: "whether
 * unmet turnover blocks withdrawal"). The choice is the promotion's; each bonus it pays keeps a copy,
 * so the withdrawal check reads the member's bonuses alone, and an operator who changes the choice
 * later does not change what was promised with a reward already paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions add column blocks_withdrawal boolean not null default false;
    alter table bonuses add column blocks_withdrawal boolean not null default false;
    create index bonuses_blocking on bonuses (member_id) where blocks_withdrawal and turnover_required > 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bonuses_blocking;
    alter table bonuses drop column blocks_withdrawal;
    alter table promotions drop column blocks_withdrawal;
  `.execute(db);
}
