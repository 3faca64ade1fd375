import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RG_HISTORY_MONTHS } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { call } from '../../test/identity-client.js';
import { deposit, newPlayer, settledBet } from '../../test/promotion-fixture.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { merchantIdOf } from '../../test/wallet-client.js';

/** Issue 20 item 4: the player's account month by month on the responsible-gaming page. */
let t: TestContext;
const DAY = 86_400_000;
const TZ = 'Asia/Manila';
const monthOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit' }).format(at);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account history', () => {
  it('answers twelve months, newest first, with deposits, withdrawals paid, staked and net result', async () => {
    const p = await newPlayer(t.app, t.db, { bankAccount: `88${Date.now()}` });
    const now = new Date();
    const earlier = new Date(now.getTime() - 70 * DAY);
    await deposit(t.db, p.id, 50_000n, now);
    await deposit(t.db, p.id, 20_000n, earlier);
    await settledBet(t.db, p.id, { category: 'SLOT', stake: 1_000n, payout: 2_500n, at: now });
    await settledBet(t.db, p.id, { category: 'SLOT', stake: 4_000n, payout: 0n, at: now });
    // A withdrawal paid out counts; one still waiting or rejected does not.
    const card = await t.db
      .selectFrom('bank_cards')
      .select('id')
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const merchantId = await merchantIdOf(t.db);
    const withdrawal = (status: 'PAID' | 'PENDING' | 'REJECTED', amount: bigint) => ({
      merchant_id: merchantId,
      member_id: p.id,
      bank_card_id: card.id,
      amount,
      status,
      request_key: `history-${status}-${p.id}`,
      paid_at: status === 'PAID' ? now : null,
    });
    await t.db
      .insertInto('withdrawals')
      .values([withdrawal('PAID', 30_000n), withdrawal('PENDING', 7_000n), withdrawal('REJECTED', 9_000n)])
      .execute();

    const history = (await call(t.app, 'rgHistory', undefined, { token: p.token })).json().value;
    expect(history.timeZone).toBe(TZ);
    expect(history.months).toHaveLength(RG_HISTORY_MONTHS);
    expect(history.months[0]).toEqual({
      month: monthOf(now),
      deposits: 500,
      withdrawals: 300,
      staked: 50,
      net: -25,
    });
    const months = history.months.map((m: { month: string }) => m.month);
    expect([...months].sort().reverse()).toEqual(months);
    expect(history.months.find((m: { month: string }) => m.month === monthOf(earlier))).toEqual({
      month: monthOf(earlier),
      deposits: 200,
      withdrawals: 0,
      staked: 0,
      net: 0,
    });
  });
});
