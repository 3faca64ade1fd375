import { sql, type Kysely } from 'kysely';

/**
 * Missions (issue 17). A mission counts one task per day or week: valid bets (in a category or
 * all), successful deposits, or days with a login. `mission_progress` holds each player's count per
 * period, recomputed from the bet, deposit and login rows themselves (never added to), so a rerun or
 * a replay of the same rows writes the same figure. Which players to recount comes from an xid feed
 * (as settlement's, 0027): bets carry `settled_xid`; deposits now carry `completed_xid` (stamped on
 * their move to SUCCESS) and logins `xid`; the consumer reads `[bound, xmin of its snapshot)`, a range
 * of ended transactions only. A claim is marked on its progress row with the ledger transfer that
 * paid it (key `mission:<id>:<player>:<period>`): a row cannot say claimed without a transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table missions (
      id int generated always as identity primary key,
      merchant_id int not null references merchants(id),
      task text not null check (task in ('BET', 'DEPOSITS', 'LOGIN_DAYS')),
      category text check (category is null or task = 'BET'),
      period text not null check (period in ('DAILY', 'WEEKLY')),
      -- minor units for BET, a count otherwise
      target bigint not null check (target > 0),
      reward bigint not null check (reward > 0),
      turnover_multiple int not null default 1 check (turnover_multiple >= 0),
      sort int not null default 0,
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'PAUSED')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index missions_merchant_idx on missions (merchant_id, sort, id);

    create table mission_progress (
      mission_id int not null references missions(id),
      member_id bigint not null references members(id),
      -- the day's or ISO week's key in the report time zone: 2026-11-29, 2026-W48
      period text not null,
      period_end timestamptz not null,
      progress bigint not null check (progress >= 0),
      completed_at timestamptz,
      claimed_at timestamptz,
      reward bigint,
      transfer_id bigint references ledger_transfers(id),
      primary key (mission_id, member_id, period),
      check ((claimed_at is null) = (transfer_id is null)),
      check (claimed_at is null or completed_at is not null)
    );
    create index mission_progress_member_idx on mission_progress (member_id, period_end desc);
    create index mission_progress_completed_idx on mission_progress (completed_at) where completed_at is not null;

    create table mission_feed (
      id boolean primary key default true check (id),
      bound xid8 not null,
      updated_at timestamptz
    );
    insert into mission_feed (bound) values ('3');

    alter table deposits add column completed_xid xid8;
    create index deposits_completed_xid on deposits (completed_xid) where completed_xid is not null;
    create function deposits_stamp_completed_xid() returns trigger language plpgsql as $$
    begin
      if new.status = 'SUCCESS' and new.completed_xid is null
         and (tg_op = 'INSERT' or old.status is distinct from 'SUCCESS') then
        new.completed_xid := pg_current_xact_id();
      end if;
      return new;
    end $$;
    create trigger deposits_stamp_completed_xid before insert or update of status on deposits
      for each row execute function deposits_stamp_completed_xid();

    alter table login_history add column xid xid8 default pg_current_xact_id();
    create index login_history_xid on login_history (xid) where result = 'SUCCESS';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index login_history_xid;
    alter table login_history drop column xid;
    drop trigger deposits_stamp_completed_xid on deposits;
    drop function deposits_stamp_completed_xid();
    drop index deposits_completed_xid;
    alter table deposits drop column completed_xid;
    drop table mission_feed, mission_progress, missions;
  `.execute(db);
}
