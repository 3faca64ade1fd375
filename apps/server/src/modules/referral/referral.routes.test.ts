import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaFor } from '../../test/identity-client.js';
import { opCall } from '../../test/points-fixture.js';
import { deposit, newPlayer, playerCall, settledBet, type TestPlayer } from '../../test/promotion-fixture.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { expectLedgerSound, mainBalance } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
const TEST_CAPTCHA = 'R3FR';
beforeAll(async () => {
  t = await createTestApp({}, { captchaText: () => TEST_CAPTCHA });
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

// The demo's tiers (seed): 1. deposits 500 → 50; 2. deposits 2,000 and bets 10,000 → 150; 3. …
const summary = async (p: TestPlayer) =>
  (await playerCall(t.app, p.token, 'GET', '/wps/referral/summary')).body.value;
const referredBy = (friend: TestPlayer, referrer: TestPlayer) =>
  t.db
    .updateTable('members')
    .set({ recommender_id: String(referrer.id) })
    .where('id', '=', friend.id)
    .execute();
const rewardsOf = (referrer: TestPlayer) =>
  t.db
    .selectFrom('referral_rewards')
    .select(['tier', 'amount', 'status', 'reason'])
    .where('referrer_id', '=', referrer.id)
    .orderBy('tier')
    .execute();

describe('referral rewards', () => {
  it('pays the referrer each tier once, and shows the friend masked', async () => {
    const referrer = await newPlayer(t.app, t.db);
    const friend = await newPlayer(t.app, t.db);
    await referredBy(friend, referrer);
    const before = await mainBalance(t.db, referrer.id);

    await deposit(t.db, friend.id, 50_000n);
    await t.app.services.payReferrals();
    await t.app.services.payReferrals();
    expect(await mainBalance(t.db, referrer.id)).toBe(before + 5_000n);

    await deposit(t.db, friend.id, 150_000n);
    await settledBet(t.db, friend.id, { category: 'RNG', stake: 1_000_000n });
    await t.app.services.payReferrals();
    expect(await rewardsOf(referrer)).toEqual([
      { tier: 1, amount: 5_000n, status: 'PAID', reason: null },
      { tier: 2, amount: 15_000n, status: 'PAID', reason: null },
    ]);
    expect(await mainBalance(t.db, referrer.id)).toBe(before + 20_000n);

    const mine = await summary(referrer);
    expect(mine).toMatchObject({
      friends: { total: 1, registered: 1, deposited: 1, active: 1 },
      rewarded: 200,
      list: [{ status: 'ACTIVE', tiersReached: [1, 2], rewarded: 200 }],
    });
    expect(mine.tiers).toHaveLength(3);
    expect(mine.list[0].name).not.toBe(friend.username);
    expect(mine.list[0].name).toContain('***');
    expect(JSON.stringify(mine)).not.toContain(friend.username);
    await expectLedgerSound(t.db);
  });

  it('refuses a self-referral (shared bank account) and an account naming itself', async () => {
    const referrer = await newPlayer(t.app, t.db, { bankAccount: '9988776655' });
    const friend = await newPlayer(t.app, t.db, { bankAccount: '9988776655' });
    await referredBy(friend, referrer);
    const before = await mainBalance(t.db, referrer.id);
    await deposit(t.db, friend.id, 50_000n);
    await t.app.services.payReferrals();
    expect(await rewardsOf(referrer)).toEqual([
      { tier: 1, amount: 5_000n, status: 'REFUSED', reason: 'BANK_ACCOUNT' },
    ]);
    expect(await mainBalance(t.db, referrer.id)).toBe(before);
    const listed = await opCall(
      t.app,
      admin,
      'GET',
      `/ops/referral/rewards?status=REFUSED&username=${referrer.username}`,
    );
    expect(listed.body.value.list).toMatchObject([
      { referrer: referrer.username, friend: friend.username, reason: 'BANK_ACCOUNT' },
    ]);

    const loner = await newPlayer(t.app, t.db);
    await referredBy(loner, loner);
    await deposit(t.db, loner.id, 50_000n);
    await t.app.services.payReferrals();
    expect(await rewardsOf(loner)).toEqual([]);
  });

  it('registration takes the referral code from the link; an unknown code is refused', async () => {
    const referrer = await newPlayer(t.app, t.db);
    const code = (await summary(referrer)).code as string;
    const signUp = async (username: string, referralCode: string) =>
      call(
        t.app,
        'register',
        {
          username,
          countryDialingCode: '63',
          mobileNum: `917${Date.now().toString().slice(-7)}`,
          password: 'Secret2024x',
          confirmPassword: 'Secret2024x',
          captcha: TEST_CAPTCHA,
          agreeTerms: true,
          login: true,
          referralCode,
        },
        { human: true, cookie: await captchaFor(t.app), ip: '192.0.2.201' },
      );
    expect((await signUp('reffriend1', code.toLowerCase())).statusCode).toBe(200);
    expect((await summary(referrer)).friends.total).toBe(1);
    expect((await signUp('reffriend2', 'NOSUCHCODE')).json().errorCode).toBe('field.invalid');
  });
});

describe('the operator’s referral tiers', () => {
  it('saves the tiers whole, refuses an easier tier after a harder one, and needs configure', async () => {
    const saved = (await opCall(t.app, admin, 'GET', '/ops/referral/tiers')).body.value;
    const easier = saved.tiers.map((x: { tier: number }) =>
      x.tier === 2 ? { ...x, depositRequired: 100 } : x,
    );
    expect((await opCall(t.app, admin, 'PUT', '/ops/referral/tiers', { tiers: easier })).body.errorCode).toBe(
      'request_param_err',
    );
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    expect((await opCall(t.app, support, 'PUT', '/ops/referral/tiers', saved)).status).toBe(403);
    const res = await opCall(t.app, admin, 'PUT', '/ops/referral/tiers', saved);
    expect(res.body.value).toEqual(saved);
  });
});
