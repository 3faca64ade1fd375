import type { Db } from '../../db/create-db.js';
import type { AccountRef } from './ledger-accounts.js';
import { findAccountBalance } from './ledger-accounts.repo.js';
import { postBatched } from './ledger-batcher.js';
import {
  postAllInTransaction,
  postOne,
  prepareTransfer,
  type PostedTransfer,
  type TransferInput,
} from './ledger-post.repo.js';

export type { PostedTransfer, TransferInput } from './ledger-post.repo.js';

/**
 * Posts one double-entry transfer. Inside the caller's transaction (`db` is one) it is one
 * `ledger_post` there; otherwise it joins the group commit, which posts whatever is waiting in one
 * statement and one commit.
 */
export function postTransfer(db: Db, input: TransferInput): Promise<PostedTransfer> {
  const transfer = prepareTransfer(input);
  return db.isTransaction ? postOne(db, transfer) : postBatched(db, transfer);
}

/**
 * Posts many transfers inside the caller's transaction, known accounts in one statement (one round
 * trip for a whole batch, e.g. settlement's payouts). A refusal throws: the caller rolls back whole.
 */
export function postTransfersInTransaction(db: Db, inputs: TransferInput[]): Promise<PostedTransfer[]> {
  if (!db.isTransaction) throw new Error('postTransfersInTransaction runs inside a transaction');
  return postAllInTransaction(db, inputs);
}

/** Balance of one account in minor units (0 when it was never used). */
export async function accountBalance(db: Db, merchantId: number, ref: AccountRef): Promise<bigint> {
  return (await findAccountBalance(db, merchantId, ref)) ?? 0n;
}
