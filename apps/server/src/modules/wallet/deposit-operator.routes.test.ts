import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { call } from '../../test/identity-client.js';
import {
  PNG_DATA_URL,
  auditCount,
  expectLedgerSound,
  mainBalance,
  memberIdOf,
  memberToken,
  newRequestId,
  snapshot,
  supportOperatorToken,
} from '../../test/wallet-client.js';
import { createTestApp, operatorToken, TEST_OPERATOR, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let token: string;
let ops: string;
let memberId: bigint;
let offline: { id: number; minAmount: number };

beforeAll(async () => {
  t = await createTestApp();
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[1]);
  ops = await operatorToken(t.app);
  const channels = (await call(t.app, 'depositChannels', undefined, { token })).json().value.channels as {
    id: number;
    minAmount: number;
    type: string;
  }[];
  offline = channels.find((c) => c.type === 'OFFLINE')!;
});
afterAll(() => t.close());

async function offlineDeposit(extra: Record<string, unknown> = {}) {
  const res = await call(
    t.app,
    'deposit',
    {
      requestId: newRequestId(),
      channelId: offline.id,
      amount: offline.minAmount,
      reference: 'BANK-1',
      ...extra,
    },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number };
}

const opsCall = (method: 'GET' | 'POST', url: string, payload?: object, auth = ops) =>
  t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

describe('operator deposits', () => {
  it('confirm credits the member once and is audited; a second confirm changes nothing', async () => {
    const d = await offlineDeposit();
    const before = await mainBalance(t.db, memberId);
    const audits = await auditCount(t.db);
    const res = await opsCall('POST', '/ops/deposits/confirm', { id: d.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ id: d.id, status: 'SUCCESS', completedAt: expect.any(Number) });
    expect(await mainBalance(t.db, memberId)).toBe(before + BigInt(offline.minAmount * 100));

    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('reference', '=', `D${d.id}`)
      .execute();
    expect(transfer).toMatchObject([{ type: 'DEPOSIT', member_id: memberId }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_type: 'operator',
      action: 'deposit.confirm',
      merchant_id: expect.any(Number),
    });
    expect(audit.detail).toMatchObject({ depositId: String(d.id) });

    const again = await opsCall('POST', '/ops/deposits/confirm', { id: d.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'operator.already.handled',
      value: { by: TEST_OPERATOR.username, status: 'SUCCESS', at: expect.any(Number) },
    });
    expect((await opsCall('POST', '/ops/deposits/reject', { id: d.id })).json().errorCode).toBe(
      'operator.already.handled',
    );
    expect(await mainBalance(t.db, memberId)).toBe(before + BigInt(offline.minAmount * 100));
    expect(await auditCount(t.db)).toBe(audits + 1);
    await expectLedgerSound(t.db);
  });

  it('parallel confirms of one deposit post exactly one transfer', async () => {
    const d = await offlineDeposit();
    const before = await mainBalance(t.db, memberId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => opsCall('POST', '/ops/deposits/confirm', { id: d.id })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().errorCode === 'operator.already.handled')).toHaveLength(5);
    expect(await mainBalance(t.db, memberId)).toBe(before + BigInt(offline.minAmount * 100));
    await expectLedgerSound(t.db);
  });

  it('reject moves nothing and is audited with the reason', async () => {
    const d = await offlineDeposit();
    const before = await snapshot(t.db, memberId);
    const res = await opsCall('POST', '/ops/deposits/reject', { id: d.id, reason: 'no money arrived' });
    expect(res.json().value.status).toBe('REJECTED');
    expect(await snapshot(t.db, memberId)).toEqual(before);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'deposit.reject', detail: { reason: 'no money arrived' } });
    expect((await opsCall('POST', '/ops/deposits/confirm', { id: d.id })).json()).toMatchObject({
      errorCode: 'operator.already.handled',
      value: { status: 'REJECTED' },
    });
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('refuses unknown ids, bad bodies, no session and the read-only role', async () => {
    const d = await offlineDeposit();
    const before = await snapshot(t.db, memberId);
    expect((await opsCall('POST', '/ops/deposits/confirm', { id: 987_654 })).json().errorCode).toBe(
      'deposit.not.found',
    );
    expect((await opsCall('POST', '/ops/deposits/confirm', { id: -1 })).json().errorCode).toBe(
      'request_param_err',
    );
    expect((await opsCall('POST', '/ops/deposits/confirm', { id: d.id }, 'nope')).statusCode).toBe(401);
    // A player's token is not an operator's.
    expect((await opsCall('POST', '/ops/deposits/confirm', { id: d.id }, token)).statusCode).toBe(401);
    const support = await supportOperatorToken(t.app, t.db);
    const refused = await opsCall('POST', '/ops/deposits/confirm', { id: d.id }, support);
    expect(refused.statusCode).toBe(403);
    expect((await opsCall('GET', '/ops/deposits?status=PENDING', undefined, support)).statusCode).toBe(200);
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('lists by status and username, without images; the receipt comes on its own', async () => {
    const d = await offlineDeposit({ receiptImage: PNG_DATA_URL });
    const pending = (
      await opsCall(
        'GET',
        `/ops/deposits?status=PENDING&username=${DEMO_ACCOUNTS.downlines[1].toUpperCase()}`,
      )
    ).json().value;
    expect(pending.list.length).toBeGreaterThan(0);
    expect(
      pending.list.every(
        (r: { status: string; username: string }) =>
          r.status === 'PENDING' && r.username === DEMO_ACCOUNTS.downlines[1],
      ),
    ).toBe(true);
    const row = pending.list.find((r: { id: number }) => r.id === d.id);
    expect(row).toMatchObject({
      hasReceipt: true,
      reference: 'BANK-1',
      type: 'OFFLINE',
      amount: offline.minAmount,
    });
    expect(row).not.toHaveProperty('receiptImage');
    expect((await opsCall('GET', '/ops/deposits?username=nobody')).json().value).toMatchObject({
      list: [],
      totalCount: 0,
    });
    expect((await opsCall('GET', '/ops/deposits?status=NOPE')).json().errorCode).toBe('request_param_err');

    expect((await opsCall('GET', `/ops/deposits/receipt?id=${d.id}`)).json().value).toEqual({
      receiptImage: PNG_DATA_URL,
    });
    expect((await opsCall('GET', '/ops/deposits/receipt?id=987654')).json().errorCode).toBe(
      'deposit.not.found',
    );
  });
});
