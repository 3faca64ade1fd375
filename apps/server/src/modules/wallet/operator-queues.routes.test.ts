import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { call } from '../../test/identity-client.js';
import { addScriptedVendor, type ScriptedVendor } from '../../test/scripted-vendor.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import {
  expectLedgerSound,
  fund,
  mainBalance,
  memberIdOf,
  memberToken,
  newRequestId,
  snapshot,
  supportOperatorToken,
} from '../../test/wallet-client.js';
import { accountBalance } from '../ledger/ledger.service.js';
import { house } from '../ledger/ledger-accounts.js';

/** Issue 13 item 5: the money queues — one decision per item, warnings, vendor transfers, roles. */
let t: TestContext;
let admin: string;
let cashier1: string;
let cashier2: string;
let support: string;
let flaky: ScriptedVendor;
let merchantId: number;
let memberId: bigint;
let token: string;
let cardId: number;

let ipSeq = 0;
const ip = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const player = DEMO_ACCOUNTS.downlines[0];

beforeAll(async () => {
  const registry = new VendorRegistry();
  t = await createTestApp({ OPERATOR_TWO_FACTOR: 'optional' }, { vendors: registry });
  flaky = await addScriptedVendor(t.db, registry, {
    code: 'QFLAKY',
    name: 'Queue Flaky',
    accountTypeId: 2101,
  });
  admin = await operatorToken(t.app);
  cashier1 = await operatorTokenWithRole(t.app, admin, 'finance', 'cashier1');
  cashier2 = await operatorTokenWithRole(t.app, admin, 'finance', 'cashier2');
  support = await supportOperatorToken(t.app, t.db);
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  memberId = await memberIdOf(t.db, player);
  token = await memberToken(t.app, player);
  const added = await call(
    t.app,
    'addBankCard',
    {
      bankName: 'BPI',
      accountName: 'Down One',
      accountNumber: '1234509876',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    { token },
  );
  cardId = added.json().value.id;
  await fund(t.db, memberId, 5_000_000n);
});
afterAll(() => t.close());

const ops = (method: 'GET' | 'POST', url: string, auth: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

async function pendingWithdrawal(amount = 150) {
  const res = await call(
    t.app,
    'withdraw',
    { requestId: newRequestId(), bankCardId: cardId, amount, paymentPassword: DEMO_PAYMENT_PASSWORD },
    { token, ip: ip() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

async function pendingDeposit(amount = 200) {
  const channels = (await call(t.app, 'depositChannels', undefined, { token })).json().value.channels;
  const offline = channels.find((c: { type: string }) => c.type === 'OFFLINE');
  const res = await call(
    t.app,
    'deposit',
    { requestId: newRequestId(), channelId: offline.id, amount, reference: 'BANK-Q' },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

/** Ages the player's account (created_at is never written by the app). */
const memberCreatedAgo = (ms: number) =>
  sql`update members set created_at = ${new Date(Date.now() - ms)} where id = ${String(memberId)}::bigint`.execute(
    t.db,
  );

const transferTypes = async (reference: string) =>
  (await t.db.selectFrom('ledger_transfers').select('type').where('reference', '=', reference).execute())
    .map((r) => r.type)
    .sort();

describe('one decision per item', () => {
  it('two finance operators pay one withdrawal at once: one wins, the other hears who, money moves once', async () => {
    const id = await pendingWithdrawal(150);
    const paidOut = await accountBalance(t.db, merchantId, house('PAID_OUT'));
    const answers = await Promise.all([
      ops('POST', '/ops/withdrawals/pay', cashier1, { id }),
      ops('POST', '/ops/withdrawals/pay', cashier2, { id, reason: 'bank ref 77' }),
    ]);
    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = answers[0]!.statusCode === 200 ? 'cashier1' : 'cashier2';
    expect(lost[0]!.json()).toMatchObject({
      errorCode: 'operator.already.handled',
      value: { by: winner, status: 'PAID', at: won[0]!.json().value.paidAt },
    });
    expect(await accountBalance(t.db, merchantId, house('PAID_OUT'))).toBe(paidOut + 15_000n);
    expect(await transferTypes(`W${id}`)).toEqual(['WITHDRAW', 'WITHDRAW_PAID']);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'withdraw.pay')
      .execute();
    expect(
      audits.filter((a) => (a.detail as { withdrawalId: string }).withdrawalId === String(id)),
    ).toHaveLength(1);
    await expectLedgerSound(t.db);
  });

  it('a pay racing a reject decides once; the loser is told the winner and the state', async () => {
    const id = await pendingWithdrawal(120);
    const before = await mainBalance(t.db, memberId);
    const [pay, reject] = await Promise.all([
      ops('POST', '/ops/withdrawals/pay', cashier1, { id }),
      ops('POST', '/ops/withdrawals/reject', cashier2, { id, reason: 'name differs' }),
    ]);
    expect([pay!.statusCode, reject!.statusCode].sort()).toEqual([200, 409]);
    const rejected = reject!.statusCode === 200;
    const loser = rejected ? pay! : reject!;
    expect(loser.json().value).toMatchObject({
      by: rejected ? 'cashier2' : 'cashier1',
      status: rejected ? 'REJECTED' : 'PAID',
      at: expect.any(Number),
    });
    expect(await mainBalance(t.db, memberId)).toBe(rejected ? before + 12_000n : before);
    expect(await transferTypes(`W${id}`)).toEqual(
      rejected ? ['WITHDRAW', 'WITHDRAW_REFUND'] : ['WITHDRAW', 'WITHDRAW_PAID'],
    );
    await expectLedgerSound(t.db);
  });

  it('two finance operators decide one deposit at once: credited at most once, the loser hears who', async () => {
    const id = await pendingDeposit(600);
    const before = await mainBalance(t.db, memberId);
    const answers = await Promise.all([
      ops('POST', '/ops/deposits/confirm', cashier1, { id, reason: 'seen on statement' }),
      ops('POST', '/ops/deposits/confirm', cashier2, { id }),
      ops('POST', '/ops/deposits/reject', cashier2, { id, reason: 'not seen' }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refusals = answers.filter((r) => r.statusCode === 409).map((r) => r.json());
    expect(refusals).toHaveLength(2);
    const won = answers.find((r) => r.statusCode === 200)!.json().value;
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        errorCode: 'operator.already.handled',
        value: { status: won.status, at: won.completedAt },
      });
      expect(['cashier1', 'cashier2']).toContain(refusal.value.by);
    }
    expect(await mainBalance(t.db, memberId)).toBe(won.status === 'SUCCESS' ? before + 60_000n : before);
    const list = (await ops('GET', `/ops/deposits?username=${player}&status=${won.status}`, support)).json()
      .value.list;
    expect(list.find((d: { id: number }) => d.id === id).decidedByName).toBe(refusals[0]!.value.by);
    await expectLedgerSound(t.db);
  });

  it('keeps the note of a pay and the player in the audit entry', async () => {
    const id = await pendingWithdrawal(101);
    await ops('POST', '/ops/withdrawals/pay', cashier1, { id, reason: 'transfer ref 9911' });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'actor_id'])
      .where('action', '=', 'withdraw.pay')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.detail).toMatchObject({
      withdrawalId: String(id),
      note: 'transfer ref 9911',
      // The player's audit trail (and the audit search by target) finds it by the player.
      username: player,
      memberId: String(memberId),
    });
  });
});

describe('withdrawal warnings and detail', () => {
  it('warns of unmet bonus turnover and a new account on pending withdrawals only', async () => {
    await memberCreatedAgo(3 * 86_400_000);
    const clean = await pendingWithdrawal(110);
    expect((await ops('GET', `/ops/withdrawals/detail?id=${clean}`, support)).json().value).toMatchObject({
      id: clean,
      warnings: [],
      bankName: 'BPI',
      accountName: 'Down One',
      accountNumber: '1234509876',
    });

    const bonus = await ops('POST', '/ops/members/adjust', admin, {
      requestId: newRequestId(),
      username: player,
      amount: 50,
      kind: 'BONUS',
      turnoverMultiple: 10,
      reason: 'welcome bonus',
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    await memberCreatedAgo(3_600_000);
    const risky = await pendingWithdrawal(130);
    const detail = (await ops('GET', `/ops/withdrawals/detail?id=${risky}`, support)).json().value;
    expect(detail.warnings).toEqual([
      { code: 'turnover.unmet', remaining: 500 },
      { code: 'account.new', memberCreatedAt: expect.any(Number) },
    ]);
    const listed = (await ops('GET', `/ops/withdrawals?status=PENDING&username=${player}`, support)).json()
      .value.list;
    expect(listed.find((w: { id: number }) => w.id === risky).warnings).toHaveLength(2);

    await ops('POST', '/ops/withdrawals/reject', cashier1, { id: risky, reason: 'bonus turnover' });
    const decided = (await ops('GET', `/ops/withdrawals/detail?id=${risky}`, support)).json().value;
    expect(decided).toMatchObject({
      status: 'REJECTED',
      warnings: [],
      decidedByName: 'cashier1',
      decidedAt: expect.any(Number),
      rejectReason: 'bonus turnover',
    });
    expect((await ops('GET', '/ops/withdrawals/detail?id=987654', support)).json().errorCode).toBe(
      'withdrawal.not.found',
    );
  });

  it('lists pending oldest first by default, newest first when asked, within a date range', async () => {
    const first = await pendingWithdrawal(102);
    const second = await pendingWithdrawal(103);
    const ids = async (query: string) =>
      (await ops('GET', `/ops/withdrawals?status=PENDING&username=${player}&pageSize=100${query}`, support))
        .json()
        .value.list.map((w: { id: number }) => w.id);
    const oldestFirst = await ids('');
    expect(oldestFirst.indexOf(first)).toBeLessThan(oldestFirst.indexOf(second));
    const newestFirst = await ids('&sort=-createdAt');
    expect(newestFirst.indexOf(second)).toBeLessThan(newestFirst.indexOf(first));
    expect(await ids(`&from=${Date.now() + 60_000}`)).toEqual([]);
    expect((await ops('GET', '/ops/withdrawals?sort=nope', support)).json().errorCode).toBe(
      'request_param_err',
    );
    expect((await ops('GET', '/ops/deposits?from=10&to=5', support)).json().errorCode).toBe(
      'request_param_err',
    );
  });

  it('counts what waits in each queue, with the oldest item', async () => {
    const counts = (await ops('GET', '/ops/queues/counts', support)).json().value;
    const pending = await t.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(counts.withdrawals).toEqual({ pending: Number(pending.n), oldestAt: expect.any(Number) });
    expect(counts.deposits.pending).toBeGreaterThanOrEqual(0);
    expect(counts.vendorTransfers).toMatchObject({ pending: expect.any(Number) });
  });
});

describe('pending vendor transfers', () => {
  const transferTo = (amount: number) =>
    call(
      t.app,
      'walletTransfer',
      { purpose: 'transfer', requestId: newRequestId(), fromAccountTypeId: 0, toAccountTypeId: 2101, amount },
      { token },
    );

  it('lists a transfer the vendor left pending and settles it once it answers, audited', async () => {
    flaky.mode = 'silent';
    expect((await transferTo(25)).json().value.transfers[0].status).toBe('PENDING');
    const list = (await ops('GET', `/ops/vendorTransfers?status=PENDING&username=${player}`, support)).json()
      .value;
    const row = list.list.find((r: { vendor: string }) => r.vendor === 'QFLAKY');
    expect(row).toMatchObject({ username: player, direction: 'IN', amount: 25, status: 'PENDING' });
    expect(
      (await ops('GET', '/ops/queues/counts', support)).json().value.vendorTransfers.pending,
    ).toBeGreaterThan(0);

    // Still silent: it stays pending, the attempt is counted and audited.
    expect((await ops('POST', '/ops/vendorTransfers/settle', cashier1, { id: row.id })).json().value).toEqual(
      {
        id: row.id,
        status: 'PENDING',
      },
    );
    flaky.mode = 'ok';
    const before = await snapshot(t.db, memberId);
    expect((await ops('POST', '/ops/vendorTransfers/settle', support, { id: row.id })).statusCode).toBe(403);
    expect(await snapshot(t.db, memberId)).toEqual(before);
    const settled = await ops('POST', '/ops/vendorTransfers/settle', cashier1, {
      id: row.id,
      reason: 'vendor back',
    });
    expect(settled.json().value).toEqual({ id: row.id, status: 'DONE' });
    const again = await ops('POST', '/ops/vendorTransfers/settle', cashier2, { id: row.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'operator.already.handled', value: { status: 'DONE' } });
    const audits = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'vendor_transfer.settle')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.detail)).toEqual([
      expect.objectContaining({ transferId: String(row.id), status: 'PENDING' }),
      expect.objectContaining({ transferId: String(row.id), status: 'DONE', reason: 'vendor back' }),
    ]);
    expect(
      (await ops('POST', '/ops/vendorTransfers/settle', cashier1, { id: 987_654 })).json().errorCode,
    ).toBe('not.found');
    const done = (await ops('GET', `/ops/vendorTransfers?status=DONE&username=${player}`, support)).json()
      .value;
    expect(done.list.some((r: { id: number }) => r.id === row.id)).toBe(true);
    await expectLedgerSound(t.db);
  });
});

describe('roles', () => {
  it('support reads every queue but decides nothing; nothing changes', async () => {
    const w = await pendingWithdrawal(104);
    const d = await pendingDeposit(700);
    const before = await snapshot(t.db, memberId);
    for (const url of [
      '/ops/withdrawals?status=PENDING',
      '/ops/deposits?status=PENDING',
      '/ops/vendorTransfers',
      '/ops/queues/counts',
      `/ops/withdrawals/detail?id=${w}`,
      `/ops/deposits/receipt?id=${d}`,
    ]) {
      expect((await ops('GET', url, support)).statusCode, url).toBe(200);
    }
    for (const [url, id] of [
      ['/ops/withdrawals/pay', w],
      ['/ops/withdrawals/reject', w],
      ['/ops/deposits/confirm', d],
      ['/ops/deposits/reject', d],
    ] as const) {
      const res = await ops('POST', url, support, { id, reason: 'trying' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode).toBe('forbidden');
    }
    expect(await snapshot(t.db, memberId)).toEqual(before);
    const states = await Promise.all([
      t.db.selectFrom('withdrawals').select('status').where('id', '=', BigInt(w)).executeTakeFirstOrThrow(),
      t.db.selectFrom('deposits').select('status').where('id', '=', BigInt(d)).executeTakeFirstOrThrow(),
    ]);
    expect(states.map((s) => s.status)).toEqual(['PENDING', 'PENDING']);
  });
});
