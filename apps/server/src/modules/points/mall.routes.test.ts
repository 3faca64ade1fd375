import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/identity-client.js';
import { convert, opCall, playerWithPoints, pointsOf, redeem, saveItem } from '../../test/points-fixture.js';
import { deposit } from '../../test/promotion-fixture.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { auditCount, expectLedgerSound, mainBalance, newRequestId } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

const cash = { kind: 'CASH', name: 'P 10 cash', image: 'cash', points: 1000, amount: 10 } as const;
const address = { name: 'Ana Cruz', phone: '+63 917 555 0101', address: '12 Rizal St, Manila' };
const stockOf = async (id: number) =>
  (await t.db.selectFrom('mall_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('redeeming mall items', () => {
  it('pays a cash item at once, with the payment password, once per request id', async () => {
    const item = await saveItem(t.app, admin, { ...cash, stock: 5 });
    const p = await playerWithPoints(t.app, t.db, admin, 2500);
    const before = await mainBalance(t.db, p.id);

    const wrong = await redeem(t.app, p, { itemId: item, paymentPassword: 'nope-nope' });
    expect(wrong.json().errorCode).toBe('payment.password.wrong');
    expect(await pointsOf(t.app, p)).toBe(2500);

    const requestId = newRequestId();
    const res = await redeem(t.app, p, { itemId: item, quantity: 2, requestId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      points: 500,
      redemption: {
        kind: 'CASH',
        quantity: 2,
        points: 2000,
        amount: 20,
        status: 'APPROVED',
        itemName: 'P 10 cash',
      },
    });
    const again = await redeem(t.app, p, { itemId: item, quantity: 2, requestId });
    expect(again.json().value.redemption.id).toBe(res.json().value.redemption.id);
    expect(await mainBalance(t.db, p.id)).toBe(before + 2_000n);
    expect(await pointsOf(t.app, p)).toBe(500);
    expect(await stockOf(item)).toBe(3);

    const history = await call(t.app, 'pointsRedeemed', undefined, { token: p.token });
    expect(history.json().value).toMatchObject({ totalCount: 1, list: [{ status: 'APPROVED', amount: 20 }] });
    const details = await t.app.inject({
      method: 'GET',
      url: '/wps/points/transactions?type=REDEEM',
      headers: { authorization: p.token },
    });
    expect(details.json().value.list).toMatchObject([
      { type: 'REDEEM', points: -2000, reference: 'P 10 cash' },
    ]);
    await expectLedgerSound(t.db);
  });

  it('pays a bonus item with its turnover in bonus details', async () => {
    const item = await saveItem(t.app, admin, {
      kind: 'BONUS',
      name: 'Bonus 50',
      image: 'bonus',
      points: 500,
      amount: 50,
      turnoverMultiple: 5,
    });
    const p = await playerWithPoints(t.app, t.db, admin, 500);
    expect((await redeem(t.app, p, { itemId: item })).statusCode).toBe(200);
    const bonus = await t.db
      .selectFrom('bonuses')
      .select(['amount', 'turnover_required'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ amount: 5_000n, turnover_required: 25_000n });
  });

  it('holds goods for the operator; a rejection gives points and stock back once', async () => {
    const item = await saveItem(t.app, admin, {
      kind: 'GOODS',
      name: 'Team jersey',
      image: 'jersey',
      points: 800,
      stock: 2,
    });
    const p = await playerWithPoints(t.app, t.db, admin, 1000);
    expect((await redeem(t.app, p, { itemId: item })).json().errorCode).toBe('mall.address.required');
    const res = await redeem(t.app, p, { itemId: item, address });
    expect(res.json().value.redemption).toMatchObject({ status: 'PROCESS', address, amount: 0 });
    expect(await stockOf(item)).toBe(1);
    const id = res.json().value.redemption.id as number;

    const queue = await opCall(
      t.app,
      admin,
      'GET',
      `/ops/points/redemptions?status=PROCESS&username=${p.username}`,
    );
    expect(queue.body.value.list).toMatchObject([{ id, username: p.username, status: 'PROCESS' }]);
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    expect(
      (await opCall(t.app, support, 'POST', '/ops/points/redemptions/reject', { id, remark: 'out of size' }))
        .status,
    ).toBe(403);

    const audits = await auditCount(t.db);
    const rejected = await opCall(t.app, admin, 'POST', '/ops/points/redemptions/reject', {
      id,
      remark: 'Out of stock in your size',
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', remark: 'Out of stock in your size' });
    expect(await auditCount(t.db)).toBe(audits + 1);
    const twice = await opCall(t.app, admin, 'POST', '/ops/points/redemptions/reject', {
      id,
      remark: 'again please',
    });
    expect(twice.body.errorCode).toBe('operator.already.handled');
    expect(await pointsOf(t.app, p)).toBe(1000);
    expect(await stockOf(item)).toBe(2);

    const second = await redeem(t.app, p, { itemId: item, address });
    const approved = await opCall(t.app, admin, 'POST', '/ops/points/redemptions/approve', {
      id: second.json().value.redemption.id,
      shippingRef: 'LBC-123',
    });
    expect(approved.body.value).toMatchObject({ status: 'APPROVED', shippingRef: 'LBC-123' });
    expect(await pointsOf(t.app, p)).toBe(200);
  });

  it('refuses past the player’s limit and without the deposit requirement, with the figures', async () => {
    const item = await saveItem(t.app, admin, {
      ...cash,
      points: 100,
      perPlayerLimit: 1,
      requirement: { depositAmount: 500, days: 30 },
    });
    const p = await playerWithPoints(t.app, t.db, admin, 1000);
    const unmet = await redeem(t.app, p, { itemId: item });
    expect(unmet.json()).toMatchObject({
      errorCode: 'mall.requirement.unmet',
      value: { depositAmount: 500, days: 30, deposited: 0 },
    });
    await deposit(t.db, p.id, 50_000n);
    const items = await call(t.app, 'pointsRewards', undefined, { token: p.token });
    expect(items.json().value.list.find((i: { id: number }) => i.id === item).mine).toEqual({
      redeemed: 0,
      requirementMet: true,
      deposited: 500,
    });
    expect((await redeem(t.app, p, { itemId: item })).statusCode).toBe(200);
    expect((await redeem(t.app, p, { itemId: item })).json()).toMatchObject({
      errorCode: 'mall.item.limit',
      value: { left: 0 },
    });
    expect(await pointsOf(t.app, p)).toBe(900);
  });

  it('never sells past the stock or spends the same points twice under concurrent redeems', async () => {
    const last = await saveItem(t.app, admin, { ...cash, points: 100, stock: 1 });
    const players = await Promise.all(
      Array.from({ length: 6 }, () => playerWithPoints(t.app, t.db, admin, 100)),
    );
    const results = await Promise.all(players.map((p) => redeem(t.app, p, { itemId: last })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode))).toEqual(
      new Set(['mall.item.out.of.stock']),
    );
    expect(await stockOf(last)).toBe(0);

    const a = await saveItem(t.app, admin, { ...cash, name: 'A', points: 100 });
    const b = await saveItem(t.app, admin, { ...cash, name: 'B', points: 100 });
    const p = await playerWithPoints(t.app, t.db, admin, 100);
    const both = await Promise.all([redeem(t.app, p, { itemId: a }), redeem(t.app, p, { itemId: b })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      errorCode: 'points.not.enough',
      value: { points: 0 },
    });
    expect(await pointsOf(t.app, p)).toBe(0);
    await expectLedgerSound(t.db);
  });
});

describe('converting points to cash', () => {
  it('pays whole cents at the ratio, above the minimum, in steps', async () => {
    const p = await playerWithPoints(t.app, t.db, admin, 1000);
    const before = await mainBalance(t.db, p.id);
    const res = await convert(t.app, p, { points: 250 });
    expect(res.json().value).toMatchObject({
      points: 750,
      redemption: { kind: 'CONVERT', points: 250, amount: 2.5 },
    });
    expect(await mainBalance(t.db, p.id)).toBe(before + 250n);
    expect((await convert(t.app, p, { points: 50 })).json()).toMatchObject({
      errorCode: 'points.convert.invalid',
      value: { min: 100, step: 1 },
    });
    expect((await convert(t.app, p, { points: 5000 })).json()).toMatchObject({
      errorCode: 'points.not.enough',
      value: { points: 750 },
    });

    const settings = (await opCall(t.app, admin, 'GET', '/ops/points/settings')).body.value;
    await opCall(t.app, admin, 'PUT', '/ops/points/settings', { ...settings, ratio: 300 });
    expect((await call(t.app, 'pointsConfig')).json().value).toMatchObject({ ratio: 300, convertStep: 3 });
    expect((await convert(t.app, p, { points: 301 })).json().errorCode).toBe('points.convert.invalid');
    expect((await convert(t.app, p, { points: 300 })).json().value.redemption.amount).toBe(1);
    await opCall(t.app, admin, 'PUT', '/ops/points/settings', { ...settings, convertEnabled: false });
    expect((await convert(t.app, p, { points: 300 })).json().errorCode).toBe('points.convert.off');
    await opCall(t.app, admin, 'PUT', '/ops/points/settings', settings);
    await expectLedgerSound(t.db);
  });
});

describe('operator adjustments', () => {
  it('adds and takes points with a reason, never below zero, audited', async () => {
    const p = await playerWithPoints(t.app, t.db, admin, 100);
    const take = (points: number) =>
      opCall(t.app, admin, 'POST', '/ops/players/points/adjust', {
        username: p.username,
        requestId: newRequestId(),
        points,
        reason: 'correction',
      });
    expect((await take(-150)).body.errorCode).toBe('points.not.enough');
    expect((await take(-40.5)).body.value).toEqual({ points: 59.5 });
    const page = await opCall(t.app, admin, 'GET', `/ops/players/points?username=${p.username}&type=ADJUST`);
    expect(page.body.value).toMatchObject({
      points: 59.5,
      totalCount: 2,
      list: [{ points: -40.5, reference: 'correction' }, { points: 100 }],
    });
  });
});
