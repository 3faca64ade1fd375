import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import {
  deposit,
  firstDepositBonus,
  newPlayer,
  playerCall,
  savePromotion,
  type TestPlayer,
} from '../../test/promotion-fixture.js';
import { login } from '../../test/identity-client.js';
import {
  expectLedgerSound,
  mainBalance,
  memberToken,
  merchantIdOf,
  snapshot,
} from '../../test/wallet-client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { payClaim, promotionRewardKey } from './pay-claim.js';
import { findPromotion } from './promotions.repo.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;

const detail = (token: string | undefined, id: number) =>
  playerCall(t.app, token, 'GET', `/wps/promotion/detail?id=${id}`);
const join = (p: TestPlayer, id: number) => playerCall(t.app, p.token, 'POST', '/wps/promotion/join', { id });
const claim = (p: TestPlayer, id: number) =>
  playerCall(t.app, p.token, 'POST', '/wps/promotion/claim', { id });
const stateOf = async (token: string | undefined, id: number) =>
  (await detail(token, id)).body.value.state as string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('a first-deposit bonus', () => {
  let promo: { id: number };
  beforeAll(async () => {
    promo = await savePromotion(t.app, admin, firstDepositBonus());
  });

  it('walks a new player from join to claimed, paid through the ledger with its turnover', async () => {
    const p = await newPlayer(t.app, t.db);
    expect(await stateOf(undefined, promo.id)).toBe('JOIN');
    expect(await stateOf(p.token, promo.id)).toBe('JOIN');

    const joined = await join(p, promo.id);
    expect(joined.body.value.state).toBe('JOINED');
    expect((await claim(p, promo.id)).body.errorCode).toBe('promotion.nothing.to.claim');

    await deposit(t.db, p.id, 30_000n);
    const ready = await detail(p.token, promo.id);
    expect(ready.body.value).toMatchObject({
      state: 'CLAIM',
      progress: { qualifyingDeposit: 300, reward: 300 },
    });

    const before = await mainBalance(t.db, p.id);
    const paid = await claim(p, promo.id);
    expect(paid.body.value).toEqual({
      promotionId: promo.id,
      status: 'PAID',
      amount: 300,
      turnoverRequired: 3000,
      state: 'CLAIMED',
    });
    expect(await mainBalance(t.db, p.id)).toBe(before + 30_000n);
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select(['type'])
      .where('idempotency_key', '=', promotionRewardKey(promo.id, p.id, 'once'))
      .executeTakeFirstOrThrow();
    expect(transfer.type).toBe('BONUS');
    const bonuses = await playerCall(t.app, p.token, 'GET', '/wps/member/bonuses?pageSize=5');
    expect(bonuses.body.value.list[0]).toMatchObject({
      name: 'Welcome 100%',
      amount: 300,
      turnoverRequired: 3000,
    });

    expect((await claim(p, promo.id)).body.errorCode).toBe('promotion.already.claimed');
    expect(await mainBalance(t.db, p.id)).toBe(before + 30_000n);
    const rewards = await playerCall(t.app, p.token, 'GET', '/wps/promotion/rewards');
    expect(rewards.body.value.list[0]).toMatchObject({ promotionId: promo.id, amount: 300, status: 'PAID' });
    await expectLedgerSound(t.db);
  });

  it('caps the reward and refuses a player who deposited before joining', async () => {
    const rich = await newPlayer(t.app, t.db);
    await join(rich, promo.id);
    await deposit(t.db, rich.id, 500_000n);
    expect((await claim(rich, promo.id)).body.value.amount).toBe(1000);

    const early = await newPlayer(t.app, t.db);
    await deposit(t.db, early.id, 50_000n);
    expect((await detail(early.token, promo.id)).body.value).toMatchObject({
      state: 'CLOSED',
      closedReason: 'NOT_ELIGIBLE',
    });
    const refused = await join(early, promo.id);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'promotion.not.eligible']);
  });

  it('disqualifies a first deposit below the minimum, and a later deposit does not help', async () => {
    const p = await newPlayer(t.app, t.db);
    await join(p, promo.id);
    await deposit(t.db, p.id, 5_000n);
    await deposit(t.db, p.id, 50_000n);
    expect((await detail(p.token, promo.id)).body.value.closedReason).toBe('NOT_ELIGIBLE');
    const before = await snapshot(t.db, p.id);
    expect((await claim(p, promo.id)).body.errorCode).toBe('promotion.not.eligible');
    expect(await snapshot(t.db, p.id)).toEqual(before);
  });

  it('a second-deposit bonus pays on the second deposit ever, joined before it is made', async () => {
    const second = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({
        rules: {
          kind: 'DEPOSIT_BONUS',
          deposit: 'SECOND',
          percent: 50,
          cap: 500,
          minDeposit: 100,
          turnoverMultiple: 5,
        },
      }),
    );
    const p = await newPlayer(t.app, t.db);
    await deposit(t.db, p.id, 100_000n); // the first: the welcome bonus's, not this one's
    expect(await stateOf(p.token, second.id)).toBe('JOIN');
    await join(p, second.id);
    expect(await stateOf(p.token, second.id)).toBe('JOINED');
    await deposit(t.db, p.id, 30_000n);
    await deposit(t.db, p.id, 900_000n); // the third: not this bonus's
    const ready = (await detail(p.token, second.id)).body.value;
    expect([ready.state, ready.progress.qualifyingDeposit, ready.progress.reward]).toEqual([
      'CLAIM',
      300,
      150,
    ]);
    expect((await claim(p, second.id)).body.value).toMatchObject({ amount: 150, turnoverRequired: 750 });

    // Two deposits made before joining: the second is gone.
    const late = await newPlayer(t.app, t.db);
    await deposit(t.db, late.id, 20_000n);
    await deposit(t.db, late.id, 20_000n);
    expect((await join(late, second.id)).body.errorCode).toBe('promotion.not.eligible');
    // A second deposit bonus happens once.
    const daily = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: admin },
      payload: firstDepositBonus({
        repeat: 'DAILY',
        rules: {
          kind: 'DEPOSIT_BONUS',
          deposit: 'THIRD',
          percent: 5,
          cap: 5,
          minDeposit: 1,
          turnoverMultiple: 1,
        },
      }),
    });
    expect(daily.json().errorCode).toBe('request_param_err');
    await expectLedgerSound(t.db);
  });

  it('lets the reward lapse after its claim window', async () => {
    const short = await savePromotion(t.app, admin, firstDepositBonus({ claimDays: 1 }));
    const p = await newPlayer(t.app, t.db);
    await join(p, short.id);
    await deposit(t.db, p.id, 20_000n);
    expect(await stateOf(p.token, short.id)).toBe('CLAIM');
    // The settlement clock (exposed as the lottery's: the same clock) is what promotions read.
    t.app.services.lotteryClock.advance(DAY + 60_000);
    expect((await detail(p.token, short.id)).body.value).toMatchObject({
      state: 'CLOSED',
      closedReason: 'ENDED',
    });
    expect((await claim(p, short.id)).body.errorCode).toBe('promotion.not.open');
  });
});

