import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { fund, memberIdOf, memberToken, newRequestId } from '../../test/wallet-client.js';

/**
 * A player's own limits (issue 20) as the routes enforce them: set and lowered at once, raised
 * after 24 hours (the test clock moves), checked at deposits, moves into a game wallet and game
 * launches; a refusal names the limit, what is left and when it resets, and is recorded.
 */
let t: TestContext;
let token: string;
let memberId: bigint;
let channel: { id: number; minAmount: number; maxAmount: number };

const DAY_MS = 86_400_000;
const overview = async (as = token) =>
  (await call(t.app, 'rgOverview', undefined, { token: as })).json().value;
const setLimit = (kind: string, period: string, value: number | null, as = token) =>
  call(t.app, 'rgSetLimit', { kind, period, value }, { token: as });
const deposit = (amount: number, reference: string) =>
  call(t.app, 'deposit', { requestId: newRequestId(), channelId: channel.id, amount, reference }, { token });
const limitOf = async (kind: string, period: string) =>
  (await overview()).limits.find(
    (l: { kind: string; period: string }) => l.kind === kind && l.period === period,
  );
const advance = (ms: number) =>
  t.app.inject({ method: 'POST', url: '/test/clock', payload: { advanceMs: ms } });
const refusals = () => t.db.selectFrom('rg_refusals').selectAll().where('member_id', '=', memberId).execute();

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
  const channels = (await call(t.app, 'depositChannels', undefined, { token })).json().value.channels;
  channel = channels.find((c: { type: string }) => c.type === 'OFFLINE') ?? channels[0];
});
afterAll(() => t.close());

describe('deposit limit', () => {
  it('refuses a deposit past the daily limit, naming the limit, what is left and when it resets', async () => {
    expect((await overview()).limits).toEqual([]);
    const limit = channel.minAmount * 3;
    const set = await setLimit('DEPOSIT', 'DAY', limit);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.limits).toEqual([
      expect.objectContaining({
        kind: 'DEPOSIT',
        period: 'DAY',
        value: limit,
        used: 0,
        left: limit,
        pending: null,
      }),
    ]);

    const over = await deposit(limit + 1, 'R1');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      errorCode: 'rg.limit.reached',
      value: { kind: 'DEPOSIT', period: 'DAY', left: limit, resetsAt: expect.any(Number) },
    });
    expect(over.json().value.resetsAt).toBeGreaterThan(Date.now());
    expect(await refusals()).toEqual([expect.objectContaining({ kind: 'DEPOSIT', action: 'DEPOSIT' })]);

    // A pending deposit counts: two of two-thirds of the limit cannot both pass.
    const part = channel.minAmount * 2;
    const first = await deposit(part, 'R2');
    expect(first.statusCode, first.body).toBe(200);
    const second = await deposit(part, 'R3');
    expect(second.json()).toMatchObject({ errorCode: 'rg.limit.reached', value: { left: limit - part } });
    expect(await limitOf('DEPOSIT', 'DAY')).toMatchObject({ used: part, left: limit - part });
  });

  it('never lets deposits racing each other pass the limit together', async () => {
    await setLimit('DEPOSIT', 'WEEK', channel.minAmount * 4);
    const used = (await limitOf('DEPOSIT', 'WEEK')).used as number;
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(
          t.app,
          'deposit',
          {
            requestId: newRequestId(),
            channelId: channel.id,
            amount: channel.minAmount,
            reference: `RACE${i}`,
          },
          { token },
        ),
      ),
    );
    const accepted = raced.filter((r) => r.statusCode === 200).length;
    expect(used + accepted * channel.minAmount).toBeLessThanOrEqual(channel.minAmount * 4);
    expect(raced.every((r) => r.statusCode === 200 || r.json().errorCode === 'rg.limit.reached')).toBe(true);
    await setLimit('DEPOSIT', 'WEEK', null);
  });
});

