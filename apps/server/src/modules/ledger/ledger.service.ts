import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { PREPARED, type Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { AccountRef, Posting } from './ledger-accounts.js';

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

/**
 * Account ids never change once an account exists, so they are kept in memory and sent with
 * each transfer: the database then looks nothing up. An id that turns out stale (its account
 * was created by a transaction that rolled back) is resolved again by `ledger_post` itself.
 */
const accountIds = new Map<string, string>();
const ACCOUNT_ID_CACHE_LIMIT = 200_000;

const accountKey = (merchantId: number, ref: AccountRef) =>
  'house' in ref ? `${merchantId}|h|${ref.house}|${ref.vendor ?? ''}` : `${merchantId}|${ref.member}|${ref.kind}|${ref.vendor ?? ''}`;

const accountParts = (ref: AccountRef): [member: string | null, kind: string, vendor: string] =>
  'house' in ref ? [null, ref.house, ref.vendor ?? ''] : [String(ref.member), ref.kind, ref.vendor ?? ''];

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('base64url');

/** Maps the database's refusals to the client's error codes. */
function translate(error: unknown): never {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === 'LDG01') throw new AppError(ErrorCodes.idempotencyConflict, 'this request id was used for another request');
  if (code === '23514' && (constraint === 'ledger_member_balance_not_negative' || message?.includes('ledger_member_balance_not_negative'))) {
    throw new AppError(ErrorCodes.insufficientBalance, 'insufficient balance');
  }
  throw error;
}

/**
 * Posts one double-entry transfer through `ledger_post` (migration 0003): one statement, one
 * round trip; inside the caller's transaction when `db` is one.
 */
export async function postTransfer(db: Db, input: TransferInput): Promise<PostedTransfer> {
  const keys = input.postings.map((p) => accountKey(input.merchantId, p.account));
  const parts = input.postings.map((p) => accountParts(p.account));
  const amounts = input.postings.map((p) => p.amount.toString());
  const hash = hashOf(input.request ?? { type: input.type, postings: input.postings });
  try {
    const { rows } = await sql<{ transfer_id: bigint; replay: boolean; account_ids: Array<string | bigint> | null }>`${sql.raw(PREPARED)}
      select transfer_id, replay, account_ids from ledger_post(
        ${input.merchantId}, ${input.key}, ${hash}, ${input.type},
        ${input.memberId == null ? null : String(input.memberId)}::bigint, ${input.reference ?? ''},
        ${JSON.stringify(input.meta ?? {})}::jsonb,
        ${keys.map((k) => accountIds.get(k) ?? null)}::bigint[],
        ${parts.map((p) => p[0])}::bigint[], ${parts.map((p) => p[1])}::text[], ${parts.map((p) => p[2])}::text[],
        ${amounts}::bigint[])
    `.execute(db);
    const row = rows[0]!;
    if (row.account_ids) {
      if (accountIds.size > ACCOUNT_ID_CACHE_LIMIT) accountIds.clear();
      row.account_ids.forEach((id, i) => accountIds.set(keys[i]!, String(id)));
    }
    return { transferId: BigInt(row.transfer_id), replay: row.replay };
  } catch (error) {
    translate(error);
  }
}

/** Balance of one account in minor units (0 when it was never used). */
export async function accountBalance(db: Db, merchantId: number, ref: AccountRef): Promise<bigint> {
  const query = db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'house' in ref ? ref.house : ref.kind)
    .where('vendor', '=', ref.vendor ?? '');
  const row = await ('house' in ref ? query.where('member_id', 'is', null) : query.where('member_id', '=', BigInt(ref.member))).executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}