describe('budgets and concurrency', () => {
  it('never overspends a budget when players claim at once, and pays each player once', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({
        budget: 700,
        rules: {
          kind: 'DEPOSIT_BONUS',
          deposit: 'ANY',
          percent: 100,
          cap: 300,
          minDeposit: 100,
          turnoverMultiple: 1,
        },
      }),
    );
    const players = await Promise.all([1, 2, 3, 4].map(() => newPlayer(t.app, t.db)));
    for (const p of players) {
      await join(p, promo.id);
      await deposit(t.db, p.id, 30_000n);
    }
    // Each player claims twice at once: 8 claims, a budget for two rewards of 300.
    const results = await Promise.all(players.flatMap((p) => [claim(p, promo.id), claim(p, promo.id)]));
    const paid = results.filter((r) => r.body.success);
    expect(paid).toHaveLength(2);
    const refusals = new Set(results.filter((r) => !r.body.success).map((r) => r.body.errorCode));
    expect(
      [...refusals].every((c) => c === 'promotion.budget.exhausted' || c === 'promotion.already.claimed'),
    ).toBe(true);
    const row = await t.db
      .selectFrom('promotions')
      .select(['budget_used'])
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(row.budget_used)).toBe(60_000n);
    const claims = await t.db
      .selectFrom('promotion_claims')
      .select(['member_id'])
      .where('promotion_id', '=', promo.id)
      .execute();
    expect(new Set(claims.map((c) => String(c.member_id))).size).toBe(2);
    expect((await detail(players[3]!.token, promo.id)).body.value.state).toMatch(/CLAIMED|CLOSED/);
    await expectLedgerSound(t.db);
  });
});

