import { sql, type UpdateObject } from 'kysely';
import type { WithdrawStatus } from '@bet/contracts/wallet/withdraw';
import type { Db } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { rangeOf } from '../../shared/paging.js';
import { createdWithin, decidedByName, pendingTurnoverGap, queueOrder } from './operator-queues.repo.js';
import type { QueueSort } from '@bet/contracts/operator/operator-money';

const columns = [
  'w.id',
  'w.merchant_id',
  'w.member_id',
  'w.bank_card_id',
  'w.amount',
  'w.status',
  'w.request_key',
  'w.created_at',
  'w.paid_at',
  'w.auto_confirm_at',
  'w.confirmed_at',
  'w.received_amount',
  'w.decided_by',
  'w.reject_reason',
  'w.decided_at',
  'b.bank_name',
  'b.account_name',
  'b.account_number',
] as const;

const withCard = (db: Db) =>
  db.selectFrom('withdrawals as w').innerJoin('bank_cards as b', 'b.id', 'w.bank_card_id');

export type WithdrawalView = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export const findWithdrawal = (db: Db, merchantId: number, id: bigint) =>
  withCard(db)
    .select(columns)
    .where('w.merchant_id', '=', merchantId)
    .where('w.id', '=', id)
    .executeTakeFirst();

export const findByRequestKey = (db: Db, merchantId: number, requestKey: string) =>
  withCard(db)
    .select(columns)
    .where('w.merchant_id', '=', merchantId)
    .where('w.request_key', '=', requestKey)
    .executeTakeFirst();

/** A new PENDING withdrawal; undefined when the request key was used before (a retry). */
export const insertPending = (
  db: Db,
  row: { merchantId: number; memberId: bigint; bankCardId: bigint; amount: bigint; requestKey: string },
) =>
  db
    .insertInto('withdrawals')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      bank_card_id: row.bankCardId,
      amount: row.amount,
      status: 'PENDING',
      request_key: row.requestKey,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** The member's row locked: orders the member's concurrent withdrawals (a daily limit). */
export const lockMember = (trx: Db, memberId: bigint) =>
  trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();

/** What the member asked to withdraw since `since` (not rejected): a VIP level's daily limit. */
export async function withdrawnSince(db: Db, memberId: bigint, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '<>', 'REJECTED')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * Moves a withdrawal out of `from` only if it is still there: of two racing decisions (two
 * operators, a player and the auto-confirm job) exactly one changes the row.
 */
export const transition = (
  db: Db,
  input: {
    merchantId: number;
    id: bigint;
    from: WithdrawStatus;
    memberId?: bigint;
    set: UpdateObject<Database, 'withdrawals'>;
  },
) =>
  db
    .updateTable('withdrawals')
    .set(input.set)
    .where('merchant_id', '=', input.merchantId)
    .where('id', '=', input.id)
    .where('status', '=', input.from)
    .$if(input.memberId !== undefined, (qb) => qb.where('member_id', '=', input.memberId!))
    .returning(['id', 'member_id', 'amount'])
    .executeTakeFirst();

/** PENDING → PAID, stamped now, counting down to its automatic receipt; undefined when no longer PENDING. */
export const markPaid = (
  db: Db,
  p: { merchantId: number; id: bigint; autoConfirmMinutes: number; decidedBy: string },
) =>
  transition(db, {
    merchantId: p.merchantId,
    id: p.id,
    from: 'PENDING',
    set: {
      status: 'PAID',
      paid_at: sql<Date>`now()`,
      auto_confirm_at: sql<Date>`now() + make_interval(mins => ${p.autoConfirmMinutes}::int)`,
      decided_by: p.decidedBy,
      decided_at: sql<Date>`now()`,
    },
  });

/**
 * The player's answer to a paid-out withdrawal, stamped now; undefined when it is no longer PAID
 * (the auto-confirm job or a second tab answered first).
 */
export const recordPlayerAnswer = (
  db: Db,
  a: {
    merchantId: number;
    id: bigint;
    memberId: bigint;
    status: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
    receivedAmount: bigint;
    proofImage?: string | undefined;
  },
) =>
  transition(db, {
    merchantId: a.merchantId,
    id: a.id,
    memberId: a.memberId,
    from: 'PAID',
    set: {
      status: a.status,
      received_amount: a.receivedAmount,
      confirmed_at: sql<Date>`now()`,
      ...(a.proofImage !== undefined ? { proof_image: a.proofImage } : {}),
    },
  });

interface ListFilter {
  pageNo: number;
  pageSize: number;
  status?: WithdrawStatus;
  from?: number;
  to?: number;
}

export async function listForMember(db: Db, memberId: bigint, q: ListFilter) {
  const { from, to } = rangeOf(q);
  const base = withCard(db)
    .where('w.member_id', '=', memberId)
    .$if(q.status !== undefined, (qb) => qb.where('w.status', '=', q.status!))
    .$if(from !== undefined, (qb) => qb.where('w.created_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('w.created_at', '<', to!));
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(columns)
    .orderBy('w.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(n) };
}

/** The operator's view of withdrawals: the member, who decided, and what to check before paying. */
const forOperator = (db: Db, merchantId: number) =>
  withCard(db).innerJoin('members as m', 'm.id', 'w.member_id').where('w.merchant_id', '=', merchantId);
const operatorColumns = [
  ...columns,
  'm.username',
  'm.created_at as member_created_at',
  sql<boolean>`w.proof_image is not null`.as('has_proof'),
  decidedByName('w.decided_by').as('decided_by_name'),
  pendingTurnoverGap.as('turnover_gap'),
] as const;
export type OperatorWithdrawalRow = NonNullable<Awaited<ReturnType<typeof findForOperator>>>;

export const findForOperator = (db: Db, merchantId: number, id: bigint) =>
  forOperator(db, merchantId).select(operatorColumns).where('w.id', '=', id).executeTakeFirst();

/** One page for the operator; PENDING reads oldest first unless another order is asked. */
export async function listForOperator(
  db: Db,
  merchantId: number,
  q: ListFilter & { username?: string | undefined; sort?: QueueSort | undefined },
) {
  const base = forOperator(db, merchantId)
    .$if(q.status !== undefined, (qb) => qb.where('w.status', '=', q.status!))
    .$if(!!q.username, (qb) => qb.where('m.username', '=', q.username!.toLowerCase()))
    .where((eb) => eb.and(createdWithin('w.created_at', q)));
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const order = queueOrder(q.sort, q.status === 'PENDING');
  const rows = await base
    .select(operatorColumns)
    .orderBy(order.column === 'amount' ? 'w.amount' : 'w.created_at', order.direction)
    .orderBy('w.id', order.direction)
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(n) };
}

export const findProof = async (db: Db, merchantId: number, id: bigint) =>
  (
    await db
      .selectFrom('withdrawals')
      .select('proof_image')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst()
  )?.proof_image;

/**
 * PAID withdrawals nobody confirmed by their deadline count as received (no refund: the money
 * was paid out). The status guard makes a run after a player's own answer change nothing.
 */
export const autoReceive = (db: Db, now?: Date) =>
  db
    .updateTable('withdrawals')
    .set({
      status: 'AUTO_RECEIVED',
      confirmed_at: now ?? sql<Date>`now()`,
      received_amount: sql<bigint>`amount`,
    })
    .where('status', '=', 'PAID')
    .where('auto_confirm_at', '<=', now ?? sql<Date>`now()`)
    .returning('id')
    .execute();
