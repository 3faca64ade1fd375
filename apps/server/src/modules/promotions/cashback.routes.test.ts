import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import {
  newPlayer,
  playerCall,
  savePromotion,
  settledBet,
  type TestPlayer,
} from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance } from '../../test/wallet-client.js';
import { CashbackService } from './cashback.service.js';
import { promotionRewardKey } from './pay-claim.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;
const TIME_ZONE = 'Asia/Manila';

const detail = (p: TestPlayer, id: number) =>
  playerCall(t.app, p.token, 'GET', `/wps/promotion/detail?id=${id}`);
const rewards = async (p: TestPlayer) =>
  (await playerCall(t.app, p.token, 'GET', '/wps/promotion/rewards?pageNo=1&pageSize=10')).body.value;

/** A daily 10 % cashback on slots' net loss, at most 50.00, from 10.00 lost, without turnover. */
const dailyCashback = (change: Partial<SavePromotionRequest> = {}): SavePromotionRequest => ({
  art: 'cashback',
  startsAt: Date.now() - 3 * DAY,
  repeat: 'DAILY',
  rules: {
    kind: 'CASHBACK',
    basis: 'NET_LOSS',
    category: 'RNG',
    percent: 10,
    cap: 50,
    minimum: 10,
    turnoverMultiple: 0,
  },
  texts: [{ language: 'EN', title: 'Daily slots cashback', summary: '10% back', rules: 'Play slots.' }],
  ...change,
});

