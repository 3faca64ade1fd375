import { ErrorCodes } from '@bet/contracts/error-codes';
import type { AlreadyHandled } from '@bet/contracts/operator/operator-queues';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { nameOfDecider } from './operator-queues.repo.js';

/**
 * The refusal an operator gets when the queue item was decided first by someone else: who (the
 * operator's username or the system actor), into which state, and when. Read after the guarded
 * update changed no row, so it names the decision that won.
 */
export async function alreadyHandledError(
  db: Db,
  decision: { decidedBy: string | null; status: string; at: Date | null },
): Promise<AppError> {
  const value: AlreadyHandled = {
    by: await nameOfDecider(db, decision.decidedBy),
    status: decision.status,
    at: decision.at ? decision.at.getTime() : null,
  };
  return new AppError(ErrorCodes.operatorAlreadyHandled, 'another operator already handled this item', value);
}
