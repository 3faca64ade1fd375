import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { deposit, newPlayer, playerCall, savePromotion, settledBet } from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance } from '../../test/wallet-client.js';
import { promotionRewardKey } from './pay-claim.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;

type WheelRules = Extract<SavePromotionRequest['rules'], { kind: 'LUCKY_WHEEL' }>;
/** A wheel over its whole run (ONCE): a ticket per 100 deposited, at most 3; 5 or nothing, even odds. */
const wheel = (
  rules: Partial<WheelRules> = {},
  change: Partial<SavePromotionRequest> = {},
): SavePromotionRequest => ({
  art: 'wheel',
  startsAt: Date.now() - DAY,
  repeat: 'ONCE',
  rules: {
    kind: 'LUCKY_WHEEL',
    basis: 'DEPOSIT',
    ticketStep: 100,
    ticketsMax: 3,
    turnoverMultiple: 2,
    prizes: [
      { amount: 5, weight: 1 },
      { amount: 0, weight: 1 },
    ],
    ...rules,
  },
  texts: [{ language: 'EN', title: 'Lucky wheel', summary: 'Spin it', rules: 'Deposit.\n\nSpin.' }],
  ...change,
});

const player = () => newPlayer(t.app, t.db);
const spin = (token: string, id: number) => playerCall(t.app, token, 'POST', '/wps/promotion/raffle', { id });
const detail = async (token: string, id: number) =>
  (await playerCall(t.app, token, 'GET', `/wps/promotion/detail?id=${id}`)).body.value;
