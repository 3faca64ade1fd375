import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstDepositBonus,
  newPlayer,
  playerCall,
  savePromotion,
  settledBet,
} from '../../test/promotion-fixture.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { dayIn, addDays } from '../reports/report-days.js';

let t: TestContext;
let admin: string;
const TIME_ZONE = 'Asia/Manila';

const report = (token: string, from: string, to: string) =>
  t.app.inject({
    method: 'GET',
    url: `/ops/promotions/report?from=${from}&to=${to}`,
    headers: { authorization: token },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('cost per promotion', () => {
  it("reports each promotion's paid rewards over report days, with its players' GGR", async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({ art: 'code', rules: { kind: 'BONUS_CODE', amount: 50, turnoverMultiple: 3 } }),
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions/codes',
      headers: { authorization: admin },
      payload: { promotionId: promo.id, count: 1, usesPerCode: 5 },
    });
    const code = made.json().value.list[0].code as string;
    const [one, two] = [await newPlayer(t.app, t.db), await newPlayer(t.app, t.db)];
    for (const p of [one, two])
      expect((await playerCall(t.app, p.token, 'POST', '/wps/promotion/code', { code })).status).toBe(200);
    // One player lost 100.00 − 30.00 today; the other won 20.00 more than staked.
    await settledBet(t.db, one.id, { category: 'RNG', stake: 100_00n, payout: 30_00n });
    await settledBet(t.db, two.id, { category: 'RNG', stake: 10_00n, payout: 30_00n });

    const today = dayIn(TIME_ZONE, new Date());
    const res = await report(admin, addDays(today, -6), today);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, totals } = res.json().value;
    expect(rows.find((r: { promotionId: number }) => r.promotionId === promo.id)).toEqual({
      promotionId: promo.id,
      title: 'Welcome 100%',
      kind: 'BONUS_CODE',
      claims: 2,
      players: 2,
      amount: 100,
      turnoverRequired: 300,
      playersGgr: 50,
    });
    expect(totals.claims).toBeGreaterThanOrEqual(2);
    expect(totals.amount).toBeGreaterThanOrEqual(100);

    // Days before the rewards show none of them.
    const before = (await report(admin, addDays(today, -9), addDays(today, -2))).json().value;
    expect(before.rows.find((r: { promotionId: number }) => r.promotionId === promo.id)).toBeUndefined();
  });

  it('refuses a range the reports refuse, and an operator without the reports permission', async () => {
    const today = dayIn(TIME_ZONE, new Date());
    const wrong = await report(admin, today, addDays(today, -1));
    expect(wrong.json().errorCode).toBe('request_param_err');
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    expect((await report(support, today, today)).statusCode).toBe(403);
  });
});
