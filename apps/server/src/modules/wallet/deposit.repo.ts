import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import { rangeOf } from '../../shared/paging.js';
import { createdWithin, decidedByName, queueOrder } from './operator-queues.repo.js';
import type { QueueSort } from '@bet/contracts/operator/operator-money';

/** A deposit with its channel's name and type: what records and decisions need. */
const depositColumns = [
  'd.id',
  'd.merchant_id',
  'd.member_id',
  'd.channel_id',
  'd.amount',
  'd.status',
  'd.reference',
  'd.request_key',
  'd.created_at',
  'd.completed_at',
  'd.decided_by',
  'c.name as channel_name',
  'c.type as channel_type',
] as const;

const withChannel = (db: Db) =>
  db.selectFrom('deposits as d').innerJoin('deposit_channels as c', 'c.id', 'd.channel_id');

export type DepositRow = Awaited<ReturnType<typeof findDeposit>> & object;

export const listChannels = (db: Db, merchantId: number) =>
  db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findChannel = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();

export async function countSuccessful(db: Db, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'SUCCESS')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findDeposit = (db: Db, merchantId: number, id: bigint) =>
  withChannel(db)
    .select(depositColumns)
    .where('d.merchant_id', '=', merchantId)
    .where('d.id', '=', id)
    .executeTakeFirst();

export const findByRequestKey = (db: Db, merchantId: number, requestKey: string) =>
  withChannel(db)
    .select([...depositColumns, 'd.receipt_image'])
    .where('d.merchant_id', '=', merchantId)
    .where('d.request_key', '=', requestKey)
    .executeTakeFirst();

/** Inserts a new PENDING deposit; undefined when its request key was used before (a retry). */
export const insertPending = (
  db: Db,
  row: {
    merchantId: number;
    memberId: bigint;
    channelId: number;
    amount: bigint;
    reference: string | null;
    receiptImage: string | null;
    requestKey: string;
  },
) =>
  db
    .insertInto('deposits')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      channel_id: row.channelId,
      amount: row.amount,
      status: 'PENDING',
      reference: row.reference,
      receipt_image: row.receiptImage,
      request_key: row.requestKey,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst();

/**
 * PENDING → SUCCESS or REJECTED. The `status = 'PENDING'` guard makes the decision once: a second
 * confirm (double click, a replayed callback, two operators) changes no row and posts nothing.
 */
export const decidePending = (
  db: Db,
  input: {
    merchantId: number;
    id: bigint;
    status: 'SUCCESS' | 'REJECTED';
    decidedBy: string;
    reference?: string;
  },
) =>
  db
    .updateTable('deposits')
    .set({
      status: input.status,
      completed_at: sql<Date>`now()`,
      decided_by: input.decidedBy,
      ...(input.reference ? { reference: input.reference } : {}),
    })
    .where('merchant_id', '=', input.merchantId)
    .where('id', '=', input.id)
    .where('status', '=', 'PENDING')
    .returning(['id', 'member_id', 'amount'])
    .executeTakeFirst();

interface ListFilter {
  pageNo: number;
  pageSize: number;
  status?: 'PENDING' | 'SUCCESS' | 'REJECTED';
  from?: number;
  to?: number;
}

/** One page of a member's deposits, newest first. */
export async function listForMember(db: Db, memberId: bigint, q: ListFilter) {
  const { from, to } = rangeOf(q);
  const base = withChannel(db)
    .where('d.member_id', '=', memberId)
    .$if(q.status !== undefined, (qb) => qb.where('d.status', '=', q.status!))
    .$if(from !== undefined, (qb) => qb.where('d.created_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('d.created_at', '<', to!));
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(depositColumns)
    .orderBy('d.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(n) };
}

/**
 * One page of a merchant's deposits for the operator, with the member's name and who decided; no
 * images. PENDING reads oldest first unless another order is asked.
 */
export async function listForOperator(
  db: Db,
  merchantId: number,
  q: ListFilter & { username?: string | undefined; sort?: QueueSort | undefined },
) {
  const base = withChannel(db)
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .where('d.merchant_id', '=', merchantId)
    .$if(q.status !== undefined, (qb) => qb.where('d.status', '=', q.status!))
    .$if(!!q.username, (qb) => qb.where('m.username', '=', q.username!.toLowerCase()))
    .where((eb) => eb.and(createdWithin('d.created_at', q)));
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const order = queueOrder(q.sort, q.status === 'PENDING');
  const rows = await base
    .select([
      ...depositColumns,
      'm.username',
      sql<boolean>`d.receipt_image is not null`.as('has_receipt'),
      decidedByName('d.decided_by').as('decided_by_name'),
    ])
    .orderBy(order.column === 'amount' ? 'd.amount' : 'd.created_at', order.direction)
    .orderBy('d.id', order.direction)
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(n) };
}

export const findReceipt = async (db: Db, merchantId: number, id: bigint) =>
  (
    await db
      .selectFrom('deposits')
      .select('receipt_image')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst()
  )?.receipt_image;

/** The page of the demo gateway needs the deposit and its merchant before any merchant context exists. */
export const findForGatewayPage = (db: Db, id: bigint) =>
  db
    .selectFrom('deposits as d')
    .innerJoin('merchants as mc', 'mc.id', 'd.merchant_id')
    .select([
      'd.id',
      'd.amount',
      'd.status',
      'mc.code as merchant_code',
      'mc.name as merchant_name',
      'mc.currency_symbol',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