describe('budgets one claim at a time', () => {
  it('refuses the claim the rest of the budget cannot cover, and pays nothing for it', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({
        budget: 500,
        rules: {
          kind: 'DEPOSIT_BONUS',
          deposit: 'ANY',
          percent: 100,
          cap: 300,
          minDeposit: 100,
          turnoverMultiple: 1,
        },
      }),
    );
    const [a, b] = [await newPlayer(t.app, t.db), await newPlayer(t.app, t.db)];
    for (const p of [a, b]) {
      await join(p, promo.id);
      await deposit(t.db, p.id, 30_000n);
    }
    expect((await claim(a, promo.id)).body.value.status).toBe('PAID');
    expect((await detail(b.token, promo.id)).body.value).toMatchObject({
      state: 'CLOSED',
      closedReason: 'BUDGET',
    });
    const before = await snapshot(t.db, b.id);
    expect((await claim(b, promo.id)).body.errorCode).toBe('promotion.budget.exhausted');
    expect(await snapshot(t.db, b.id)).toEqual(before);
    // The payment itself refuses too, when the state was read before the budget ran out.
    const row = await findPromotion(t.db, await merchantIdOf(t.db), promo.id);
    const late = t.db.transaction().execute((trx) =>
      payClaim(trx, {
        promotion: row!,
        memberId: b.id,
        period: 'once',
        amount: 30_000n,
        depositId: null,
        codeId: null,
        bonusName: 'x',
      }),
    );
    await expect(late).rejects.toMatchObject({ errorCode: 'promotion.budget.exhausted' });
    expect(await snapshot(t.db, b.id)).toEqual(before);
  });
});

describe('abuse signals', () => {
  it('flags one of two linked accounts that claim at the same moment', async () => {
    const promo = await savePromotion(t.app, admin, firstDepositBonus());
    const players = [
      await newPlayer(t.app, t.db, { bankAccount: '009988776655' }),
      await newPlayer(t.app, t.db, { bankAccount: '009988776655' }),
      await newPlayer(t.app, t.db),
      await newPlayer(t.app, t.db),
    ];
    for (const p of players) {
      await join(p, promo.id);
      await deposit(t.db, p.id, 10_000n);
    }
    const results = await Promise.all(players.map((p) => claim(p, promo.id)));
    const statuses = results.map((r) => r.body.value.status as string);
    expect(statuses.slice(0, 2).sort()).toEqual(['FLAGGED', 'PAID']);
    expect(statuses.slice(2)).toEqual(['PAID', 'PAID']);
  });

  it('flags a second account that logged in from the same browser, and pays one from another', async () => {
    const promo = await savePromotion(t.app, admin, firstDepositBonus());
    const browsers = ['a1b2c3d4-shared-browser', 'a1b2c3d4-shared-browser', 'ffee0011-own-browser'];
    const players: TestPlayer[] = [];
    for (const deviceId of browsers) {
      const p = await newPlayer(t.app, t.db);
      // Logged in again from its browser: a new login ends the earlier session, so its token is the one.
      const res = await login(t.app, { username: p.username, password: DEMO_PASSWORD }, { deviceId });
      expect(res.statusCode, res.body).toBe(200);
      const player = { ...p, token: res.json().value.token as string };
      players.push(player);
      await join(player, promo.id);
      await deposit(t.db, p.id, 10_000n);
    }
    expect((await claim(players[0]!, promo.id)).body.value.status).toBe('PAID');
    const before = await mainBalance(t.db, players[1]!.id);
    expect((await claim(players[1]!, promo.id)).body.value.status).toBe('FLAGGED');
    expect(await mainBalance(t.db, players[1]!.id)).toBe(before);
    expect((await claim(players[2]!, promo.id)).body.value.status).toBe('PAID');
    const queue = await t.app.inject({
      url: `/ops/promotions/claims?status=FLAGGED&promotionId=${promo.id}`,
      headers: { authorization: admin },
    });
    expect(queue.json().value.list[0].signals).toEqual([
      { signal: 'DEVICE', usernames: [players[0]!.username] },
    ]);
  });

  it('holds a claim linked to another claimant for review; the operator approves or rejects it', async () => {
    const promo = await savePromotion(t.app, admin, firstDepositBonus());
    const first = await newPlayer(t.app, t.db, { bankAccount: '001234567890' });
    const twin = await newPlayer(t.app, t.db, { bankAccount: '001234567890' });
    const third = await newPlayer(t.app, t.db, { bankAccount: '001234567890' });
    for (const p of [first, twin, third]) {
      await join(p, promo.id);
      await deposit(t.db, p.id, 10_000n);
    }
    expect((await claim(first, promo.id)).body.value.status).toBe('PAID');
    const before = await mainBalance(t.db, twin.id);
    const held = await claim(twin, promo.id);
    expect(held.body.value).toMatchObject({ status: 'FLAGGED', state: 'PROCESS' });
    expect(await mainBalance(t.db, twin.id)).toBe(before);
    expect((await claim(third, promo.id)).body.value.status).toBe('FLAGGED');

    const queue = await t.app.inject({
      url: `/ops/promotions/claims?status=FLAGGED&promotionId=${promo.id}`,
      headers: { authorization: admin },
    });
    const flagged = queue.json().value.list as { id: number; username: string; signals: unknown[] }[];
    expect(flagged.find((c) => c.username === twin.username)?.signals).toEqual([
      { signal: 'BANK_ACCOUNT', usernames: [first.username] },
    ]);

    const decide = (id: number, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/promotions/claims/decide',
        headers: { authorization: admin },
        payload: { id, ...body },
      });
    const twinClaim = flagged.find((c) => c.username === twin.username)!;
    const thirdClaim = flagged.find((c) => c.username === third.username)!;
    expect((await decide(twinClaim.id, { approve: true })).json().value.status).toBe('PAID');
    expect(await mainBalance(t.db, twin.id)).toBe(before + 10_000n);
    expect((await decide(twinClaim.id, { approve: true })).json().errorCode).toBe(
      'promotion.claim.not.flagged',
    );

    const used = async () =>
      BigInt(
        (
          await t.db
            .selectFrom('promotions')
            .select('budget_used')
            .where('id', '=', promo.id)
            .executeTakeFirstOrThrow()
        ).budget_used,
      );
    const usedBefore = await used();
    expect((await decide(thirdClaim.id, { approve: false })).statusCode).toBe(400);
    expect((await decide(thirdClaim.id, { approve: false, reason: 'same person' })).json().value.status).toBe(
      'REJECTED',
    );
    expect(await used()).toBe(usedBefore - 10_000n);
    expect(await stateOf(third.token, promo.id)).toBe('REJECTED');
    await expectLedgerSound(t.db);
  });
});

