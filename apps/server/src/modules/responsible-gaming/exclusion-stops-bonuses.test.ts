import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '@bet/contracts/constants';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import {
  deposit,
  newPlayer,
  savePromotion,
  settledBet,
  type TestPlayer,
} from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance, merchantIdOf } from '../../test/wallet-client.js';
import { payReward } from '../promotions/pay-claim.js';
import { payVipReward } from '../vip/vip.service.js';
import { insertExclusion } from './responsible-gaming.repo.js';

/**
 * Issue 20: a time-out or self-exclusion stops every promotion, bonus and marketing message. The
 * schedulers leave the player out (cashback, referral rewards, VIP bonuses), a direct payment is
 * refused (`payReward`, which every bonus passes), and group messages no longer reach them, while
 * a message to them by name (about their account) still does.
 */
let t: TestContext;
let admin: string;
const DAY = 86_400_000;

const exclude = async (p: TestPlayer, kind: 'TIME_OUT' | 'SELF_EXCLUSION' = 'SELF_EXCLUSION') =>
  insertExclusion(t.db, {
    merchantId: await merchantIdOf(t.db),
    memberId: p.id,
    kind,
    period: kind === 'TIME_OUT' ? '7D' : '6M',
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 7 * DAY),
    setBy: 'PLAYER',
    reason: null,
  });

const preview = async (audience: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/ops/inbox/preview',
      headers: { authorization: admin },
      payload: { audience },
    })
  ).json().value.recipients as number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('an excluded player gets no bonus and no marketing', () => {
  it('a direct reward is refused with rg.excluded and moves no money', async () => {
    const p = await newPlayer(t.app, t.db);
    await exclude(p, 'TIME_OUT');
    const merchantId = await merchantIdOf(t.db);
    const before = await mainBalance(t.db, p.id);
    await expect(
      t.db.transaction().execute((trx) =>
        payReward(trx, {
          merchantId,
          key: `rg-test:${p.id}`,
          meta: {},
          memberId: p.id,
          amount: 1_000n,
          turnover: 0n,
          name: 'Test bonus',
        }),
      ),
    ).rejects.toMatchObject({ errorCode: 'rg.excluded' });
    // A VIP bonus is forfeited, not retried: the run goes on and pays nothing.
    const vip = await t.db.transaction().execute((trx) =>
      payVipReward(trx, {
        merchantId,
        memberId: p.id,
        key: `rg-vip:${p.id}`,
        amount: 1_000n,
        turnover: 0n,
        name: 'VIP bonus',
      }),
    );
    expect(vip).toBe(0n);
    expect(await mainBalance(t.db, p.id)).toBe(before);
    await expectLedgerSound(t.db);
  });

  it("the cashback scheduler pays the others and leaves the excluded player's day unpaid", async () => {
    const seeded = await t.app.inject({ url: '/ops/promotions', headers: { authorization: admin } });
    for (const p of seeded.json().value.list as { id: number; kind: string }[])
      if (p.kind === 'CASHBACK')
        await t.app.inject({
          method: 'POST',
          url: '/ops/promotions/status',
          headers: { authorization: admin },
          payload: { id: p.id, status: 'PAUSED' },
        });
    const cashback: SavePromotionRequest = {
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
      texts: [{ language: 'EN', title: 'RG cashback', summary: '10% back', rules: 'Play slots.' }],
    };
    await savePromotion(t.app, admin, cashback);
    const [kept, excluded] = [await newPlayer(t.app, t.db), await newPlayer(t.app, t.db)];
    const yesterday = new Date(Date.now() - DAY);
    for (const p of [kept, excluded])
      await settledBet(t.db, p.id, { category: 'RNG', stake: 30_000n, at: yesterday });
    await exclude(excluded);
    const before = [await mainBalance(t.db, kept.id), await mainBalance(t.db, excluded.id)];
    await t.app.services.payCashback();
    expect(await mainBalance(t.db, kept.id)).toBe(before[0]! + 3_000n);
    expect(await mainBalance(t.db, excluded.id)).toBe(before[1]);
    await expectLedgerSound(t.db);
  });

  it("a referrer's reward is refused as EXCLUDED, and nothing is paid", async () => {
    const [referrer, friend] = [await newPlayer(t.app, t.db), await newPlayer(t.app, t.db)];
    await t.db
      .updateTable('members')
      .set({ recommender_id: String(referrer.id) })
      .where('id', '=', friend.id)
      .execute();
    await exclude(referrer);
    const before = await mainBalance(t.db, referrer.id);
    await deposit(t.db, friend.id, 50_000n);
    await t.app.services.payReferrals();
    const rewards = await t.db
      .selectFrom('referral_rewards')
      .select(['tier', 'status', 'reason'])
      .where('referrer_id', '=', referrer.id)
      .execute();
    expect(rewards).toEqual([{ tier: 1, status: 'REFUSED', reason: 'EXCLUDED' }]);
    expect(await mainBalance(t.db, referrer.id)).toBe(before);
  });

  it('group messages leave them out; a message to them by name reaches them', async () => {
    const p = await newPlayer(t.app, t.db);
    const everyone = await preview({ kind: 'everyone' });
    await exclude(p);
    expect(await preview({ kind: 'everyone' })).toBe(everyone - 1);
    expect(await preview({ kind: 'group', filter: { vipLevel: 0 } })).toBeGreaterThan(0);
    const vipZero = await t.db
      .selectFrom('members')
      .select('id')
      .where('rank_level', '=', 0)
      .where('type', '!=', AccountType.trial)
      .where('merchant_id', '=', await merchantIdOf(t.db))
      .execute();
    expect(await preview({ kind: 'group', filter: { vipLevel: 0 } })).toBeLessThan(vipZero.length);
    expect(await preview({ kind: 'player', username: p.username })).toBe(1);
  });

  it('an exclusion that has ended no longer stops anything', async () => {
    const p = await newPlayer(t.app, t.db);
    const everyone = await preview({ kind: 'everyone' });
    await insertExclusion(t.db, {
      merchantId: await merchantIdOf(t.db),
      memberId: p.id,
      kind: 'TIME_OUT',
      period: '24H',
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
      setBy: 'PLAYER',
      reason: null,
    });
    expect(await preview({ kind: 'everyone' })).toBe(everyone);
  });
});
