import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasVipService } from '@bet/contracts/vip/vip-rules';
import { opCall } from '../../test/points-fixture.js';
import { deposit, newPlayer, playerCall, settledBet, type TestPlayer } from '../../test/promotion-fixture.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { auditCount, expectLedgerSound, fund, mainBalance, newRequestId } from '../../test/wallet-client.js';
import { call } from '../../test/identity-client.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { hashPassword } from '../identity/password.js';
import { periodAt } from '../agent-settlement/contract-periods.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

// The demo's table (seed): VIP1 1,000 / 5,000 (bonus 18), VIP2 5,000 / 25,000 (58), VIP3 20,000 /
// 100,000 (128), VIP5 100,000 / 800,000; 90 days, 30 days' grace.
const progress = async (p: TestPlayer) =>
  (await playerCall(t.app, p.token, 'GET', '/wps/vip/progress')).body.value;
const clubLabel = async (p: TestPlayer) =>
  (await playerCall(t.app, p.token, 'GET', '/wps/member/info')).body.value.clubLabel;
const bonusesOf = (p: TestPlayer) =>
  t.db.selectFrom('bonuses').select(['name', 'amount']).where('member_id', '=', p.id).orderBy('id').execute();
const setLevel = (p: TestPlayer, level: number, token = admin) =>
  opCall(t.app, token, 'POST', '/ops/players/vip', {
    username: p.username,
    requestId: newRequestId(),
    level,
    reason: 'test level',
  });

describe('VIP ranks', () => {
  it('the levels and benefits are public', async () => {
    const res = await playerCall(t.app, undefined, 'GET', '/wps/vip/levels');
    expect(res.body.value).toMatchObject({ periodDays: 90, graceDays: 30 });
    expect(res.body.value.levels[1]).toMatchObject({
      name: 'VIP1',
      depositRequired: 1000,
      betRequired: 5000,
      upgradeBonus: 18,
    });
    expect(res.body.value.levels.map((l: { vipService: boolean }) => l.vipService).indexOf(true)).toBe(5);
  });

  it('crossing a threshold promotes once and pays each level’s upgrade bonus once', async () => {
    const p = await newPlayer(t.app, t.db);
    await deposit(t.db, p.id, 100_000n); // 1,000
    await settledBet(t.db, p.id, { category: 'RNG', stake: 400_000n }); // 4,000: not yet VIP1
    await t.app.services.promoteVip();
    expect(await progress(p)).toMatchObject({
      level: 0,
      deposits: 1000,
      validBets: 4000,
      next: { name: 'VIP1' },
    });

    const before = await mainBalance(t.db, p.id);
    await settledBet(t.db, p.id, { category: 'LIVE', stake: 100_000n }); // the bet that crosses 5,000
    await t.app.services.promoteVip();
    await t.app.services.promoteVip();
    await t.app.services.sweepVip();
    expect(await clubLabel(p)).toEqual({ labelName: 'VIP1', rankLevel: 1 });
    expect(await mainBalance(t.db, p.id)).toBe(before + 1_800n);
    const first = await progress(p);
    expect(first.history).toMatchObject([{ from: 0, to: 1, reason: 'PROMOTED', bonus: 18 }]);
    expect(first.next).toMatchObject({ name: 'VIP2', depositRequired: 5000, betRequired: 25000 });

    // Straight to VIP3: the bonuses of VIP2 and VIP3, in one change.
    await deposit(t.db, p.id, 1_900_000n);
    await settledBet(t.db, p.id, { category: 'SPORTS', stake: 9_500_000n });
    await t.app.services.promoteVip();
    expect((await progress(p)).history[0]).toMatchObject({ from: 1, to: 3, reason: 'PROMOTED', bonus: 186 });
    expect((await bonusesOf(p)).map((b) => b.name)).toEqual([
      'VIP1 upgrade bonus',
      'VIP2 upgrade bonus',
      'VIP3 upgrade bonus',
    ]);

    // Set back by hand, promoted again: those levels' bonuses were paid, never twice.
    expect((await setLevel(p, 1)).status).toBe(200);
    await t.app.services.promoteVip(); // nothing new in the feed: the level stays
    expect((await clubLabel(p)).rankLevel).toBe(1);
    await settledBet(t.db, p.id, { category: 'RNG', stake: 100n });
    await t.app.services.promoteVip();
    expect((await progress(p)).history[0]).toMatchObject({ from: 1, to: 3, reason: 'PROMOTED', bonus: 0 });
    expect(await bonusesOf(p)).toHaveLength(3);
    await expectLedgerSound(t.db);
  });

  it('relegates only after the grace days below the level, and a recovery keeps it', async () => {
    const p = await newPlayer(t.app, t.db);
    await setLevel(p, 2);
    await t.app.services.sweepVip();
    const below = (await progress(p)).below;
    expect(below.relegationAt - below.since).toBe(30 * 86_400_000);
    expect((await clubLabel(p)).rankLevel).toBe(2);

    // Recovering within the grace clears the notice.
    await deposit(t.db, p.id, 500_000n);
    await settledBet(t.db, p.id, { category: 'RNG', stake: 2_500_000n });
    await t.app.services.promoteVip();
    expect((await progress(p)).below).toBeNull();

    const q = await newPlayer(t.app, t.db);
    await setLevel(q, 2);
    await deposit(t.db, q.id, 100_000n);
    await settledBet(t.db, q.id, { category: 'RNG', stake: 500_000n }); // VIP1's figures
    await t.app.services.sweepVip();
    await sql`update members set rank_below_since = now() - interval '29 days' where id = ${q.id}`.execute(
      t.db,
    );
    await t.app.services.sweepVip();
    expect((await clubLabel(q)).rankLevel).toBe(2);
    await sql`update members set rank_below_since = now() - interval '31 days' where id = ${q.id}`.execute(
      t.db,
    );
    await t.app.services.sweepVip();
    expect(await clubLabel(q)).toEqual({ labelName: 'VIP1', rankLevel: 1 });
    expect((await progress(q)).history[0]).toMatchObject({ from: 2, to: 1, reason: 'RELEGATED', bonus: 0 });
  });

  it('VIP service switches at rank 5', async () => {
    const p = await newPlayer(t.app, t.db);
    await setLevel(p, 4);
    expect(hasVipService((await clubLabel(p)).rankLevel)).toBe(false);
    await setLevel(p, 5);
    expect(hasVipService((await clubLabel(p)).rankLevel)).toBe(true);
  });

  it('holds a level’s daily withdrawal limit', async () => {
    const p = await newPlayer(t.app, t.db, { bankAccount: '1234567890' });
    await fund(t.db, p.id, 100_000n);
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(DEMO_PAYMENT_PASSWORD) })
      .where('id', '=', p.id)
      .execute();
    const card = await t.db
      .selectFrom('bank_cards')
      .select('id')
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const table = (await opCall(t.app, admin, 'GET', '/ops/vip/levels')).body.value;
    const plain = table.levels.map(({ players: _p, vipService: _v, ...l }: Record<string, unknown>) => l);
    const withLimit = (limit: number | null) =>
      opCall(t.app, admin, 'PUT', '/ops/vip/levels', {
        ...table,
        levels: plain.map((l: Record<string, unknown>) =>
          l.level === 0 ? { ...l, dailyWithdrawalLimit: limit } : l,
        ),
      });
    expect((await withLimit(300)).status).toBe(200);
    const withdraw = (amount: number) =>
      call(
        t.app,
        'withdraw',
        {
          requestId: newRequestId(),
          bankCardId: Number(card.id),
          amount,
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        },
        { token: p.token },
      );
    expect((await withdraw(200)).statusCode).toBe(200);
    expect((await withdraw(200)).json()).toMatchObject({
      errorCode: 'withdraw.vip.limit',
      value: { limit: 300, used: 200 },
    });
    expect((await withdraw(100)).statusCode).toBe(200);
    await withLimit(50_000);
  });
});

