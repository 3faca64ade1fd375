import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { PREPARED, type Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { AccountRef, MemberAccountKind, Posting } from './ledger-accounts.js';

export interface TransferInput {
  merchantId: number;
  /** Unique per merchant: the same key posts once; a retry returns the first transfer. */
  key: string;
  type: string;
  memberId?: number | bigint | null;
  reference?: string;
  meta?: Record<string, unknown>;
  postings: Posting[];
  /** What the caller was asked (default: the postings); the same key with other input → 409. */
  request?: unknown;
}

export interface PostedTransfer {
  transferId: bigint;
  /** True when this key had been posted before and nothing new was written. */
  replay: boolean;
}

/** A transfer in the shape `ledger_post` and `ledger_post_many` take it. */
export interface PreparedTransfer {
  input: TransferInput;
  hash: string;
  member: string | null;
  accountKeys: string[];
  ids: Array<string | null>;
  accountMembers: Array<string | null>;
  kinds: string[];
  vendors: string[];
  amounts: string[];
}

interface PostedRow {
  transfer_id: bigint;
  replay: boolean;
  account_ids: Array<string | bigint> | null;
}

/**
 * Account ids never change once an account exists, so they are kept in memory and sent with
 * each transfer: the database then looks nothing up. An id that turns out stale (its account
 * was created by a transaction that rolled back) is resolved again by `ledger_post` itself.
 */
const accountIds = new Map<string, string>();
const ACCOUNT_ID_CACHE_LIMIT = 200_000;

/** Forgets every cached account id, as a freshly started process knows none (benches measure that). */
export const forgetAccountIds = () => accountIds.clear();

const accountKey = (merchantId: number, ref: AccountRef) =>
  'house' in ref
    ? `${merchantId}|h|${ref.house}|${ref.vendor ?? ''}`
    : `${merchantId}|${ref.member}|${ref.kind}|${ref.vendor ?? ''}`;

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('base64url');

export function prepareTransfer(input: TransferInput): PreparedTransfer {
  const accountKeys = input.postings.map((p) => accountKey(input.merchantId, p.account));
  return {
    input,
    hash: hashOf(input.request ?? { type: input.type, postings: input.postings }),
    member: input.memberId == null ? null : String(input.memberId),
    accountKeys,
    ids: accountKeys.map((k) => accountIds.get(k) ?? null),
    accountMembers: input.postings.map(({ account }) => ('house' in account ? null : String(account.member))),
    kinds: input.postings.map(({ account }) => ('house' in account ? account.house : account.kind)),
    vendors: input.postings.map(({ account }) => account.vendor ?? ''),
    amounts: input.postings.map((p) => p.amount.toString()),
  };
}

/**
 * Looks up, in one query, the ids of the members' accounts among `inputs` that are not cached, so
 * that a batch after a restart (every player's first transfer of this process) is posted as one
 * statement rather than one by one to learn them. An account that does not exist yet stays
 * unknown: `ledger_post` creates it. Ids read here are committed or this transaction's own; a
 * stale one is handled as any other (the batch is retried one by one).
 */
async function learnAccountIds(db: Db, inputs: TransferInput[]): Promise<void> {
  const unknown = new Map<string, { merchantId: number; member: string; kind: string; vendor: string }>();
  for (const input of inputs)
    for (const { account } of input.postings) {
      const key = accountKey(input.merchantId, account);
      if ('house' in account || accountIds.has(key)) continue;
      const member = String(account.member);
      unknown.set(key, {
        merchantId: input.merchantId,
        member,
        kind: account.kind,
        vendor: account.vendor ?? '',
      });
    }
  // One alone learns its ids from `ledger_post`'s answer, in the same round trip.
  if (unknown.size < 2) return;
  const asks = [...unknown.values()];
  const { rows } = await sql<{
    id: bigint;
    merchant_id: number;
    member_id: bigint;
    kind: MemberAccountKind;
    vendor: string;
  }>`
    select a.id, a.merchant_id, a.member_id, a.kind, a.vendor
    from unnest(${asks.map((a) => a.merchantId)}::int[], ${asks.map((a) => a.member)}::bigint[],
      ${asks.map((a) => a.kind)}::text[], ${asks.map((a) => a.vendor)}::text[]) as q(merchant_id, member_id, kind, vendor)
    join ledger_accounts a on a.merchant_id = q.merchant_id and a.member_id = q.member_id
      and a.kind = q.kind and a.vendor = q.vendor
  `.execute(db);
  if (accountIds.size + rows.length > ACCOUNT_ID_CACHE_LIMIT) accountIds.clear();
  for (const r of rows)
    accountIds.set(
      accountKey(r.merchant_id, { member: r.member_id, kind: r.kind, vendor: r.vendor }),
      String(r.id),
    );
}

/** Remembers the account ids the database answered with and returns the caller's result. */
function posted(transfer: PreparedTransfer, row: PostedRow): PostedTransfer {
  if (row.account_ids) {
    if (accountIds.size > ACCOUNT_ID_CACHE_LIMIT) accountIds.clear();
    row.account_ids.forEach((id, i) => accountIds.set(transfer.accountKeys[i]!, String(id)));
  }
  return { transferId: BigInt(row.transfer_id), replay: row.replay };
}

/** Maps the database's refusals to the client's error codes. */
function translate(error: unknown): never {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === 'LDG01')
    throw new AppError(ErrorCodes.idempotencyConflict, 'this request id was used for another request');
  if (
    code === '23514' &&
    (constraint === 'ledger_member_balance_not_negative' ||
      message?.includes('ledger_member_balance_not_negative'))
  ) {
    throw new AppError(ErrorCodes.insufficientBalance, 'insufficient balance');
  }
  throw error;
}

