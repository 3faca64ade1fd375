import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { call } from '../../test/identity-client.js';
import {
  FAKE_PNG_DATA_URL,
  JPG_DATA_URL,
  auditCount,
  expectLedgerSound,
  fund,
  mainBalance,
  memberIdOf,
  memberToken,
  newRequestId,
  snapshot,
  supportOperatorToken,
} from '../../test/wallet-client.js';
import { createTestApp, operatorToken, TEST_OPERATOR, type TestContext } from '../../test/test-app.js';
import { accountBalance } from '../ledger/ledger.service.js';
import { house } from '../ledger/ledger-accounts.js';
import { autoConfirmWithdrawals } from './withdraw-payout.service.js';

let t: TestContext;
let token: string;
let ops: string;
let memberId: bigint;
let merchantId: number;
let cardId: number;

let ipSeq = 0;
const ip = () => `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  ops = await operatorToken(t.app);
  const added = await call(
    t.app,
    'addBankCard',
    {
      bankName: 'BDO',
      accountName: 'Down One',
      accountNumber: '5566778899',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    { token },
  );
  cardId = added.json().value.id;
  await fund(t.db, memberId, 5_000_000n);
});
afterAll(() => t.close());

async function pending(amount = 200) {
  const res = await call(
    t.app,
    'withdraw',
    { requestId: newRequestId(), bankCardId: cardId, amount, paymentPassword: DEMO_PAYMENT_PASSWORD },
    { token, ip: ip() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}
const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = ops) =>
  t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
const pay = (id: number) => opsCall('POST', '/ops/withdrawals/pay', { id });
const confirm = (body: Record<string, unknown>, as = token) =>
  call(t.app, 'withdrawConfirm', body, { token: as, ip: ip() });
const paidOut = () => accountBalance(t.db, merchantId, house('PAID_OUT'));

describe('operator pay-out and reject', () => {
  it('pay moves payable to paid-out (not the member), sets the auto-confirm time, once, audited', async () => {
    const id = await pending(200);
    const balance = await mainBalance(t.db, memberId);
    const out = await paidOut();
    const audits = await auditCount(t.db);
    const res = await pay(id);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ status: 'PAID', paidAt: expect.any(Number) });
    expect(v.autoConfirmAt - v.paidAt).toBe(1440 * 60_000);
    expect(await mainBalance(t.db, memberId)).toBe(balance);
    expect(await paidOut()).toBe(out + 20_000n);
    expect(await auditCount(t.db)).toBe(audits + 1);

    const twice = await Promise.all([pay(id), opsCall('POST', '/ops/withdrawals/reject', { id })]);
    for (const r of twice)
      expect(r.json()).toMatchObject({
        errorCode: 'operator.already.handled',
        value: { by: TEST_OPERATOR.username, status: 'PAID', at: v.paidAt },
      });
    expect(await paidOut()).toBe(out + 20_000n);
    await expectLedgerSound(t.db);
  });

  it('reject gives the money back to the main wallet with the reason; racing decisions decide once', async () => {
    const id = await pending(300);
    const balance = await mainBalance(t.db, memberId);
    const answers = await Promise.all([
      opsCall('POST', '/ops/withdrawals/reject', { id, reason: 'account name differs' }),
      opsCall('POST', '/ops/withdrawals/reject', { id }),
      pay(id),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const won = answers.find((r) => r.statusCode === 200)!.json().value;
    expect(await mainBalance(t.db, memberId)).toBe(won.status === 'REJECTED' ? balance + 30_000n : balance);
    const refund = await t.db
      .selectFrom('ledger_transfers')
      .select('type')
      .where('reference', '=', `W${id}`)
      .execute();
    expect(refund.map((r) => r.type).sort()).toEqual(
      won.status === 'REJECTED' ? ['WITHDRAW', 'WITHDRAW_REFUND'] : ['WITHDRAW', 'WITHDRAW_PAID'],
    );
    await expectLedgerSound(t.db);
  });

  it('refuses unknown ids and the read-only role; lists by status and username with the full account number', async () => {
    const id = await pending();
    const before = await snapshot(t.db, memberId);
    expect((await pay(987_654)).json().errorCode).toBe('withdrawal.not.found');
    const support = await supportOnce();
    expect((await opsCall('POST', '/ops/withdrawals/pay', { id }, support)).statusCode).toBe(403);
    expect((await opsCall('POST', '/ops/withdrawals/reject', { id }, support)).statusCode).toBe(403);
    expect(await snapshot(t.db, memberId)).toEqual(before);

    const list = (
      await opsCall(
        'GET',
        `/ops/withdrawals?status=PENDING&username=${DEMO_ACCOUNTS.downlines[0]}`,
        undefined,
        support,
      )
    ).json().value;
    expect(list.list.find((w: { id: number }) => w.id === id)).toMatchObject({
      status: 'PENDING',
      accountNumber: '5566778899',
      username: DEMO_ACCOUNTS.downlines[0],
    });
    expect(list.list.every((w: { status: string }) => w.status === 'PENDING')).toBe(true);
  });
});

describe('player confirmation', () => {
  it('RECEIVED closes a paid withdrawal; a second answer is refused', async () => {
    const id = await pending();
    expect((await confirm({ withdrawalId: id, result: 'RECEIVED' })).json()).toMatchObject({
      errorCode: 'withdrawal.state.invalid',
      value: { status: 'PENDING' },
    });
    await pay(id);
    const res = await confirm({ withdrawalId: id, result: 'RECEIVED' });
    expect(res.json().value).toMatchObject({
      status: 'RECEIVED',
      receivedAmount: 200,
      remainingAmount: 0,
      autoConfirmAt: null,
    });
    expect((await confirm({ withdrawalId: id, result: 'PARTIAL', receivedAmount: 1 })).json().errorCode).toBe(
      'withdrawal.state.invalid',
    );
  });

  it('PARTIAL records what arrived and what remains; not the whole amount or more', async () => {
    const id = await pending(500);
    await pay(id);
    const before = await snapshot(t.db, memberId);
    for (const receivedAmount of [500, 500.01]) {
      expect((await confirm({ withdrawalId: id, result: 'PARTIAL', receivedAmount })).json().errorCode).toBe(
        'received.amount.invalid',
      );
    }
    for (const receivedAmount of [0, -1, 1.234]) {
      expect((await confirm({ withdrawalId: id, result: 'PARTIAL', receivedAmount })).json().errorCode).toBe(
        'request_param_err',
      );
    }
    const res = await confirm({ withdrawalId: id, result: 'PARTIAL', receivedAmount: 320.5 });
    expect(res.json().value).toMatchObject({
      status: 'PARTIAL',
      receivedAmount: 320.5,
      remainingAmount: 179.5,
    });
    // The answer moves no money: the operator follows up on what is missing.
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('NOT_RECEIVED needs a real png or jpg proof, which the operator can read', async () => {
    const id = await pending();
    await pay(id);
    expect((await confirm({ withdrawalId: id, result: 'NOT_RECEIVED' })).json().errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await confirm({ withdrawalId: id, result: 'NOT_RECEIVED', proofImage: FAKE_PNG_DATA_URL })).json()
        .errorCode,
    ).toBe('field.invalid');
    const res = await confirm({ withdrawalId: id, result: 'NOT_RECEIVED', proofImage: JPG_DATA_URL });
    expect(res.json().value).toMatchObject({
      status: 'NOT_RECEIVED',
      receivedAmount: 0,
      remainingAmount: 200,
    });
    expect((await opsCall('GET', `/ops/withdrawals/proof?id=${id}`)).json().value).toEqual({
      proofImage: JPG_DATA_URL,
    });
    const row = (await opsCall('GET', '/ops/withdrawals?status=NOT_RECEIVED')).json().value.list[0];
    expect(row).toMatchObject({ id, hasProof: true });
    expect(row).not.toHaveProperty('proofImage');
  });

  it('another player cannot answer for this withdrawal', async () => {
    const id = await pending();
    await pay(id);
    const other = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    expect((await confirm({ withdrawalId: id, result: 'RECEIVED' }, other)).json().errorCode).toBe(
      'withdrawal.not.found',
    );
    expect(
      (
        await t.db
          .selectFrom('withdrawals')
          .select('status')
          .where('id', '=', BigInt(id))
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('PAID');
  });

  it('unanswered pay-outs count as received after the deadline, without a refund', async () => {
    const id = await pending();
    await pay(id);
    const balance = await mainBalance(t.db, memberId);
    expect(await autoConfirmWithdrawals(t.db)).toBe(0);
    const later = new Date(Date.now() + 1441 * 60_000);
    expect(await autoConfirmWithdrawals(t.db, later)).toBeGreaterThanOrEqual(1);
    const record = (await call(t.app, 'withdrawRecords', undefined, { token }))
      .json()
      .value.list.find((w: { id: number }) => w.id === id);
    expect(record).toMatchObject({ status: 'AUTO_RECEIVED', remainingAmount: 0 });
    expect(await mainBalance(t.db, memberId)).toBe(balance);
    expect((await confirm({ withdrawalId: id, result: 'RECEIVED' })).json().errorCode).toBe(
      'withdrawal.state.invalid',
    );
    await expectLedgerSound(t.db);
  });
});

describe('money settings', () => {
  it('reads and changes the withdrawal settings, audited; refuses min above max and the read-only role', async () => {
    const current = (await opsCall('GET', '/ops/money/settings')).json().value;
    expect(current).toEqual({
      withdrawMin: 100,
      withdrawMax: 50_000,
      autoConfirmMinutes: 1440,
      maxBankCards: 5,
    });
    const next = { withdrawMin: 50, withdrawMax: 1000, autoConfirmMinutes: 30, maxBankCards: 3 };
    const audits = await auditCount(t.db);
    expect((await opsCall('PUT', '/ops/money/settings', next)).json().value).toEqual(next);
    expect(await auditCount(t.db)).toBe(audits + 1);
    expect((await call(t.app, 'withdrawSettings', undefined, { token })).json().value).toMatchObject({
      minAmount: 50,
      maxAmount: 1000,
      autoConfirmMinutes: 30,
    });
    expect(
      (await opsCall('PUT', '/ops/money/settings', { ...next, withdrawMin: 2000 })).json().errorCode,
    ).toBe('request_param_err');
    expect(
      (await opsCall('PUT', '/ops/money/settings', { ...next, autoConfirmMinutes: 0 })).json().errorCode,
    ).toBe('request_param_err');
    expect(
      (await opsCall('PUT', '/ops/money/settings', { ...next, withdrawMin: 1.001 })).json().errorCode,
    ).toBe('request_param_err');
    const support = await supportOnce();
    expect((await opsCall('PUT', '/ops/money/settings', next, support)).statusCode).toBe(403);
    expect((await opsCall('GET', '/ops/money/settings')).json().value).toEqual(next);

    // The new deadline applies to the next pay-out.
    const id = await pending(60);
    const paid = (await pay(id)).json().value;
    expect(paid.autoConfirmAt - paid.paidAt).toBe(30 * 60_000);
  });
});

let supportToken: string | undefined;
async function supportOnce() {
  supportToken ??= await supportOperatorToken(t.app, t.db);
  return supportToken;
}
