import { sql, type Kysely } from 'kysely';

/**
 * A lottery slip in one round trip (decision 0041, "Slips in one statement"): `house_lottery_place`
 * checks the issue is open (share lock on the draw row, so closing or drawing it waits for the bet),
 * picks a chase's issues, debits the lottery wallet, adds each pick's exposure within its cap and
 * writes the chase and the orders. A refusal raises (SQLSTATE LT001, message = the error code), so
 * nothing of the slip stays. The bets' foreign key to the draws goes: every insert took a key-share
 * lock on the one hot draw row (a new multixact per concurrent slip), and the function already
 * checks the draw under its share lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table house_lottery_bets drop constraint house_lottery_bets_game_code_issue_fkey;

    create function house_lottery_place(
      p_merchant int, p_player text, p_wallet text, p_demo boolean, p_game text, p_issue text,
      p_issues int, p_stop_on_win boolean, p_now timestamptz, p_lines jsonb)
    returns table (
      balance bigint, id bigint, game_code text, issue text, play_type text, content text, units int,
      unit_price bigint, multiple int, stake bigint, payout bigint, status text, created_at timestamptz,
      settled_at timestamptz, chase_id bigint, chase_index int)
    language plpgsql as $fn$
    #variable_conflict use_column
    declare
      v_targets text[];
      v_total bigint;
      v_balance bigint;
      v_chase bigint;
      v_type text;
      v_cap bigint;
      v_accepted int;
      v_wanted int;
    begin
      perform 1 from house_lottery_draws d
        where d.game_code = p_game and d.issue = p_issue and d.status = 'OPEN' and d.close_at > p_now
        for share;
      if not found then
        raise exception 'lottery.draw.closed' using errcode = 'LT001';
      end if;

      if p_issues = 1 then
        v_targets := array[p_issue];
      else
        select array_agg(t.issue order by t.draw_at) into v_targets from (
          select d.issue, d.draw_at from house_lottery_draws d
          where d.game_code = p_game and d.status = 'OPEN'
            and d.draw_at >= (select f.draw_at from house_lottery_draws f
                              where f.game_code = p_game and f.issue = p_issue)
          order by d.draw_at limit p_issues) t;
        if coalesce(cardinality(v_targets), 0) < p_issues then
          raise exception 'lottery.draw.closed' using errcode = 'LT001';
        end if;
      end if;

      select sum((l->>'stake')::bigint) * p_issues into v_total from jsonb_array_elements(p_lines) l;
      update house_vendor_wallets w set balance = w.balance - v_total
        where w.merchant_id = p_merchant and w.player = p_wallet and w.balance >= v_total
        returning w.balance into v_balance;
      if not found then
        raise exception 'balance.insufficient' using errcode = 'LT001';
      end if;

      -- Play money never takes a real number's room. Rows are locked in one global order (issue by
      -- draw time, play type, pick) and a play type's picks summed over the slip's lines, so two
      -- slips never wait on each other crosswise.
      if not p_demo then
        for i in 1 .. p_issues loop
          for v_type, v_cap in
            select l->>'playType', max((l->>'cap')::bigint) from jsonb_array_elements(p_lines) l
            group by 1 order by 1
          loop
            with v as (
              select e.pick, sum(e.liability)::bigint as liability
              from jsonb_array_elements(p_lines) l
              cross join jsonb_to_recordset(l->'exposure') as e(pick text, liability bigint)
              where l->>'playType' = v_type
              group by e.pick
            ),
            up as (
              insert into house_lottery_exposure as x (merchant_id, game_code, issue, play_type, pick, liability)
              select p_merchant, p_game, v_targets[i], v_type, v.pick, v.liability from v
              where v.liability <= v_cap
              order by v.pick
              on conflict (merchant_id, game_code, issue, play_type, pick)
              do update set liability = x.liability + excluded.liability
              where x.liability + excluded.liability <= v_cap
              returning 1
            )
            select (select count(*) from up), (select count(*) from v) into v_accepted, v_wanted;
            if v_accepted < v_wanted then
              raise exception 'lottery.exposure.full' using errcode = 'LT001';
            end if;
          end loop;
        end loop;
      end if;

      if p_issues > 1 then
        insert into house_lottery_chases (merchant_id, player, game_code, issues, stop_on_win)
          values (p_merchant, p_player, p_game, p_issues, p_stop_on_win)
          returning house_lottery_chases.id into v_chase;
      end if;

      return query
        insert into house_lottery_bets as b (merchant_id, player, wallet, demo, game_code, issue, play_type,
          content, units, unit_price, multiple, stake, odds, chase_id, chase_index)
        select p_merchant, p_player, p_wallet, p_demo, p_game, t.issue, l.line->>'playType',
          l.line->>'content', (l.line->>'units')::int, (l.line->>'unitPrice')::bigint,
          (l.line->>'multiple')::int, (l.line->>'stake')::bigint, l.line->'odds', v_chase,
          case when v_chase is null then null else t.n::int end
        from unnest(v_targets) with ordinality as t(issue, n)
        cross join jsonb_array_elements(p_lines) with ordinality as l(line, k)
        order by t.n, l.k
        returning v_balance, b.id, b.game_code, b.issue, b.play_type, b.content, b.units, b.unit_price,
          b.multiple, b.stake, b.payout, b.status, b.created_at, b.settled_at, b.chase_id, b.chase_index;
    end
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function house_lottery_place;
    alter table house_lottery_bets add foreign key (game_code, issue) references house_lottery_draws (game_code, issue);
  `.execute(db);
}