/** Posts one transfer through `ledger_post` (migrations 0003, 0007): one statement, one round trip. */
export async function postOne(db: Db, transfer: PreparedTransfer): Promise<PostedTransfer> {
  const t = transfer;
  try {
    const { rows } = await sql<PostedRow>`${sql.raw(PREPARED)}
      select transfer_id, replay, account_ids from ledger_post(
        ${t.input.merchantId}, ${t.input.key}, ${t.hash}, ${t.input.type}, ${t.member}::bigint, ${t.input.reference ?? ''},
        ${JSON.stringify(t.input.meta ?? {})}::jsonb, ${t.ids}::bigint[], ${t.accountMembers}::bigint[],
        ${t.kinds}::text[], ${t.vendors}::text[], ${t.amounts}::bigint[])
    `.execute(db);
    return posted(t, rows[0]!);
  } catch (error) {
    translate(error);
  }
}

export type Outcome = { ok: PostedTransfer } | { refused: unknown } | { retry: true };

/**
 * Posts several transfers in one statement and one commit through `ledger_post_many` (migration
 * 0008). Each comes back posted or refused (its row carries the SQLSTATE `ledger_post` would have
 * raised); when the statement itself fails, every transfer is to be retried alone.
 */
export async function postMany(db: Db, transfers: PreparedTransfer[]): Promise<Outcome[]> {
  const first: number[] = [];
  const last: number[] = [];
  let next = 1;
  for (const t of transfers) {
    first.push(next);
    next += t.amounts.length;
    last.push(next - 1);
  }
  const all = <T>(pick: (t: PreparedTransfer) => T[]) => transfers.flatMap(pick);
  try {
    const { rows } = await sql<
      PostedRow & {
        item: number;
        error_code: string | null;
        error_constraint: string | null;
        error_message: string | null;
      }
    >`${sql.raw(PREPARED)}
      select item, transfer_id, replay, account_ids, error_code, error_constraint, error_message from ledger_post_many(
        ${transfers.map((t) => t.input.merchantId)}::int[], ${transfers.map((t) => t.input.key)}::text[],
        ${transfers.map((t) => t.hash)}::text[], ${transfers.map((t) => t.input.type)}::text[],
        ${transfers.map((t) => t.member)}::bigint[], ${transfers.map((t) => t.input.reference ?? '')}::text[],
        ${JSON.stringify(transfers.map((t) => t.input.meta ?? {}))}::jsonb, ${first}::int[], ${last}::int[],
        ${all((t) => t.ids)}::bigint[], ${all((t) => t.accountMembers)}::bigint[], ${all((t) => t.kinds)}::text[],
        ${all((t) => t.vendors)}::text[], ${all((t) => t.amounts)}::bigint[])
    `.execute(db);
    return rows.map((row): Outcome => {
      const transfer = transfers[row.item - 1]!;
      if (row.error_code === null) return { ok: posted(transfer, row) };
      try {
        translate(
          Object.assign(new Error(row.error_message ?? ''), {
            code: row.error_code,
            constraint: row.error_constraint ?? undefined,
          }),
        );
      } catch (refusal) {
        return { refused: refusal };
      }
    });
  } catch {
    return transfers.map(() => ({ retry: true }));
  }
}

/**
 * Inside the caller's transaction: posts the transfers whose accounts are all known in one
 * `ledger_post_many` under a savepoint, the others (and, should the batch fail, e.g. on an account
 * id cached from a rolled-back transaction, all of them) one by one. A refusal throws.
 */
export async function postAllInTransaction(db: Db, inputs: TransferInput[]): Promise<PostedTransfer[]> {
  await learnAccountIds(db, inputs);
  const results: PostedTransfer[] = [];
  const batch: { index: number; transfer: PreparedTransfer }[] = [];
  for (const [index, input] of inputs.entries()) {
    const transfer = prepareTransfer(input);
    if (transfer.ids.includes(null)) results[index] = await postOne(db, transfer);
    else batch.push({ index, transfer });
  }
  if (batch.length === 0) return results;
  await sql`savepoint ledger_post_all`.execute(db);
  const outcomes = await postMany(
    db,
    batch.map((b) => b.transfer),
  );
  if (outcomes.every((o) => 'ok' in o)) {
    await sql`release savepoint ledger_post_all`.execute(db);
    outcomes.forEach((o, k) => (results[batch[k]!.index] = (o as { ok: PostedTransfer }).ok));
    return results;
  }
  const refused = outcomes.find((o): o is { refused: unknown } => 'refused' in o);
  if (refused) throw refused.refused;
  await sql`rollback to savepoint ledger_post_all`.execute(db);
  for (const { index } of batch) results[index] = await postOne(db, prepareTransfer(inputs[index]!));
  return results;
}
