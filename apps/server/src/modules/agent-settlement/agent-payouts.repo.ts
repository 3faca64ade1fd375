import { sql } from 'kysely';
import type { ContractKind, PayoutStatus } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../../db/create-db.js';
import type { PassedDownLine } from '../../db/schema-agent-settlement.js';

/** Payout lines: release, holds, and the lists agents and operators read (migration 0027). */

export interface LineRow {
  id: bigint;
  run_id: bigint;
  member_id: bigint;
  agent: string;
  contract_id: bigint | null;
  merchant_id: number;
  kind: ContractKind;
  period: string;
  period_start: Date;
  period_end: Date;
  base: bigint;
  rate_bp: number;
  gross: bigint;
  passed_down: bigint;
  passed_down_lines: PassedDownLine[];
  amount: bigint;
  status: PayoutStatus;
  hold_reason: string | null;
  held_by: string | null;
  paid_at: Date | null;
}

const lines = (db: Db) =>
  db
    .selectFrom('agent_payout_lines as l')
    .innerJoin('agent_settlement_runs as r', 'r.id', 'l.run_id')
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .select([
      'l.id',
      'l.run_id',
      'l.member_id',
      'm.username as agent',
      'l.contract_id',
      'r.merchant_id',
      'r.kind',
      'r.period',
      'r.period_start',
      'r.period_end',
      'l.base',
      'l.rate_bp',
      'l.gross',
      'l.passed_down',
      'l.passed_down_lines',
      'l.amount',
      'l.status',
      'l.hold_reason',
      // held by `operator:<id>`: shown by name
      sql<string | null>`coalesce((select o.username from operators o
        where concat('operator:', o.id) = l.held_by), l.held_by)`.as('held_by'),
      'l.paid_at',
    ]);

/** PENDING lines whose run's release time has come, oldest first, locked (others' locks skipped). */
export const lockDueLines = (db: Db, now: Date, limit: number) =>
  lines(db)
    .where('l.status', '=', 'PENDING')
    .where('r.release_at', '<=', now)
    .orderBy('l.id')
    .limit(limit)
    .forUpdate('l')
    .skipLocked()
    .execute() as Promise<LineRow[]>;

export const lockLine = (db: Db, merchantId: number, id: bigint) =>
  lines(db)
    .where('l.id', '=', id)
    .where('r.merchant_id', '=', merchantId)
    .forUpdate('l')
    .executeTakeFirst() as Promise<LineRow | undefined>;

export const findLine = (db: Db, merchantId: number, id: bigint) =>
  lines(db).where('l.id', '=', id).where('r.merchant_id', '=', merchantId).executeTakeFirst() as Promise<
    LineRow | undefined
  >;

/** Marks lines PAID with their transfers (null: a line of 0 moves no money), in one statement. */
export async function markPaid(
  db: Db,
  paid: { id: bigint; transferId: bigint | null }[],
  at: Date,
): Promise<void> {
  if (paid.length === 0) return;
  await sql`
    update agent_payout_lines l set status = 'PAID', transfer_id = v.transfer_id, paid_at = ${at}
    from unnest(${`{${paid.map((p) => p.id).join(',')}}`}::bigint[],
                ${`{${paid.map((p) => p.transferId ?? 'NULL').join(',')}}`}::bigint[]) as v(id, transfer_id)
    where l.id = v.id`.execute(db);
}

export async function setHold(
  db: Db,
  id: bigint,
  hold: { status: 'HELD' | 'PENDING'; reason: string | null; by: string | null },
): Promise<void> {
  await db
    .updateTable('agent_payout_lines')
    .set({ status: hold.status, hold_reason: hold.reason, held_by: hold.by })
    .where('id', '=', id)
    .execute();
}

/** One agent's lines, newest period first, with the page's total amount. */
export async function memberLines(
  db: Db,
  q: { memberId: bigint; kind?: ContractKind; from?: Date; to?: Date; offset: number; limit: number },
) {
  const where = lines(db)
    .where('l.member_id', '=', q.memberId)
    .$if(!!q.kind, (w) => w.where('r.kind', '=', q.kind!))
    .$if(!!q.from, (w) => w.where('r.period_end', '>', q.from!))
    .$if(!!q.to, (w) => w.where('r.period_start', '<', q.to!));
  const [rows, totals] = await Promise.all([
    where.orderBy('r.period_end', 'desc').orderBy('l.id', 'desc').offset(q.offset).limit(q.limit).execute(),
    where
      .clearSelect()
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(l.amount), 0)`.as('amount')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as LineRow[], count: Number(totals.count), total: BigInt(totals.amount) };
}

/** A run's lines for the operator. */
export async function runLines(
  db: Db,
  q: { merchantId: number; runId: bigint; status?: PayoutStatus; offset: number; limit: number },
) {
  const where = lines(db)
    .where('r.merchant_id', '=', q.merchantId)
    .where('l.run_id', '=', q.runId)
    .$if(!!q.status, (w) => w.where('l.status', '=', q.status!));
  const [rows, count] = await Promise.all([
    where.orderBy('l.amount', 'desc').orderBy('l.id').offset(q.offset).limit(q.limit).execute(),
    where
      .clearSelect()
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as LineRow[], count: Number(count.count) };
}

/** Runs with their lines' totals per status. */
export async function listRuns(
  db: Db,
  q: { merchantId: number; kind?: ContractKind; from?: Date; to?: Date; offset: number; limit: number },
) {
  const where = db
    .selectFrom('agent_settlement_runs as r')
    .where('r.merchant_id', '=', q.merchantId)
    .$if(!!q.kind, (w) => w.where('r.kind', '=', q.kind!))
    .$if(!!q.from, (w) => w.where('r.period_end', '>', q.from!))
    .$if(!!q.to, (w) => w.where('r.period_start', '<', q.to!));
  const sum = (status: PayoutStatus) =>
    sql<string>`coalesce(sum(l.amount) filter (where l.status = ${status}), 0)`;
  const count = (status: PayoutStatus) => sql<string>`count(l.id) filter (where l.status = ${status})`;
  const [rows, total] = await Promise.all([
    where
      .leftJoin('agent_payout_lines as l', 'l.run_id', 'r.id')
      .select([
        'r.id',
        'r.kind',
        'r.period',
        'r.period_start',
        'r.period_end',
        'r.settled_at',
        'r.release_at',
        sql<string>`count(l.id)`.as('lines'),
        sql<string>`coalesce(sum(l.amount), 0)`.as('total'),
        count('PENDING').as('pending'),
        count('HELD').as('held'),
        sum('HELD').as('held_amount'),
        count('PAID').as('paid'),
        sum('PAID').as('paid_amount'),
      ])
      .groupBy('r.id')
      .orderBy('r.period_end', 'desc')
      .orderBy('r.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    where.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
