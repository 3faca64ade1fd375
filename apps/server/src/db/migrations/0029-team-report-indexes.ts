import { sql, type Kysely } from 'kysely';

/**
 * Agent centre reports at volume (issue 15, decision 0040).
 *
 * `team_active_returns`: how many members of an ancestor's team (itself included) played on `day`
 * having last played on `prev_day` ('-infinity': never before). The members active on ANY day of
 * [a, b] are then exactly those counted on their first active day of the range, i.e. the rows with
 * day in [a, b] and prev_day < a: a sum over at most (days × distinct gaps) rows, not a distinct
 * count over every member day. Kept by the team roll-up with the same new − old difference as
 * team_daily_stats.
 *
 * `bets_merchant_placed_cover` replaces 0016's `bets_merchant_placed` (same key): it carries what
 * team betting's totals read, so the raw part of a range (today, the edges of a range) is an
 * index-only scan of the merchant's bets kept by a hash of the team, not a heap read per bet.
 * `bets_merchant_unsettled`: team betting's row count adds the bets not (yet) settled, which the
 * roll-ups do not count, from this small partial index. `ledger_transfers_type`: agent income
 * (AGENT_INCOME) per line is read from the few transfers of that type, not from every member's
 * ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table team_active_returns (
      ancestor_id bigint not null references members(id),
      day date not null,
      prev_day date not null,
      members int not null default 0,
      primary key (ancestor_id, day, prev_day)
    );

    insert into team_active_returns (ancestor_id, day, prev_day, members)
    select t.ancestor_id, g.day, g.prev_day, count(*)::int
    from (
      select member_id, day,
        coalesce(lag(day) over (partition by member_id order by day), '-infinity'::date) as prev_day
      from member_daily_stats where active
    ) g
    join member_tree t on t.member_id = g.member_id
    group by t.ancestor_id, g.day, g.prev_day;

    create index bets_merchant_placed_cover on bets (merchant_id, placed_at)
      include (member_id, status, stake, valid_bet, payout);
    drop index bets_merchant_placed;
    create index bets_merchant_unsettled on bets (merchant_id, placed_at) where status <> 'SETTLED';
    create index ledger_transfers_type on ledger_transfers (type, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index ledger_transfers_type;
    drop index bets_merchant_unsettled;
    create index bets_merchant_placed on bets (merchant_id, placed_at);
    drop index bets_merchant_placed_cover;
    drop table team_active_returns;
  `.execute(db);
}