describe('bonus codes', () => {
  it('pays a code once per player and refuses a code with no uses left', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({ art: 'code', rules: { kind: 'BONUS_CODE', amount: 50, turnoverMultiple: 3 } }),
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions/codes',
      headers: { authorization: admin },
      payload: { promotionId: promo.id, count: 2, usesPerCode: 1 },
    });
    const [a, b] = (made.json().value.list as { code: string }[]).map((c) => c.code);
    const redeem = (p: TestPlayer, code: string) =>
      playerCall(t.app, p.token, 'POST', '/wps/promotion/code', { code });
    const one = await newPlayer(t.app, t.db);
    const two = await newPlayer(t.app, t.db);

    expect((await redeem(one, ` ${a!.toLowerCase()} `)).body.value).toMatchObject({
      status: 'PAID',
      amount: 50,
      turnoverRequired: 150,
    });
    expect((await redeem(two, a!)).body.errorCode).toBe('bonus.code.invalid');
    expect((await redeem(one, b!)).body.errorCode).toBe('promotion.already.claimed');
    expect((await redeem(two, 'NOSUCHCODE')).body.errorCode).toBe('bonus.code.invalid');
    const before = await snapshot(t.db, two.id);
    expect((await redeem(two, 'bad-code!')).body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.db, two.id)).toEqual(before);
    expect((await redeem(two, b!)).body.value.status).toBe('PAID');
  });
});

