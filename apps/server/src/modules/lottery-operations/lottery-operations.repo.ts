import type { Db } from '../../db/create-db.js';

/** A proposal row with the usernames of who proposed and who approved it. */
const proposals = (db: Db) =>
  db
    .selectFrom('lottery_result_proposals as p')
    .innerJoin('operators as by', 'by.id', 'p.proposed_by')
    .leftJoin('operators as ap', 'ap.id', 'p.approved_by')
    .select([
      'p.id',
      'p.game_code',
      'p.issue',
      'p.result',
      'p.status',
      'p.proposed_by',
      'p.proposed_at',
      'p.approved_at',
      'by.username as proposed_by_name',
      'ap.username as approved_by_name',
    ]);
export type ProposalRow = Awaited<ReturnType<typeof findProposal>> & object;

export const findProposal = (db: Db, merchantId: number, id: number) =>
  proposals(db).where('p.merchant_id', '=', merchantId).where('p.id', '=', id).executeTakeFirst();

export const pendingProposals = (db: Db, merchantId: number) =>
  proposals(db)
    .where('p.merchant_id', '=', merchantId)
    .where('p.status', '=', 'PENDING')
    .orderBy('p.id', 'desc')
    .limit(200)
    .execute();

/** Stores a proposal; the one still pending for the same draw (if any) is superseded. */
export async function propose(
  db: Db,
  p: { merchantId: number; game: string; issue: string; result: string[]; operatorId: number },
) {
  await db
    .updateTable('lottery_result_proposals')
    .set({ status: 'SUPERSEDED' })
    .where('merchant_id', '=', p.merchantId)
    .where('game_code', '=', p.game)
    .where('issue', '=', p.issue)
    .where('status', '=', 'PENDING')
    .execute();
  const { id } = await db
    .insertInto('lottery_result_proposals')
    .values({
      merchant_id: p.merchantId,
      game_code: p.game,
      issue: p.issue,
      result: JSON.stringify(p.result),
      proposed_by: p.operatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Claims a pending proposal for approval by an operator other than its proposer: only one
 * approver wins a race; `undefined` when it is not pending or the approver proposed it.
 */
export const claimForApproval = (db: Db, merchantId: number, id: number, operatorId: number) =>
  db
    .updateTable('lottery_result_proposals')
    .set({ status: 'APPROVED', approved_by: operatorId, approved_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where('proposed_by', '<>', operatorId)
    .returning('id')
    .executeTakeFirst();

/** Puts a claimed proposal back to pending when the vendor refused the result. */
export const releaseApproval = (db: Db, id: number) =>
  db
    .updateTable('lottery_result_proposals')
    .set({ status: 'PENDING', approved_by: null, approved_at: null })
    .where('id', '=', id)
    .where('status', '=', 'APPROVED')
    .execute();