describe('changing a limit', () => {
  it('lowers at once, raises only after 24 hours (shown pending, can be cancelled)', async () => {
    await setLimit('WAGER', 'MONTH', 1000);
    expect((await setLimit('WAGER', 'MONTH', 800)).json().value.limits).toContainEqual(
      expect.objectContaining({ kind: 'WAGER', value: 800, pending: null }),
    );
    const raised = await limitOf('WAGER', 'MONTH');
    expect(raised.value).toBe(800);
    await setLimit('WAGER', 'MONTH', 2000);
    const pending = await limitOf('WAGER', 'MONTH');
    expect(pending).toMatchObject({ value: 800, pending: { value: 2000 } });
    expect(pending.pending.effectiveAt - Date.now()).toBeGreaterThan(DAY_MS - 60_000);

    expect(
      (await call(t.app, 'rgCancelPending', { kind: 'WAGER', period: 'MONTH' }, { token })).statusCode,
    ).toBe(200);
    expect(await limitOf('WAGER', 'MONTH')).toMatchObject({ value: 800, pending: null });
    const again = await call(t.app, 'rgCancelPending', { kind: 'WAGER', period: 'MONTH' }, { token });
    expect(again.json().errorCode).toBe('rg.nothing.pending');

    await setLimit('WAGER', 'MONTH', null);
    expect(await limitOf('WAGER', 'MONTH')).toMatchObject({ value: 800, pending: { value: null } });
    expect((await advance(DAY_MS + 60_000)).statusCode).toBe(200);
    expect(await limitOf('WAGER', 'MONTH')).toBeUndefined();

    const history = await t.db
      .selectFrom('rg_limit_changes')
      .select(['kind', 'new_value', 'cancelled_at'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'WAGER')
      .orderBy('id')
      .execute();
    expect(
      history.map((h) => [h.new_value === null ? null : Number(h.new_value), h.cancelled_at !== null]),
    ).toEqual([
      [100_000, false],
      [80_000, false],
      [200_000, true],
      [null, false],
    ]);
  });

  it('refuses a session limit in money units and a money limit per session', async () => {
    expect((await setLimit('SESSION', 'DAY', 60)).json().errorCode).toBe('request_param_err');
    expect((await setLimit('LOSS', 'SESSION', 60)).json().errorCode).toBe('request_param_err');
    expect((await setLimit('SESSION', 'SESSION', 5)).json().errorCode).toBe('request_param_err');
  });
});

describe('play limits', () => {
  it('caps a move into a game wallet at what is left to lose, and refuses a launch once nothing is', async () => {
    await fund(t.db, memberId, 100_000n);
    await setLimit('LOSS', 'DAY', 50);
    const transfer = (amount: number) =>
      call(
        t.app,
        'walletTransfer',
        {
          purpose: 'transfer',
          requestId: newRequestId(),
          fromAccountTypeId: 0,
          toAccountTypeId: 1001,
          amount,
        },
        { token },
      );
    const over = await transfer(60);
    expect(over.json()).toMatchObject({ errorCode: 'rg.limit.reached', value: { kind: 'LOSS', left: 50 } });
    expect((await transfer(50)).statusCode).toBe(200);

    const launch = () =>
      t.app.inject({
        method: 'GET',
        url: `${routes.launchAddress.path}?gameType=RNG&vassalage=HOUSE&gameCode=SLOT`,
        headers: { authorization: token },
      });
    expect((await launch()).statusCode).toBe(200);
    // A settled losing bet of 50 today (on the limits' clock, which an earlier test moved) uses it up.
    const today = new Date((await limitOf('LOSS', 'DAY')).resetsAt - 60_000);
    const merchant = await t.db
      .selectFrom('members')
      .select('merchant_id')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('bets')
      .values({
        merchant_id: merchant.merchant_id,
        member_id: memberId,
        vendor: 'HOUSE',
        vendor_bet_id: `rg-test-${Date.now()}`,
        category: 'RNG',
        game_code: 'SLOT',
        game_name: 'Slot',
        stake: 5_000n,
        valid_bet: 5_000n,
        payout: 0n,
        status: 'SETTLED',
        placed_at: today,
        settled_at: today,
      })
      .execute();
    const refused = await launch();
    expect(refused.json()).toMatchObject({
      errorCode: 'rg.limit.reached',
      value: { kind: 'LOSS', period: 'DAY', left: 0 },
    });
    expect((await refusals()).map((r) => r.action)).toContain('LAUNCH');

    // The reality check's figures: this session's bets, what they staked and their net result.
    const session = (await call(t.app, 'rgSession', undefined, { token })).json().value;
    expect(session).toMatchObject({ bets: 1, staked: 50, net: -50, realityCheckMinutes: 60 });
    await call(t.app, 'rgRealityCheck', { minutes: 30 }, { token });
    expect((await call(t.app, 'rgSession', undefined, { token })).json().value.realityCheckMinutes).toBe(30);
    expect((await call(t.app, 'rgRealityCheck', { minutes: 7 }, { token })).json().errorCode).toBe(
      'request_param_err',
    );
  });
});

describe('time-out and self-exclusion', () => {
  it('needs the password, ends every session at once and refuses every call and login until its end', async () => {
    const username = DEMO_ACCOUNTS.player;
    const mine = await memberToken(t.app, username);
    const wrong = await call(
      t.app,
      'rgExclude',
      { kind: 'SELF_EXCLUSION', period: '6M', password: 'not-it-1' },
      { token: mine },
    );
    expect(wrong.json().errorCode).toBe('incorrect.username.or.password');
    expect((await call(t.app, 'rgOverview', undefined, { token: mine })).statusCode).toBe(200);
    const mixed = await call(
      t.app,
      'rgExclude',
      { kind: 'TIME_OUT', period: '6M', password: DEMO_PASSWORD },
      { token: mine },
    );
    expect(mixed.json().errorCode).toBe('request_param_err');

    // A game page open at the time ends too.
    const launched = await t.app.inject({
      method: 'GET',
      url: `${routes.launchAddress.path}?gameType=RNG&vassalage=HOUSE&gameCode=SLOT`,
      headers: { authorization: mine },
    });
    const gameToken = new URL(launched.json().value.content.game_url, 'http://x').searchParams.get('t')!;
    const gameState = () =>
      t.app.inject({ method: 'GET', url: '/hv/game/state', headers: { 'x-game-session': gameToken } });
    expect((await gameState()).statusCode).toBe(200);

    const done = await call(
      t.app,
      'rgExclude',
      { kind: 'SELF_EXCLUSION', period: '6M', password: DEMO_PASSWORD },
      { token: mine },
    );
    expect(done.statusCode, done.body).toBe(200);
    const { endsAt } = done.json().value;
    expect(endsAt - Date.now()).toBeGreaterThan(180 * DAY_MS);

    // Every call that needs a session — moving money, launching, betting, everything — is refused
    // with the old token: generated from the route table, so a new route cannot forget it.
    for (const [name, route] of Object.entries(routes)) {
      if (!route.token) continue;
      const res = await t.app.inject({
        method: route.method,
        url: route.path,
        headers: { authorization: mine },
      });
      // An encrypted route refuses the unencrypted call before it looks at the session.
      expect(res.statusCode, name).toBe(route.encrypted ? 400 : 401);
    }
    expect((await gameState()).statusCode).toBe(401);
    const again = await login(t.app, { username, password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      errorCode: 'rg.excluded',
      value: { kind: 'SELF_EXCLUSION', endsAt },
    });
  });
});