const setStatus = (id: number, status: 'ACTIVE' | 'PAUSED') =>
  t.app.inject({
    method: 'POST',
    url: '/ops/promotions/status',
    headers: { authorization: admin },
    payload: { id, status },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  // The demo seed's cashback promotions are paused: these tests count only their own payments.
  const seeded = await t.app.inject({
    method: 'GET',
    url: '/ops/promotions',
    headers: { authorization: admin },
  });
  for (const p of seeded.json().value.list as { id: number; kind: string }[])
    if (p.kind === 'CASHBACK') expect((await setStatus(p.id, 'PAUSED')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('cashback paid by the scheduler', () => {
  it('pays each closed day a percent of the net loss in its category, capped, once', async () => {
    const promo = await savePromotion(t.app, admin, dailyCashback());
    const yesterday = new Date(Date.now() - DAY);
    const [loser, winner, bigLoser] = [
      await newPlayer(t.app, t.db),
      await newPlayer(t.app, t.db),
      await newPlayer(t.app, t.db),
    ];
    await settledBet(t.db, loser.id, { category: 'RNG', stake: 30_000n, at: yesterday });
    await settledBet(t.db, loser.id, { category: 'LIVE', stake: 10_000n, at: yesterday }); // not slots
    await settledBet(t.db, winner.id, { category: 'RNG', stake: 20_000n, payout: 50_000n, at: yesterday });
    await settledBet(t.db, bigLoser.id, { category: 'RNG', stake: 100_000n, at: yesterday });
    await settledBet(t.db, loser.id, { category: 'RNG', stake: 5_000n }); // today: paid tomorrow

    // Before the run, the day's figures are on the detail: taking part without a join (no turnover).
    const before = (await detail(loser, promo.id)).body.value;
    expect(before.state).toBe('JOINED');
    expect(before.progress.cashback).toMatchObject({ basis: 50, reward: 5 });
    expect(before.progress.cashback.paysAt).toBeGreaterThan(Date.now());
    const balances = await Promise.all([loser, winner, bigLoser].map((p) => mainBalance(t.db, p.id)));

    await t.app.services.payCashback();
    const after = await Promise.all([loser, winner, bigLoser].map((p) => mainBalance(t.db, p.id)));
    expect(after.map((b, i) => b - balances[i]!)).toEqual([3_000n, 0n, 5_000n]);

    const entry = (await rewards(loser)).list.find(
      (r: { promotionId: number }) => r.promotionId === promo.id,
    );
    expect(entry).toMatchObject({
      kind: 'CASHBACK',
      amount: 30,
      status: 'PAID',
      title: 'Daily slots cashback',
    });
    const key = `${new Date(yesterday.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}`;
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', promotionRewardKey(promo.id, loser.id, key))
      .executeTakeFirst();
    expect(transfer).toBeDefined();

    // A rerun, and a run with the day's marker lost (a crash before it), pay nobody twice.
    await t.app.services.payCashback();
    await sql`delete from promotion_payouts where promotion_id = ${promo.id}`.execute(t.db);
    await t.app.services.payCashback();
    const again = await Promise.all([loser, winner, bigLoser].map((p) => mainBalance(t.db, p.id)));
    expect(again).toEqual(after);
    await expectLedgerSound(t.db);
  });

  it('with turnover, pays only those who joined, for bets after the join, within the budget', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      dailyCashback({
        startsAt: Date.now() - DAY,
        budget: 60,
        rules: {
          ...dailyCashback().rules,
          category: null,
          turnoverMultiple: 1,
        } as SavePromotionRequest['rules'],
      }),
    );
    const [first, second, outsider] = [
      await newPlayer(t.app, t.db),
      await newPlayer(t.app, t.db),
      await newPlayer(t.app, t.db),
    ];
    await settledBet(t.db, first.id, { category: 'LIVE', stake: 30_000n, at: new Date(Date.now() - 60_000) });
    expect((await detail(first, promo.id)).body.value.state).toBe('JOIN');
    for (const p of [first, second])
      expect((await playerCall(t.app, p.token, 'POST', '/wps/promotion/join', { id: promo.id })).status).toBe(
        200,
      );
    await settledBet(t.db, first.id, { category: 'LIVE', stake: 30_000n }); // 30.00 back
    await settledBet(t.db, second.id, { category: 'FISH', stake: 50_000n }); // 50.00: past the budget left
    await settledBet(t.db, outsider.id, { category: 'LIVE', stake: 50_000n });
    const balances = await Promise.all([first, second, outsider].map((p) => mainBalance(t.db, p.id)));

    // The day ends: the scheduler of tomorrow pays it.
    const tomorrow = new CashbackService({
      db: t.db,
      timeZone: TIME_ZONE,
      now: () => new Date(Date.now() + DAY),
    });
    await tomorrow.payDue();
    const after = await Promise.all([first, second, outsider].map((p) => mainBalance(t.db, p.id)));
    expect(after.map((b, i) => b - balances[i]!)).toEqual([3_000n, 0n, 0n]);
    const row = await t.db
      .selectFrom('promotions')
      .select(['budget_used'])
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(row.budget_used)).toBe(3_000n);
    const payouts = await t.db
      .selectFrom('promotion_payouts')
      .selectAll()
      .where('promotion_id', '=', promo.id)
      .execute();
    expect(payouts.map((p) => [p.players, BigInt(p.amount), p.unpaid])).toContainEqual([1, 3_000n, 1]);
    const bonus = await t.db
      .selectFrom('bonuses')
      .select(['amount', 'turnover_required'])
      .where('member_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect([BigInt(bonus.amount), BigInt(bonus.turnover_required)]).toEqual([3_000n, 3_000n]);
    await expectLedgerSound(t.db);
  });

  it('a paused cashback pays nothing; the operator cannot make one pay once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: admin },
      payload: dailyCashback({ repeat: 'ONCE' }),
    });
    expect(res.statusCode).toBe(400);
    // No minimum (0) is a valid choice.
    const anyLoss = { ...dailyCashback().rules, minimum: 0 } as SavePromotionRequest['rules'];
    const promo = await savePromotion(t.app, admin, dailyCashback({ rules: anyLoss }));
    const paused = await setStatus(promo.id, 'PAUSED');
    expect(paused.statusCode, paused.body).toBe(200);
    const p = await newPlayer(t.app, t.db);
    await settledBet(t.db, p.id, { category: 'RNG', stake: 40_000n, at: new Date(Date.now() - DAY) });
    const before = await mainBalance(t.db, p.id);
    await t.app.services.payCashback();
    expect(await mainBalance(t.db, p.id)).toBe(before);
  });
});
