import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface LedgerBreak {
  invariant:
    | 'transfer_sums_to_zero'
    | 'balance_equals_entries'
    | 'member_balance_not_negative'
    | 'balance_after_chain'
    | 'transfer_references';
  detail: string;
}

/**
 * Every invariant of the ledger, checked on the whole database (`npm run ledger:check`):
 * each transfer's entries sum to zero; each account's balance equals the sum of its entries;
 * no member balance is negative; each entry's balance_after follows from the previous one; each
 * transfer names a merchant and member that exist (checked here, not by foreign keys: migration 0007).
 */
export async function checkLedger(db: Db): Promise<LedgerBreak[]> {
  const breaks: LedgerBreak[] = [];
  const unbalanced = await sql<{ transfer_id: string; total: string }>`
    select transfer_id::text, sum(amount)::text as total from ledger_entries
    group by transfer_id having sum(amount) <> 0
  `.execute(db);
  for (const r of unbalanced.rows)
    breaks.push({
      invariant: 'transfer_sums_to_zero',
      detail: `transfer ${r.transfer_id} sums to ${r.total}`,
    });

  const empty = await sql<{ id: string }>`
    select t.id::text from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)
  `.execute(db);
  for (const r of empty.rows)
    breaks.push({ invariant: 'transfer_sums_to_zero', detail: `transfer ${r.id} has no entries` });

  const drift = await sql<{ id: string; balance: string; total: string }>`
    select a.id::text, a.balance::text, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)
  `.execute(db);
  for (const r of drift.rows)
    breaks.push({
      invariant: 'balance_equals_entries',
      detail: `account ${r.id}: balance ${r.balance}, entries ${r.total}`,
    });

  const negative = await sql<{ id: string; balance: string }>`
    select id::text, balance::text from ledger_accounts where member_id is not null and balance < 0
  `.execute(db);
  for (const r of negative.rows)
    breaks.push({ invariant: 'member_balance_not_negative', detail: `account ${r.id}: ${r.balance}` });

  const chain = await sql<{ id: string }>`
    select id::text from (
      select id, balance_after, amount,
        lag(balance_after) over (partition by account_id order by id) as previous
      from ledger_entries
    ) x where balance_after <> coalesce(previous, 0) + amount
  `.execute(db);
  for (const r of chain.rows)
    breaks.push({
      invariant: 'balance_after_chain',
      detail: `entry ${r.id} does not follow its predecessor`,
    });

  const orphans = await sql<{ id: string }>`
    select t.id::text from ledger_transfers t
    where not exists (select 1 from merchants m where m.id = t.merchant_id)
       or (t.member_id is not null and not exists (select 1 from members m where m.id = t.member_id))
  `.execute(db);
  for (const r of orphans.rows)
    breaks.push({
      invariant: 'transfer_references',
      detail: `transfer ${r.id} names a missing merchant or member`,
    });
  return breaks;
}
