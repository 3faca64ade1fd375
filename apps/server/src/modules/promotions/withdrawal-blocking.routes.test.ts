import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { call } from '../../test/identity-client.js';
import { firstDepositBonus, savePromotion, settledBet } from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import {
  expectLedgerSound,
  fund,
  mainBalance,
  memberIdOf,
  memberToken,
  newRequestId,
} from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
let token: string;
let memberId: bigint;
let cardId: number;

/** A bonus code of `amount` with turnover ×3, whose promotion holds withdrawals back or not. */
async function redeemCode(amount: number, blocksWithdrawal: boolean) {
  const promo = await savePromotion(
    t.app,
    admin,
    firstDepositBonus({
      art: 'code',
      blocksWithdrawal,
      rules: { kind: 'BONUS_CODE', amount, turnoverMultiple: 3 },
    }),
  );
  const made = await t.app.inject({
    method: 'POST',
    url: '/ops/promotions/codes',
    headers: { authorization: admin },
    payload: { promotionId: promo.id, count: 1 },
  });
  const code = made.json().value.list[0].code as string;
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/promotion/code',
    headers: { authorization: token },
    payload: { code },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const withdraw = (amount: number) =>
  call(
    t.app,
    'withdraw',
    { requestId: newRequestId(), bankCardId: cardId, paymentPassword: DEMO_PAYMENT_PASSWORD, amount },
    { token },
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[1]);
  const added = await call(
    t.app,
    'addBankCard',
    {
      bankName: 'BDO',
      accountName: 'Down Two',
      accountNumber: '1122334455',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    { token },
  );
  cardId = added.json().value.id;
  await fund(t.db, memberId, 1_000_00n);
});
afterAll(() => t.close());

describe('a promotion that holds withdrawals back', () => {
  it('refuses a withdrawal until its turnover is bet; a bonus without the hold only warns', async () => {
    await redeemCode(20, false);
    const free = await withdraw(100);
    expect(free.statusCode, free.body).toBe(200);

    await redeemCode(50, true);
    const before = await mainBalance(t.db, memberId);
    const held = await withdraw(100);
    expect(held.json()).toMatchObject({ errorCode: 'withdraw.turnover.unmet', value: { remaining: 150 } });
    expect(await mainBalance(t.db, memberId)).toBe(before);

    // 100 of valid bets: 50 still to bet.
    await settledBet(t.db, memberId, { category: 'RNG', stake: 100_00n });
    expect((await withdraw(100)).json().value).toEqual({ remaining: 50 });
    await settledBet(t.db, memberId, { category: 'RNG', stake: 50_00n });
    const paid = await withdraw(100);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectLedgerSound(t.db);
  });
});