describe('the operator’s VIP', () => {
  it('saves the table whole, refuses an inconsistent one, and keeps permissions', async () => {
    const levels = (await opCall(t.app, admin, 'GET', '/ops/vip/levels')).body.value;
    expect(levels.levels[0]).toHaveProperty('players');
    const plain = levels.levels.map(({ players: _p, vipService: _v, ...l }: Record<string, unknown>) => l);
    const easier = plain.map((l: Record<string, unknown>) => (l.level === 3 ? { ...l, betRequired: 1 } : l));
    const refused = await opCall(t.app, admin, 'PUT', '/ops/vip/levels', { ...levels, levels: easier });
    expect(refused.body.errorCode).toBe('request_param_err');
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    expect(
      (await opCall(t.app, support, 'PUT', '/ops/vip/levels', { ...levels, levels: plain })).status,
    ).toBe(403);
    const p = await newPlayer(t.app, t.db);
    expect((await setLevel(p, 3, support)).status).toBe(403);
    const audits = await auditCount(t.db);
    const set = await setLevel(p, 3);
    expect(set.body.value).toMatchObject({
      level: 3,
      name: 'VIP3',
      history: [{ reason: 'OPERATOR', note: 'test level' }],
    });
    expect(await auditCount(t.db)).toBe(audits + 1);
    expect((await setLevel(p, 10)).body.errorCode).toBe('vip.level.unknown');
  });
});

describe('the calendar’s VIP benefits', () => {
  it('pays yesterday’s rebate, the month’s bonus and the birthday bonus once each', async () => {
    const timeZone = 'Asia/Manila'; // the test app's REPORT_TIME_ZONE (the default)
    const today = periodAt('D', timeZone, new Date());
    const p = await newPlayer(t.app, t.db);
    await setLevel(p, 2); // VIP2: rebate 0.30 %, monthly 20, birthday 38
    await t.db.updateTable('members').set({ birthday: today.key }).where('id', '=', p.id).execute();
    const yesterday = new Date(today.start.getTime() - 3_600_000);
    await settledBet(t.db, p.id, { category: 'RNG', stake: 1_000_000n, at: yesterday }); // 10,000
    await settledBet(t.db, p.id, { category: 'RNG', stake: 500_000n }); // today: next day's rebate
    const before = await mainBalance(t.db, p.id);
    await t.app.services.sweepVip();
    await t.app.services.sweepVip();
    expect(await mainBalance(t.db, p.id)).toBe(before + 3_000n + 2_000n + 3_800n);
    expect((await bonusesOf(p)).map((b) => [b.name.replace(/ \d{4}-\d{2}(-\d{2})?$/, ''), b.amount])).toEqual(
      expect.arrayContaining([
        ['VIP2 rebate', 3_000n],
        ['VIP2 monthly bonus', 2_000n],
        ['VIP2 birthday bonus', 3_800n],
      ]),
    );
    await expectLedgerSound(t.db);
  });
});
