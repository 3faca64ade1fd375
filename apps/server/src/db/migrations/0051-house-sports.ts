import { sql, type Kysely } from 'kysely';

/**
 * The house sportsbook (issue 19, decision 0058): fixtures with three markets each (1X2, a handicap
 * and a total on half-lines fixed when the fixture is created), priced from each side's expected
 * goals (hundredths); virtual fixtures carry their committed seed and, hidden until full time, the
 * goals drawn from it. Bets hold one leg per fixture (a single has one, a parlay 2–10), the odds
 * taken (thousandths), and are settled in commit order for the platform's feed (as 0034).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sport_events (
      id bigserial primary key,
      book text not null check (book in ('SPORTS', 'ESPORTS')),
      sport text not null,
      league text not null,
      home text not null,
      away text not null,
      starts_at timestamptz not null,
      duration_ms int not null check (duration_ms > 0),
      home_xg int not null check (home_xg between 1 and 1000),
      away_xg int not null check (away_xg between 1 and 1000),
      handicap_line int not null,
      total_line int not null,
      home_goals int not null default 0 check (home_goals >= 0),
      away_goals int not null default 0 check (away_goals >= 0),
      status text not null default 'OPEN' check (status in ('OPEN', 'SETTLED', 'VOID')),
      suspended boolean not null default false,
      virtual boolean not null default false,
      seed text,
      commit text,
      goals jsonb,
      -- a virtual fixture's place in the feed (league, kick-off, match): written once by any process
      virtual_key text unique,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    );
    create index sport_events_open on sport_events (book, starts_at) where status = 'OPEN';

    create table sport_bets (
      id bigserial primary key,
      merchant_id int not null,
      wallet text not null,
      player text not null,
      demo boolean not null,
      book text not null,
      request_id text not null,
      stake bigint not null check (stake > 0),
      odds bigint not null check (odds >= 1000),
      status text not null default 'OPEN' check (status in ('OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT')),
      payout bigint,
      placed_at timestamptz not null default now(),
      settled_at timestamptz,
      settle_xid xid8,
      unique (merchant_id, wallet, request_id)
    );
    create index sport_bets_wallet on sport_bets (merchant_id, wallet, id desc);
    create index sport_bets_feed on sport_bets (merchant_id, book, settle_xid, id) where not demo and settle_xid is not null;

    create table sport_bet_legs (
      bet_id bigint not null references sport_bets (id),
      event_id bigint not null references sport_events (id),
      market text not null check (market in ('1X2', 'HANDICAP', 'TOTAL')),
      line int not null,
      selection text not null check (selection in ('HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER')),
      odds int not null check (odds >= 1000),
      result text check (result in ('WON', 'LOST', 'VOID')),
      primary key (bet_id, event_id)
    );
    create index sport_bet_legs_event on sport_bet_legs (event_id) where result is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sport_bet_legs, sport_bets, sport_events;`.execute(db);
}
