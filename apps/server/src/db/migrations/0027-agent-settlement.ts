import { sql, type Kysely } from 'kysely';

/**
 * Contract settlement (issue 15; decision 0038). Bets reach settlement through an xid feed: a
 * trigger stamps `settled_xid` with the settling transaction's id on a bet's first move to SETTLED,
 * and a consumer reads `[bound, pg_snapshot_xmin(pg_current_snapshot()))` — every transaction below
 * xmin has ended, so that range is final and never overlaps the next one. Bets settled before this
 * migration carry no xid and are never paid (no contract could have covered them).
 *
 * `agent_accruals` holds each member's bets per 5-minute slot for the period kinds (daily, hourly,

 * dividend); a merchant's `closed_before` moves to the end of each period settled, and a bet
 * accrued later lands in the first open slot: late bets count in the next period, never twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bets add column settled_xid xid8;
    create index bets_settled_xid on bets (settled_xid) where settled_xid is not null;

    create function bets_stamp_settled_xid() returns trigger language plpgsql as $$
    begin
      if new.status = 'SETTLED' and new.settled_xid is null
         and (tg_op = 'INSERT' or old.status is distinct from 'SETTLED') then
        new.settled_xid := pg_current_xact_id();
      end if;
      return new;
    end $$;
    create trigger bets_stamp_settled_xid before insert or update of status on bets
      for each row execute function bets_stamp_settled_xid();

    create table agent_bet_feeds (
      feed text primary key check (feed in ('accrual', 'realtime')),
      bound xid8 not null,
      -- realtime: the end of the last 5-minute slot settled
      settled_through timestamptz not null default '1970-01-01 00:00:00+00'
    );
    insert into agent_bet_feeds (feed, bound) values ('accrual', '3'), ('realtime', '3');

    -- per merchant: the end of the latest period settled; a bet accrued later counts after it
    create table agent_accrual_closes (
      merchant_id int primary key references merchants(id),
      closed_before timestamptz not null
    );

    create table agent_accruals (
      slot timestamptz not null,
      member_id bigint not null references members(id),
      stake bigint not null,
      valid_bet bigint not null,
      payout bigint not null,
      bets int not null,
      primary key (slot, member_id)
    );

    create table agent_settlement_runs (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_SALARY', 'REALTIME_SALARY')),
      -- HOUR, SLOT5 or a dividend period D/W/H/M: what the key counts in
      period_type text not null,
      period text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      settled_at timestamptz not null default now(),
      release_at timestamptz not null,
      unique (merchant_id, kind, period)
    );
    create index agent_settlement_runs_list on agent_settlement_runs (merchant_id, period_end desc);
    create index agent_settlement_runs_last on agent_settlement_runs (merchant_id, kind, period_type, period_end desc);

    create table agent_payout_lines (
      id bigint generated always as identity primary key,
      run_id bigint not null references agent_settlement_runs(id),
      member_id bigint not null references members(id),
      contract_id bigint references agent_contracts(id),
      base bigint not null,
      rate_bp int not null,
      gross bigint not null,
      passed_down bigint not null,
      passed_down_lines jsonb not null,
      amount bigint not null check (amount >= 0),
      status text not null default 'PENDING' check (status in ('PENDING', 'HELD', 'PAID')),
      hold_reason text,
      held_by text,
      transfer_id bigint,
      paid_at timestamptz,
      unique (run_id, member_id)
    );
    create index agent_payout_lines_member on agent_payout_lines (member_id, id desc);
    create index agent_payout_lines_due on agent_payout_lines (run_id) where status = 'PENDING';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table agent_payout_lines;
    drop table agent_settlement_runs;
    drop table agent_accruals;
    drop table agent_accrual_closes;
    drop table agent_bet_feeds;
    drop trigger bets_stamp_settled_xid on bets;
    drop function bets_stamp_settled_xid();
    drop index bets_settled_xid;
    alter table bets drop column settled_xid;
  `.execute(db);
}