const spinsOf = (memberId: bigint) =>
  t.db.selectFrom('promotion_spins').selectAll().where('member_id', '=', memberId).orderBy('seq').execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('lucky wheel', () => {
  it('deposits earn tickets; each spin spends one and pays its segment through the ledger', async () => {
    const promo = await savePromotion(t.app, admin, wheel());
    const p = await player();
    const none = await detail(p.token, promo.id);
    expect(none.state).toBe('JOINED');
    expect(none.reward.prizes).toEqual([
      { amount: 5, weight: 1, probability: 0.5 },
      { amount: 0, weight: 1, probability: 0.5 },
    ]);
    expect(none.progress.wheel).toMatchObject({ basis: 0, earned: 0, left: 0, toNextTicket: 100 });
    expect((await spin(p.token, promo.id)).body.errorCode).toBe('promotion.no.ticket');

    await deposit(t.db, p.id, 250_00n);
    const ready = await detail(p.token, promo.id);
    expect(ready.state).toBe('CLAIM');
    expect(ready.progress.wheel).toMatchObject({ basis: 250, earned: 2, used: 0, left: 2, toNextTicket: 50 });
    expect(ready.progress.reward).toBeNull();

    const before = await mainBalance(t.db, p.id);
    const first = await spin(p.token, promo.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ promotionId: promo.id, ticketsLeft: 1, state: 'CLAIM' });
    const second = (await spin(p.token, promo.id)).body.value;
    expect(second).toMatchObject({ ticketsLeft: 0, state: 'JOINED' });
    for (const s of [first.body.value, second]) {
      expect(s.amount).toBe(s.segment === 0 ? 5 : 0);
      expect(s.turnoverRequired).toBe(s.amount * 2);
    }
    const won = first.body.value.amount + second.amount;
    expect(await mainBalance(t.db, p.id)).toBe(before + BigInt(won * 100));
    expect((await spin(p.token, promo.id)).body.errorCode).toBe('promotion.no.ticket');

    // Every spin is kept, prize or not; a prize is a claim keyed by its ticket, paid by its transfer.
    const spins = await spinsOf(p.id);
    expect(spins.map((s) => [s.period, s.seq])).toEqual([
      ['once', 1],
      ['once', 2],
    ]);
    const keys = await t.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `promo:${promo.id}:%`)
      .execute();
    const paying = spins.filter((s) => BigInt(s.amount) > 0n);
    expect(keys.map((k) => k.idempotency_key).sort()).toEqual(
      paying.map((s) => promotionRewardKey(promo.id, p.id, `once#${s.seq}`)).sort(),
    );
    const after = await detail(p.token, promo.id);
    expect(after.progress.wheel).toMatchObject({ earned: 2, used: 2, left: 0 });
    expect(after.progress.wheel.spins.map((s: { segment: number }) => s.segment)).toEqual([
      second.segment,
      first.body.value.segment,
    ]);
    const rewards = (await playerCall(t.app, p.token, 'GET', '/wps/promotion/rewards')).body.value;
    expect(rewards.list).toHaveLength(paying.length);
    await expectLedgerSound(t.db);
  });

  it("stops a player's spins at the promotion's budget per player, others spin on", async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      wheel(
        {
          prizes: [
            { amount: 5, weight: 1 },
            { amount: 5, weight: 1 },
          ],
        },
        { playerBudget: 12 },
      ),
    );
    const [p, other] = [await player(), await player()];
    for (const x of [p, other]) await deposit(t.db, x.id, 300_00n);
    expect((await spin(p.token, promo.id)).body.value.amount).toBe(5);
    expect((await spin(p.token, promo.id)).body.value.amount).toBe(5);
    expect(await detail(p.token, promo.id)).toMatchObject({ state: 'CLOSED', closedReason: 'BUDGET' });
    expect((await spin(p.token, promo.id)).body.errorCode).toBe('promotion.budget.exhausted');
    expect((await detail(other.token, promo.id)).state).toBe('CLAIM');
    expect((await spin(other.token, promo.id)).body.value.amount).toBe(5);
    await expectLedgerSound(t.db);
  });

  it('caps tickets per period, and a daily wheel counts only today', async () => {
    const capped = await savePromotion(
      t.app,
      admin,
      wheel({ ticketsMax: 3 }, { startsAt: Date.now() - 5 * DAY }),
    );
    const daily = await savePromotion(
      t.app,
      admin,
      wheel({}, { repeat: 'DAILY', startsAt: Date.now() - 5 * DAY }),
    );
    const p = await player();
    await deposit(t.db, p.id, 300_00n, new Date(Date.now() - 26 * 3_600_000));
    await deposit(t.db, p.id, 1000_00n);
    expect((await detail(p.token, capped.id)).progress.wheel).toMatchObject({
      basis: 1300,
      earned: 3,
      toNextTicket: null,
    });
    expect((await detail(p.token, daily.id)).progress.wheel).toMatchObject({ basis: 1000, earned: 3 });
  });

  it('valid bets earn tickets on a VALID_BET wheel', async () => {
    const promo = await savePromotion(t.app, admin, wheel({ basis: 'VALID_BET', ticketStep: 50 }));
    const p = await player();
    await settledBet(t.db, p.id, { category: 'RNG', stake: 120_00n });
    expect((await detail(p.token, promo.id)).progress.wheel).toMatchObject({
      basis: 120,
      earned: 2,
      toNextTicket: 30,
    });
  });

  it('concurrent spins never pay past the budget, and the wheel closes once no prize fits', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      wheel(
        {
          prizes: [
            { amount: 10, weight: 9 },
            { amount: 0, weight: 1 },
          ],
        },
        { budget: 30 },
      ),
    );
    const players = await Promise.all(Array.from({ length: 6 }, player));
    for (const p of players) await deposit(t.db, p.id, 300_00n);
    const answers = await Promise.all(players.flatMap((p) => [1, 2, 3].map(() => spin(p.token, promo.id))));
    const paid = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + a.body.value.amount, 0);
    expect(paid).toBeLessThanOrEqual(30);
    const refused = answers.filter((a) => a.status !== 200).map((a) => a.body.errorCode);
    expect(new Set(refused)).toEqual(new Set(refused.length ? ['promotion.budget.exhausted'] : []));
    const row = await t.db
      .selectFrom('promotions')
      .select('budget_used')
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.budget_used)).toBe(paid * 100);
    // 18 spins at 90 % for 10 each: the budget is spent, and the wheel says so.
    expect(row.budget_used).toBe(30_00n);
    expect((await detail(players[0]!.token, promo.id)).closedReason).toBe('BUDGET');
    await expectLedgerSound(t.db);
  });

  it('each wheel has one call: claim refuses a wheel, the raffle refuses other kinds', async () => {
    const promo = await savePromotion(t.app, admin, wheel());
    const p = await player();
    await deposit(t.db, p.id, 100_00n);
    const claim = await playerCall(t.app, p.token, 'POST', '/wps/promotion/claim', { id: promo.id });
    expect(claim.body.errorCode).toBe('request_param_err');
    const code = await savePromotion(t.app, admin, {
      ...wheel(),
      art: 'code',
      rules: { kind: 'BONUS_CODE', amount: 10, turnoverMultiple: 1 },
    });
    expect((await spin(p.token, code.id)).body.errorCode).toBe('request_param_err');
    expect((await spin(p.token, 999_999)).body.errorCode).toBe('promotion.not.found');
    expect(
      (await playerCall(t.app, undefined, 'POST', '/wps/promotion/raffle', { id: promo.id })).status,
    ).toBe(401);
  });

  it('the operator cannot publish a table the draw would refuse', async () => {
    const bad = async (prizes: WheelRules['prizes']) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ops/promotions',
        headers: { authorization: admin },
        payload: wheel({ prizes }),
      });
      return res.json().errorCode;
    };
    expect(
      await bad([
        { amount: 0, weight: 1 },
        { amount: 0, weight: 3 },
      ]),
    ).toBe('request_param_err');
    expect(await bad([{ amount: 5, weight: 1 }])).toBe('request_param_err');
    expect(
      await bad([
        { amount: 5, weight: 0 },
        { amount: 1, weight: 1 },
      ]),
    ).toBe('request_param_err');
    expect(
      await bad([
        { amount: 5, weight: 600_000 },
        { amount: 1, weight: 600_000 },
      ]),
    ).toBe('request_param_err');
  });
});