describe('the operator', () => {
  it('pauses a promotion, which closes it for players', async () => {
    const promo = await savePromotion(t.app, admin, firstDepositBonus());
    const p = await newPlayer(t.app, t.db);
    await t.app.inject({
      method: 'POST',
      url: '/ops/promotions/status',
      headers: { authorization: admin },
      payload: { id: promo.id, status: 'PAUSED' },
    });
    expect((await detail(p.token, promo.id)).body.value).toMatchObject({
      state: 'CLOSED',
      closedReason: 'PAUSED',
    });
    expect((await join(p, promo.id)).body.errorCode).toBe('promotion.not.open');
  });

  it('opens a promotion to labels, agent lines or countries only, and refuses an agent that does not exist', async () => {
    const eligibility = { newPlayersOnly: false, vipLevels: [], minDeposits: 0 };
    const line = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({ eligibility: { ...eligibility, agents: ['DemoAgent'] } }),
    );
    const downline = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
    // The account is matched whatever the case it was typed in; a player outside the line is not.
    const outsider = await newPlayer(t.app, t.db);
    expect((await detail(outsider.token, line.id)).body.value).toMatchObject({
      state: 'CLOSED',
      closedReason: 'NOT_ELIGIBLE',
    });
    const reload = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({
        eligibility: { ...eligibility, agents: ['demoagent'] },
        rules: {
          kind: 'DEPOSIT_BONUS',
          deposit: 'ANY',
          percent: 5,
          cap: 50,
          minDeposit: 10,
          turnoverMultiple: 1,
        },
      }),
    );
    expect(await stateOf(downline, reload.id)).toBe('JOIN');
    expect(await stateOf(outsider.token, reload.id)).toBe('CLOSED');

    const labelled = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({ eligibility: { ...eligibility, labels: ['whale'] } }),
    );
    expect(await stateOf(outsider.token, labelled.id)).toBe('CLOSED');
    await t.db
      .updateTable('members')
      .set({ member_labels: JSON.stringify(['whale']) })
      .where('id', '=', outsider.id)
      .execute();
    expect(await stateOf(outsider.token, labelled.id)).toBe('JOIN');

    // A country list: a player whose sign-up country is unknown is left out, one from the list is in.
    const local = await savePromotion(
      t.app,
      admin,
      firstDepositBonus({ eligibility: { ...eligibility, countries: ['ph', 'VN'] } }),
    );
    expect(await stateOf(outsider.token, local.id)).toBe('CLOSED');
    await t.db.updateTable('members').set({ register_country: 'PH' }).where('id', '=', outsider.id).execute();
    expect(await stateOf(outsider.token, local.id)).toBe('JOIN');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: admin },
      payload: firstDepositBonus({ eligibility: { ...eligibility, agents: ['nosuchagent'] } }),
    });
    expect(unknown.json()).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('refuses a promotion without English, a kind change, and support staff', async () => {
    const count = async () =>
      (await t.app.inject({ url: '/ops/promotions', headers: { authorization: admin } })).json().value.list
        .length as number;
    const before = await count();
    const noEnglish = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: admin },
      payload: firstDepositBonus({ texts: [{ language: 'TY', title: 'x', summary: 'y', rules: 'z' }] }),
    });
    expect(noEnglish.statusCode).toBe(400);
    const promo = await savePromotion(t.app, admin, firstDepositBonus());
    const change = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: admin },
      payload: {
        ...firstDepositBonus({ rules: { kind: 'BONUS_CODE', amount: 5, turnoverMultiple: 1 } }),
        id: promo.id,
      },
    });
    expect(change.json().errorCode).toBe('promotion.kind.fixed');
    const support = await operatorTokenWithRole(t.app, admin, 'support', 'promo-support');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: support },
      payload: firstDepositBonus(),
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/ops/promotions', headers: { authorization: support } })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('lists the demo promotions to a visitor with their states, filtered by kind', async () => {
    const all = await playerCall(t.app, undefined, 'GET', '/wps/promotion/list');
    expect(all.body.value.kinds).toEqual(expect.arrayContaining(['DEPOSIT_BONUS', 'BONUS_CODE']));
    const states = (all.body.value.list as { state: string }[]).map((c) => c.state);
    expect(states).toContain('COMING_SOON');
    expect(states).toContain('JOIN');
    const codes = await playerCall(t.app, undefined, 'GET', '/wps/promotion/list?kind=BONUS_CODE');
    expect((codes.body.value.list as { kind: string }[]).every((c) => c.kind === 'BONUS_CODE')).toBe(true);
    const ty = await t.app.inject({ url: '/wps/promotion/list', headers: { language: 'TY' } });
    expect(ty.json().value.list.map((c: { title: string }) => c.title)).toContain('Araw-araw na reload 10%');
  });
});
