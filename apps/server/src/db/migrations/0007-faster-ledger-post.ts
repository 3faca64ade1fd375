import { sql, type Kysely } from 'kysely';

/**
 * A faster `ledger_post` (decision 0013), same arguments and same answers as 0003:
 * - no foreign keys from ledger_transfers to merchants and members: each check took a KEY SHARE
 *   lock on the one merchants row (and the member's row), so every concurrent transfer wrote a
 *   new multixact on it. Only `ledger_post` writes transfers, with the server's resolved merchant
 *   and member; `npm run ledger:check` verifies that both exist.
 * - accounts locked in id order before the idempotency key is taken (the order
 *   `ledger_post_many` uses too), entries in one insert, the sum checked in PL/pgSQL: five
 *   statements per transfer instead of seven.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_transfers drop constraint ledger_transfers_merchant_id_fkey,
      drop constraint ledger_transfers_member_id_fkey;
    drop function ledger_post(int, text, text, text, bigint, text, jsonb, bigint[], bigint[], text[], text[], bigint[]);
    create or replace function ledger_post(
      p_merchant int, p_key text, p_hash text, p_type text, p_member bigint, p_reference text,
      p_meta jsonb, p_ids bigint[], p_members bigint[], p_kinds text[], p_vendors text[], p_amounts bigint[],
      out transfer_id bigint, out replay boolean, out account_ids bigint[]
    ) language plpgsql as $$
    declare
      v_hash text;
      v_balance bigint;
      v_balances bigint[];
      v_sum bigint := 0;
      v_n int := coalesce(array_length(p_amounts, 1), 0);
      i int;
    begin
      if v_n = 0 or array_length(p_kinds, 1) <> v_n or array_length(p_vendors, 1) <> v_n
         or coalesce(array_length(p_members, 1), 0) <> v_n or coalesce(array_length(p_ids, 1), 0) <> v_n then
        raise exception 'entries must be non-zero and sum to zero' using errcode = 'LDG02';
      end if;
      for i in 1 .. v_n loop
        if p_amounts[i] = 0 then raise exception 'entries must be non-zero and sum to zero' using errcode = 'LDG02'; end if;
        v_sum := v_sum + p_amounts[i];
      end loop;
      if v_sum <> 0 then raise exception 'entries must be non-zero and sum to zero' using errcode = 'LDG02'; end if;
      for i in 1 .. v_n loop
        if p_ids[i] is null then
          p_ids[i] := ledger_account(p_merchant, p_members[i], p_kinds[i], p_vendors[i]);
        end if;
      end loop;
      -- Accounts first, in id order, then the key: the order ledger_post_many takes them in, so a
      -- transfer and its retry never wait on each other crosswise, alone or in a batch.
      perform 1 from ledger_accounts where id = any(p_ids) order by id for update;
      insert into ledger_transfers (merchant_id, idempotency_key, request_hash, type, member_id, reference, meta)
        values (p_merchant, p_key, p_hash, p_type, p_member, p_reference, p_meta)
        on conflict (merchant_id, idempotency_key) do nothing
        returning id into transfer_id;
      if transfer_id is null then
        select t.id, t.request_hash into transfer_id, v_hash from ledger_transfers t
          where t.merchant_id = p_merchant and t.idempotency_key = p_key;
        if v_hash <> p_hash then
          raise exception 'idempotency key reused for another request' using errcode = 'LDG01';
        end if;
        replay := true;
        return;
      end if;
      v_balances := array_fill(null::bigint, array[v_n]);
      for i in 1 .. v_n loop
        update ledger_accounts set balance = balance + p_amounts[i]
          where id = p_ids[i] and merchant_id = p_merchant and member_id is not distinct from p_members[i]
            and kind = p_kinds[i] and vendor = p_vendors[i]
          returning balance into v_balance;
        if v_balance is null then
          p_ids[i] := ledger_account(p_merchant, p_members[i], p_kinds[i], p_vendors[i]);
          update ledger_accounts set balance = balance + p_amounts[i] where id = p_ids[i]
            returning balance into v_balance;
        end if;
        v_balances[i] := v_balance;
      end loop;
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select transfer_id, a, m, b from unnest(p_ids, p_amounts, v_balances) as u(a, m, b);
      replay := false;
      account_ids := p_ids;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The function keeps its faster body: same arguments, same answers as 0003's.
  await sql`
    alter table ledger_transfers add constraint ledger_transfers_merchant_id_fkey foreign key (merchant_id) references merchants(id),
      add constraint ledger_transfers_member_id_fkey foreign key (member_id) references members(id);
  `.execute(db);
}
