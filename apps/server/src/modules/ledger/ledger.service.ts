import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
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
 * The account's id: a plain index lookup, and `ledger_account()` (which creates it) only when it
 * does not exist yet — `coalesce` evaluates its second argument only when the first is null.
 */
const accountSql = (merchantId: number, ref: AccountRef) => {
  const [member, kind] = 'house' in ref ? [null, ref.house] : [String(ref.member), ref.kind];
  const vendor = ref.vendor ?? '';
  // `member_id = x` / `is null` (not `is not distinct from`) so the lookup uses the unique index.
  const owner = member === null ? sql`member_id is null` : sql`member_id = ${member}::bigint`;
  return sql`coalesce(
    (select id from ledger_accounts where merchant_id = ${merchantId} and ${owner} and kind = ${kind} and vendor = ${vendor}),
    ledger_account(${merchantId}, ${member}::bigint, ${kind}, ${vendor}))`;
};

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
  const accounts = input.postings.map((p) => accountSql(input.merchantId, p.account));
  const amounts = input.postings.map((p) => p.amount.toString());
  const hash = hashOf(input.request ?? { type: input.type, postings: input.postings });
  try {
    const { rows } = await sql<{ transfer_id: bigint; replay: boolean }>`
      select transfer_id, replay from ledger_post(
        ${input.merchantId}, ${input.key}, ${hash}, ${input.type},
        ${input.memberId == null ? null : String(input.memberId)}::bigint, ${input.reference ?? ''},
        ${JSON.stringify(input.meta ?? {})}::jsonb,
        array[${sql.join(accounts)}]::bigint[], ${amounts}::bigint[])
    `.execute(db);
    const row = rows[0]!;
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
