import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/create-db.js';
import { DEMO_PASSWORD } from '../seed/demo-members.js';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { house, mainWallet, move } from '../modules/ledger/ledger-accounts.js';
import { accountBalance, postTransfer } from '../modules/ledger/ledger.service.js';
import { hashPassword } from '../modules/identity/password.js';
import { insertOperator } from '../modules/operator/operator.repo.js';
import { call, login } from './identity-client.js';

/** Helpers of the deposit and withdrawal tests: who, how much, and "nothing changed". */

export const merchantIdOf = async (db: Db) =>
  (await db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;

export const memberIdOf = async (db: Db, username: string) =>
  BigInt(
    (await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id,
  );

export async function memberToken(app: App, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await login(app, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}

export const trialToken = async (app: App) =>
  (await call(app, 'freePlay', { platform: 'W' })).json().value.token as string;

export const mainBalance = async (db: Db, memberId: bigint) =>
  accountBalance(db, await merchantIdOf(db), mainWallet(memberId));

let fundSeq = 0;
/** Credits a member's main wallet through the ledger, as a confirmed deposit would. */
export async function fund(db: Db, memberId: bigint, minor: bigint): Promise<void> {
  await postTransfer(db, {
    merchantId: await merchantIdOf(db),
    key: `test-fund:${memberId}:${++fundSeq}:${Date.now()}`,
    type: 'DEPOSIT',
    memberId,
    postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(memberId), minor),
  });
}

const count = async (
  db: Db,
  table: 'ledger_transfers' | 'deposits' | 'withdrawals' | 'bank_cards' | 'audit_log',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What a refused call must leave untouched: the member's balance and every money table's row count. */
export async function snapshot(db: Db, memberId: bigint) {
  return {
    balance: await mainBalance(db, memberId),
    transfers: await count(db, 'ledger_transfers'),
    deposits: await count(db, 'deposits'),
    withdrawals: await count(db, 'withdrawals'),
    bankCards: await count(db, 'bank_cards'),
  };
}

/** Asserts the ledger's invariants hold. */
export async function expectLedgerSound(db: Db): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}

export const auditCount = (db: Db) => count(db, 'audit_log');

let requestSeq = 0;
export const newRequestId = () => `req-${Date.now().toString(36)}-${++requestSeq}`;

/** A tiny real png (1×1) and jpg header as data URLs. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const JPG_DATA_URL = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64')}`;
/** Says png, holds text: must be refused by the magic-number check. */
export const FAKE_PNG_DATA_URL = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;

/** An operator with the read-only `support` role, logged in. */
export async function supportOperatorToken(app: App, db: Db): Promise<string> {
  const password = 'support operator pass 1';
  await insertOperator(db, {
    username: 'ops-support',
    passwordHash: await hashPassword(password),
    role: 'support',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/ops/session/login',
    payload: { username: 'ops-support', password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}
