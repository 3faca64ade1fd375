import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { call } from '../../test/identity-client.js';
import {
  expectLedgerSound,
  fund,
  mainBalance,
  memberIdOf,
  memberToken,
  newRequestId,
  snapshot,
  trialToken,
} from '../../test/wallet-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let token: string;
let memberId: bigint;
let cardId: number;
let otherCardId: number;

let ipSeq = 0;
const ip = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
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
  const playerCards = await call(t.app, 'bankCards', undefined, {
    token: await memberToken(t.app, DEMO_ACCOUNTS.player),
  });
  otherCardId = playerCards.json().value[0].id;
  await fund(t.db, memberId, 1_000_000n);
});
afterAll(() => t.close());

const withdraw = (body: Record<string, unknown>, as = token) =>
  call(
    t.app,
    'withdraw',
    { requestId: newRequestId(), bankCardId: cardId, paymentPassword: DEMO_PAYMENT_PASSWORD, ...body },
    { token: as, ip: ip() },
  );

describe('withdraw settings', () => {
  it('gives limits, the exact available balance, cards and the auto-confirm time', async () => {
    const res = await call(t.app, 'withdrawSettings', undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      minAmount: 100,
      maxAmount: 50_000,
      hasPaymentPassword: true,
      autoConfirmMinutes: 1440,
    });
    expect(v.available).toBe(Number(await mainBalance(t.db, memberId)) / 100);
    expect(v.bankCards).toEqual([expect.objectContaining({ id: cardId, accountNumber: '****8899' })]);
  });
});

describe('withdraw', () => {
  it('debits the main wallet at once into a PENDING withdrawal, audited, idempotent by request id', async () => {
    const before = await snapshot(t.db, memberId);
    const requestId = newRequestId();
    const body = { requestId, bankCardId: cardId, amount: 250.75, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const first = await call(t.app, 'withdraw', body, { token, ip: ip() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: 'PENDING',
      amount: 250.75,
      bankName: 'BDO',
      accountNumber: '****8899',
      remainingAmount: null,
    });
    const retry = await call(t.app, 'withdraw', body, { token, ip: ip() });
    expect(retry.json().value.id).toBe(first.json().value.id);
    const other = await call(t.app, 'withdraw', { ...body, amount: 300 }, { token, ip: ip() });
    expect(other.json().errorCode).toBe('idempotency.conflict');

    const after = await snapshot(t.db, memberId);
    expect(after).toEqual({
      ...before,
      balance: before.balance - 25_075n,
      transfers: before.transfers + 1,
      withdrawals: before.withdrawals + 1,
    });
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('reference', '=', `W${first.json().value.id}`)
      .execute();
    expect(transfer).toMatchObject([{ type: 'WITHDRAW', member_id: memberId }]);
    await expectLedgerSound(t.db);
  });

  it.each([
    ['a negative amount', { amount: -100 }, 'request_param_err'],
    ['zero', { amount: 0 }, 'request_param_err'],
    ['more than 2 decimals', { amount: 100.001 }, 'request_param_err'],
    ['below the minimum', { amount: 99.99 }, 'amount.below.min'],
    ['above the maximum', { amount: 50_000.01 }, 'amount.above.max'],
    ['a card id that is no id', { bankCardId: -1 }, 'request_param_err'],
    ['a wrong payment password', { paymentPassword: '654321' }, 'payment.password.wrong'],
    ['an empty payment password', { paymentPassword: '' }, 'request_param_err'],
  ])('refuses %s and changes nothing', async (_name, extra, code) => {
    const before = await snapshot(t.db, memberId);
    const res = await withdraw({ amount: 100, ...extra });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().errorCode).toBe(code);
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('refuses another player card, more than the balance, a trial account and a clear-text body', async () => {
    const trial = await trialToken(t.app); // (a trial account gets its play money through the ledger)
    const before = await snapshot(t.db, memberId);
    expect((await withdraw({ amount: 100, bankCardId: otherCardId })).json().errorCode).toBe(
      'bank.card.not.found',
    );
    const over = Number(before.balance) / 100 + 0.01;
    await t.db.updateTable('money_settings').set({ withdraw_max: 100_000_000n }).execute();
    expect((await withdraw({ amount: over })).json().errorCode).toBe('balance.insufficient');
    await t.db.updateTable('money_settings').set({ withdraw_max: 5_000_000n }).execute();
    expect((await withdraw({ amount: 100 }, trial)).json().errorCode).toBe('trial.account.forbidden');
    const clear = await t.app.inject({
      method: 'POST',
      url: routes.withdraw.path,
      headers: { authorization: token },
      payload: {
        requestId: newRequestId(),
        bankCardId: cardId,
        amount: 100,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
    });
    expect(clear.json().errorCode).toBe('encryption.required');
    expect(await snapshot(t.db, memberId)).toEqual(before);
    await expectLedgerSound(t.db);
  });

  it('asks for a payment password first when there is none', async () => {
    const otherToken = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    const otherId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[1]);
    const card = await call(
      t.app,
      'addBankCard',
      {
        bankName: 'BPI',
        accountName: 'Down Two',
        accountNumber: '11223344',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      { token: otherToken },
    );
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: null })
      .where('id', '=', otherId)
      .execute();
    const before = await snapshot(t.db, otherId);
    const res = await withdraw({ amount: 100, bankCardId: card.json().value.id }, otherToken);
    expect(res.json().errorCode).toBe('payment.password.not.set');
    expect(
      (await call(t.app, 'withdrawSettings', undefined, { token: otherToken })).json().value
        .hasPaymentPassword,
    ).toBe(false);
    expect(await snapshot(t.db, otherId)).toEqual(before);
  });

  it('"max" withdraws exactly the available balance, to the cent', async () => {
    await fund(t.db, memberId, 33n); // an odd number of cents
    await t.db.updateTable('money_settings').set({ withdraw_max: 100_000_000n }).execute();
    const { available } = (await call(t.app, 'withdrawSettings', undefined, { token })).json().value;
    const res = await withdraw({ amount: available });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mainBalance(t.db, memberId)).toBe(0n);
    expect((await withdraw({ amount: 100 })).json().errorCode).toBe('balance.insufficient');
    await t.db.updateTable('money_settings').set({ withdraw_max: 5_000_000n }).execute();
    await expectLedgerSound(t.db);
  });

  it('parallel withdrawals never overdraw the wallet', async () => {
    await fund(t.db, memberId, 100_000n);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw({ amount: 300 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.json().errorCode === 'balance.insufficient')).toHaveLength(3);
    expect(await mainBalance(t.db, memberId)).toBe(10_000n);
    await expectLedgerSound(t.db);
  });
});

describe('withdraw records', () => {
  it('pages the member own withdrawals, newest first, with a status filter', async () => {
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/v2/withdraw/records?pageSize=2',
        headers: { authorization: token },
      })
    ).json().value;
    const count = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute();
    expect(all.totalCount).toBe(count.length);
    expect(all.list.map((w: { id: number }) => w.id)).toEqual(count.slice(0, 2).map((w) => Number(w.id)));
    const paid = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/v2/withdraw/records?status=PAID',
        headers: { authorization: token },
      })
    ).json().value;
    expect(paid.totalCount).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/v2/withdraw/records?pageNo=0',
          headers: { authorization: token },
        })
      ).json().errorCode,
    ).toBe('request_param_err');
  });
});
