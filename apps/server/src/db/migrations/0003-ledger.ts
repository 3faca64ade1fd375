import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger (DESIGN.md §4, decision 0008). Accounts hold a cached balance that the
 * database keeps equal to the sum of their entries; a member's account can never go negative
 * (CHECK), house accounts may. Transfers and entries are append-only: a reversal is a new transfer.
 *
 * `ledger_post` writes one whole transfer in one statement: idempotency key, account locks in id
 * order (no deadlocks), balance updates, entries. One round trip per movement of money.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      -- null: a house account
      member_id bigint references members(id),
      -- member: MAIN, VENDOR; house: DEPOSITS_IN_TRANSIT, WITHDRAWALS_PAYABLE, PAID_OUT,
      -- VENDOR_FLOAT, BONUSES, AGENT_COMMISSIONS, ADJUSTMENTS, DEMO_FUNDS (trial accounts' play money)
      kind text not null,
      -- vendor code for VENDOR and VENDOR_FLOAT, '' otherwise
      vendor text not null default '',
      balance bigint not null default 0,
      created_at timestamptz not null default now(),
      constraint ledger_member_balance_not_negative check (member_id is null or balance >= 0),
      constraint ledger_account_kind check (
        (member_id is not null and kind in ('MAIN', 'VENDOR')) or
        (member_id is null and kind in ('DEPOSITS_IN_TRANSIT', 'WITHDRAWALS_PAYABLE', 'PAID_OUT',
          'VENDOR_FLOAT', 'BONUSES', 'AGENT_COMMISSIONS', 'ADJUSTMENTS', 'DEMO_FUNDS'))
      ),
      unique nulls not distinct (merchant_id, member_id, kind, vendor)
    );

    create table ledger_transfers (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      idempotency_key text not null,
      -- hash of what was asked: the same key with another request is refused
      request_hash text not null,
      type text not null,
      member_id bigint references members(id),
      reference text not null default '',
      meta jsonb not null default '{}',
      created_at timestamptz not null default now(),
      unique (merchant_id, idempotency_key)
    );

    create table ledger_entries (
      id bigserial primary key,
      transfer_id bigint not null references ledger_transfers(id),
      account_id bigint not null references ledger_accounts(id),
      amount bigint not null check (amount <> 0),
      balance_after bigint not null,
      created_at timestamptz not null default now()
    );
    create index ledger_entries_account on ledger_entries (account_id, id desc);
    create index ledger_entries_transfer on ledger_entries (transfer_id);
  `.execute(db);

  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name;
    end $$;
    create trigger ledger_transfers_append_only before update or delete on ledger_transfers
      for each row execute function ledger_append_only();
    create trigger ledger_entries_append_only before update or delete on ledger_entries
      for each row execute function ledger_append_only();

    -- The account of (merchant, member or null for the house, kind, vendor), created on first use.
    create function ledger_account(p_merchant int, p_member bigint, p_kind text, p_vendor text)
    returns bigint language plpgsql as $$
    declare v_id bigint;
    begin
      for attempt in 1 .. 2 loop
        -- Two lookups, not "is not distinct from", so each can use the unique index.
        if p_member is null then
          select id into v_id from ledger_accounts
            where merchant_id = p_merchant and member_id is null and kind = p_kind and vendor = p_vendor;
        else
          select id into v_id from ledger_accounts
            where merchant_id = p_merchant and member_id = p_member and kind = p_kind and vendor = p_vendor;
        end if;
        exit when v_id is not null or attempt = 2;
        insert into ledger_accounts (merchant_id, member_id, kind, vendor)
          values (p_merchant, p_member, p_kind, p_vendor)
          on conflict do nothing
          returning id into v_id;
        exit when v_id is not null;
        -- another transaction created it in the meantime: read it
      end loop;
      return v_id;
    end $$;

    -- Posts one transfer. Accounts come as (member or null, kind, vendor) with the id when the
    -- caller knows it (null otherwise); an unknown or stale id is resolved (and the account created)
    -- here. Returns the transfer id, whether it was already posted under this key (replay) and the
    -- account ids. Raises LDG01 when the key was used for another request, LDG02 when the entries
    -- do not sum to zero; a member balance below zero fails the CHECK (23514).
    create function ledger_post(
      p_merchant int, p_key text, p_hash text, p_type text, p_member bigint, p_reference text,
      p_meta jsonb, p_ids bigint[], p_members bigint[], p_kinds text[], p_vendors text[], p_amounts bigint[]
    ) returns table (transfer_id bigint, replay boolean, account_ids bigint[]) language plpgsql as $$
    declare
      v_id bigint;
      v_hash text;
      v_balance bigint;
      v_n int := coalesce(array_length(p_amounts, 1), 0);
      i int;
    begin
      if v_n = 0 or array_length(p_kinds, 1) <> v_n or array_length(p_vendors, 1) <> v_n
         or coalesce(array_length(p_members, 1), 0) <> v_n or coalesce(array_length(p_ids, 1), 0) <> v_n
         or 0 = any(p_amounts) or (select sum(a) from unnest(p_amounts) a) <> 0 then
        raise exception 'entries must be non-zero and sum to zero' using errcode = 'LDG02';
      end if;
      insert into ledger_transfers (merchant_id, idempotency_key, request_hash, type, member_id, reference, meta)
        values (p_merchant, p_key, p_hash, p_type, p_member, p_reference, p_meta)
        on conflict (merchant_id, idempotency_key) do nothing
        returning id into v_id;
      if v_id is null then
        select t.id, t.request_hash into v_id, v_hash from ledger_transfers t
          where t.merchant_id = p_merchant and t.idempotency_key = p_key;
        if v_hash <> p_hash then
          raise exception 'idempotency key reused for another request' using errcode = 'LDG01';
        end if;
        return query select v_id, true, null::bigint[];
        return;
      end if;
      for i in 1 .. v_n loop
        if p_ids[i] is null then
          p_ids[i] := ledger_account(p_merchant, p_members[i], p_kinds[i], p_vendors[i]);
        end if;
      end loop;
      -- Lock every account of the transfer in id order: two transfers never wait on each other crosswise.
      perform 1 from ledger_accounts where id = any(p_ids) order by id for update;
      for i in 1 .. v_n loop
        update ledger_accounts set balance = balance + p_amounts[i]
          where id = p_ids[i] and merchant_id = p_merchant and member_id is not distinct from p_members[i]
            and kind = p_kinds[i] and vendor = p_vendors[i]
          returning balance into v_balance;
        if v_balance is null then
          -- A stale id from the caller (its account was created by a transaction that rolled back).
          p_ids[i] := ledger_account(p_merchant, p_members[i], p_kinds[i], p_vendors[i]);
          update ledger_accounts set balance = balance + p_amounts[i] where id = p_ids[i]
            returning balance into v_balance;
        end if;
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
          values (v_id, p_ids[i], p_amounts[i], v_balance);
      end loop;
      return query select v_id, false, p_ids;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function ledger_post(int, text, text, text, bigint, text, jsonb, bigint[], bigint[], text[], text[], bigint[]);
    drop function ledger_account(int, bigint, text, text);
    drop table ledger_entries, ledger_transfers, ledger_accounts;
    drop function ledger_append_only();
  `.execute(db);
}
