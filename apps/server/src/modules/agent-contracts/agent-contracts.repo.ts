import type { ContractKind, ContractState, ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../../db/create-db.js';

/** A contract with both sides' usernames (what the wire shows). */
export interface ContractRow {
  id: bigint;
  merchant_id: number;
  kind: ContractKind;
  state: ContractState;
  upline_id: bigint;
  member_id: bigint;
  upline: string;
  downline: string;
  terms: ContractTerms;
  max_rate_bp: number;
  offered_at: Date;
  decided_at: Date | null;
  ended_at: Date | null;
}

const contracts = (db: Db) =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.member_id')
    .select([
      'c.id',
      'c.merchant_id',
      'c.kind',
      'c.state',
      'c.upline_id',
      'c.member_id',
      'u.username as upline',
      'd.username as downline',
      'c.terms',
      'c.max_rate_bp',
      'c.offered_at',
      'c.decided_at',
      'c.ended_at',
    ]);

export interface MemberRef {
  id: bigint;
  username: string;
  type: number;
  upline_id: bigint | null;
}

/** A member of the merchant by username, locked: offers and accepts on one member run one at a time. */
export const lockMemberByName = (db: Db, merchantId: number, username: string) =>
  db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'upline_id'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .forUpdate()
    .executeTakeFirst();

export const memberByName = (db: Db, merchantId: number, username: string) =>
  db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'upline_id'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirst();

export const lockMember = (db: Db, id: bigint) =>
  db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'upline_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const findMember = (db: Db, id: bigint) =>
  db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'upline_id'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Locks one contract row, then reads it with the usernames. */
export async function lockContract(db: Db, merchantId: number, id: bigint): Promise<ContractRow | undefined> {
  const locked = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
  return locked ? findContract(db, merchantId, id) : undefined;
}

export const findContract = (db: Db, merchantId: number, id: bigint): Promise<ContractRow | undefined> =>
  contracts(db).where('c.id', '=', id).where('c.merchant_id', '=', merchantId).executeTakeFirst();

/** The member's contract of a kind in a state (at most one PENDING and one ACTIVE exist). */
export const contractOf = (db: Db, memberId: bigint, kind: ContractKind, state: 'PENDING' | 'ACTIVE') =>
  contracts(db)
    .where('c.member_id', '=', memberId)
    .where('c.kind', '=', kind)
    .where('c.state', '=', state)
    .executeTakeFirst();

/** Contracts of the member (received) or given by it, in the states asked for. */
export const contractsWith = (
  db: Db,
  side: 'received' | 'given',
  memberId: bigint,
  states: readonly ContractState[],
  kind?: ContractKind,
) => {
  let q = contracts(db)
    .where(side === 'received' ? 'c.member_id' : 'c.upline_id', '=', memberId)
    .where('c.state', 'in', states);
  if (kind) q = q.where('c.kind', '=', kind);
  return q.orderBy('c.id', 'desc').execute();
};

/** Contracts I gave of a kind, PENDING or ACTIVE, whose highest rate is above `rateBp` (locked). */
export async function givenAbove(db: Db, uplineId: bigint, kind: ContractKind, rateBp: number) {
  const ids = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('upline_id', '=', uplineId)
    .where('kind', '=', kind)
    .where('state', 'in', ['PENDING', 'ACTIVE'])
    .where('max_rate_bp', '>', rateBp)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (ids.length === 0) return [];
  return contracts(db)
    .where(
      'c.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('c.id')
    .execute();
}

export interface ContractFilter {
  merchantId: number;
  uplineId?: bigint | undefined;
  memberId?: bigint | undefined;
  /** Upline or downline username, exact. */
  username?: string | undefined;
  kind?: ContractKind | undefined;
  state?: ContractState | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** One page of contracts, newest first, with the count of all that match. */
export async function listContracts(db: Db, f: ContractFilter, page: { limit: number; offset: number }) {
  let q = contracts(db).where('c.merchant_id', '=', f.merchantId);
  if (f.uplineId !== undefined) q = q.where('c.upline_id', '=', f.uplineId);
  if (f.memberId !== undefined) q = q.where('c.member_id', '=', f.memberId);
  if (f.username !== undefined) {
    const name = f.username;
    q = q.where((eb) => eb.or([eb('u.username', '=', name), eb('d.username', '=', name)]));
  }
  if (f.kind) q = q.where('c.kind', '=', f.kind);
  if (f.state) q = q.where('c.state', '=', f.state);
  if (f.from) q = q.where('c.offered_at', '>=', f.from);
  if (f.to) q = q.where('c.offered_at', '<', f.to);
  const [list, count] = await Promise.all([
    q.orderBy('c.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export async function insertContract(
  db: Db,
  c: {
    merchantId: number;
    kind: ContractKind;
    uplineId: bigint;
    memberId: bigint;
    terms: ContractTerms;
    maxRateBp: number;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('agent_contracts')
    .values({
      merchant_id: c.merchantId,
      kind: c.kind,
      upline_id: c.uplineId,
      member_id: c.memberId,
      terms: JSON.stringify(c.terms),
      max_rate_bp: c.maxRateBp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a contract to a state; `decided` stamps the downline's answer, `ended` the end of an active one. */
export async function setState(
  db: Db,
  id: bigint,
  state: ContractState,
  stamp: { decided?: boolean; ended?: boolean } = {},
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('agent_contracts')
    .set({
      state,
      ...(stamp.decided ? { decided_at: now } : {}),
      ...(stamp.ended ? { ended_at: now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function insertEvent(
  db: Db,
  e: { contractId: bigint; state: ContractState; actor: string; note?: string | null },
): Promise<void> {
  await db
    .insertInto('agent_contract_events')
    .values({ contract_id: e.contractId, state: e.state, actor: e.actor, note: e.note ?? null })
    .execute();
}

export const contractEvents = (db: Db, contractId: bigint) =>
  db
    .selectFrom('agent_contract_events')
    .select(['state', 'actor', 'note', 'at'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
