import { sql, type Kysely } from 'kysely';

/**
 * `ledger_post_many` posts several independent transfers in one statement and one commit: the
 * ledger's group commit (decision 0013). It gives each transfer the answer `ledger_post` would
 * give it alone, in order — posted, replay of its key, or refused (LDG01 key reused for another
 * request, LDG02 bad entries, 23514 insufficient balance) — but touches each account row once:
 * every account of the batch is locked first, in id order (two batches never wait on each other
 * crosswise), balances run in memory, and the final balances are written in one update whose CHECK
 * still forbids a negative member balance. Entries keep their order, so each balance_after follows
 * the one before. Anything unexpected (an unknown or stale account id among them) fails the whole
 * statement; the caller then posts the transfers one by one through `ledger_post`.
 *
 * Transfers come as parallel arrays (merchant, key, hash, type, member, reference; metas as one
 * jsonb array); their postings as parallel arrays, those of transfer i at p_first[i] .. p_last[i],
 * each with its account id (known to the caller: new accounts go through `ledger_post`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_post_many(
      p_merchants int[], p_keys text[], p_hashes text[], p_types text[], p_members bigint[],
      p_references text[], p_metas jsonb, p_first int[], p_last int[],
      p_ids bigint[], p_account_members bigint[], p_kinds text[], p_vendors text[], p_amounts bigint[]
    ) returns table (
      item int, transfer_id bigint, replay boolean, account_ids bigint[],
      error_code text, error_constraint text, error_message text
    ) language plpgsql as $$
    declare
      v_accounts bigint[];
      v_balances bigint[];
      v_is_member boolean[];
      v_merchants int[];
      v_slot int;
      v_sum bigint;
      v_hash text;
      v_ok boolean;
      v_entry_accounts bigint[] := '{}';
      v_entry_transfers bigint[] := '{}';
      v_entry_amounts bigint[] := '{}';
      v_entry_balances bigint[] := '{}';
      i int;
      j int;
    begin
      if array_position(p_ids, null) is not null then
        raise exception 'every account id must be known' using errcode = 'LDG03';
      end if;
      select array_agg(l.id order by l.id), array_agg(l.balance order by l.id),
          array_agg(l.member_id is not null order by l.id), array_agg(l.merchant_id order by l.id)
        into v_accounts, v_balances, v_is_member, v_merchants
        from (select a.id, a.balance, a.member_id, a.merchant_id from ledger_accounts a where a.id = any(p_ids) order by a.id for update) l;
      -- Each id must be the account the caller means (a stale id: the caller retries alone).
      if exists (
        select 1 from unnest(p_ids, p_account_members, p_kinds, p_vendors) as u(id, member, kind, vendor)
        left join ledger_accounts a on a.id = u.id
        where a.id is null or a.member_id is distinct from u.member or a.kind <> u.kind or a.vendor <> u.vendor
      ) then
        raise exception 'stale account id' using errcode = 'LDG03';
      end if;

      for i in 1 .. coalesce(array_length(p_keys, 1), 0) loop
        item := i;
        transfer_id := null; replay := null; account_ids := null;
        error_code := null; error_constraint := null; error_message := null;
        v_sum := 0;
        v_ok := p_last[i] >= p_first[i];
        for j in p_first[i] .. p_last[i] loop
          v_ok := v_ok and p_amounts[j] <> 0;
          v_sum := v_sum + p_amounts[j];
        end loop;
        if not v_ok or v_sum <> 0 then
          error_code := 'LDG02'; error_message := 'entries must be non-zero and sum to zero';
          return next; continue;
        end if;
        for j in p_first[i] .. p_last[i] loop
          if v_merchants[array_position(v_accounts, p_ids[j])] <> p_merchants[i] then
            raise exception 'account of another merchant' using errcode = 'LDG03';
          end if;
        end loop;
        select t.id, t.request_hash into transfer_id, v_hash from ledger_transfers t
          where t.merchant_id = p_merchants[i] and t.idempotency_key = p_keys[i];
        if transfer_id is null then
          -- Refused before anything is written when a member balance would go below zero.
          for j in p_first[i] .. p_last[i] loop
            v_slot := array_position(v_accounts, p_ids[j]);
            if v_is_member[v_slot] and v_balances[v_slot] + p_amounts[j] < 0 then
              v_ok := false;
            end if;
          end loop;
          if not v_ok then
            error_code := '23514'; error_constraint := 'ledger_member_balance_not_negative'; error_message := 'insufficient balance';
            return next; continue;
          end if;
          insert into ledger_transfers (merchant_id, idempotency_key, request_hash, type, member_id, reference, meta)
            values (p_merchants[i], p_keys[i], p_hashes[i], p_types[i], p_members[i], p_references[i], p_metas -> (i - 1))
            on conflict (merchant_id, idempotency_key) do nothing
            returning id into transfer_id;
          if transfer_id is not null then
            for j in p_first[i] .. p_last[i] loop
              v_slot := array_position(v_accounts, p_ids[j]);
              v_balances[v_slot] := v_balances[v_slot] + p_amounts[j];
              v_entry_accounts := v_entry_accounts || p_ids[j];
              v_entry_transfers := v_entry_transfers || transfer_id;
              v_entry_amounts := v_entry_amounts || p_amounts[j];
              v_entry_balances := v_entry_balances || v_balances[v_slot];
            end loop;
            replay := false;
            account_ids := p_ids[p_first[i]:p_last[i]];
            return next; continue;
          end if;
          -- Another transaction posted this key meanwhile.
          select t.id, t.request_hash into transfer_id, v_hash from ledger_transfers t
            where t.merchant_id = p_merchants[i] and t.idempotency_key = p_keys[i];
        end if;
        if v_hash <> p_hashes[i] then
          transfer_id := null;
          error_code := 'LDG01'; error_message := 'idempotency key reused for another request';
        else
          replay := true;
        end if;
        return next;
      end loop;

      update ledger_accounts a set balance = b.balance
        from unnest(v_accounts, v_balances) as b(id, balance)
        where a.id = b.id and a.balance <> b.balance;
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select e.transfer_id, e.account_id, e.amount, e.balance_after
        from unnest(v_entry_transfers, v_entry_accounts, v_entry_amounts, v_entry_balances) with ordinality
          as e(transfer_id, account_id, amount, balance_after, n)
        order by e.n;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function ledger_post_many(int[], text[], text[], text[], bigint[], text[], jsonb, int[], int[], bigint[], bigint[], text[], text[], bigint[])
  `.execute(db);
}
