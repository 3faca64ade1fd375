import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';

let t: TestContext;
const tokens: Record<'player' | 'agent' | 'down1' | 'down2' | 'trial', string> = {
  player: '',
  agent: '',
  down1: '',
  down2: '',
  trial: '',
};
let seq = 0;
const rid = () => `mt${Date.now()}x${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (username: string) =>
    (await login(t.app, { username, password: DEMO_PASSWORD })).json().value.token as string;
  tokens.player = await tokenOf(DEMO_ACCOUNTS.player);
  tokens.agent = await tokenOf(DEMO_ACCOUNTS.agent);
  tokens.down1 = await tokenOf(DEMO_ACCOUNTS.downlines[0]);
  tokens.down2 = await tokenOf(DEMO_ACCOUNTS.downlines[1]);
  tokens.trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token;
});
afterAll(() => t.close());

const mainOf = async (token: string) =>
  (await call(t.app, 'balance', undefined, { token })).json().value.balance[0].availBalance as number;
const history = async (token: string, query = '') =>
  (
    await t.app.inject({
      url: `${routes.transactionHistory.path}${query}`,
      headers: { authorization: token },
    })
  ).json().value;

describe('transfer to upline', () => {
  it('moves money to the upline, once per request id, and both records show it', async () => {
    const [player, agent] = [await mainOf(tokens.player), await mainOf(tokens.agent)];
    const body = { requestId: rid(), amount: 12.5, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const first = await call(t.app, 'transferUpline', body, { token: tokens.player });
    expect(first.json().value.balance).toBe(player - 12.5);
    expect(
      (await call(t.app, 'transferUpline', body, { token: tokens.player })).json().value.transferId,
    ).toBe(first.json().value.transferId);
    expect(await mainOf(tokens.agent)).toBe(agent + 12.5);
    expect((await history(tokens.player)).list[0]).toMatchObject({
      type: 'TRANSFER_TO_UPLINE',
      amount: -12.5,
      balanceAfter: player - 12.5,
    });
    expect((await history(tokens.agent, '?type=TRANSFER_FROM_DOWNLINE')).list[0]).toMatchObject({
      type: 'TRANSFER_FROM_DOWNLINE',
      amount: 12.5,
    });
  });

  it('refuses without the toUpline flag, with a wrong or missing payment password, over the balance', async () => {
    const before = await mainOf(tokens.player);
    const send = (token: string, extra: Record<string, unknown> = {}) =>
      call(
        t.app,
        'transferUpline',
        { requestId: rid(), amount: 1, paymentPassword: DEMO_PAYMENT_PASSWORD, ...extra },
        { token },
      );
    expect((await send(tokens.agent)).json().errorCode).toBe('to.upline.not.allowed');
    expect((await send(tokens.player, { paymentPassword: '000000' })).json().errorCode).toBe(
      'payment.password.wrong',
    );
    expect((await send(tokens.player, { amount: 1e8 })).json().errorCode).toBe('balance.insufficient');
    expect((await send(tokens.player, { amount: 0.001 })).json().errorCode).toBe('request_param_err');
    expect((await send(tokens.trial)).json().errorCode).toBe('trial.account.forbidden');
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: null, to_upline: true })
      .where('username', '=', DEMO_ACCOUNTS.downlines[1])
      .execute();
    expect((await send(tokens.down2)).json().errorCode).toBe('payment.password.not.set');
    expect(await mainOf(tokens.player)).toBe(before);
  });
});

describe('transfer to downline', () => {
  it('lets an agent pay its own downline and nobody else', async () => {
    const before = await mainOf(tokens.down1);
    const send = (token: string, downline: string) =>
      call(
        t.app,
        'transferDownline',
        { requestId: rid(), downline, amount: 20, paymentPassword: DEMO_PAYMENT_PASSWORD },
        { token },
      );
    expect((await send(tokens.agent, DEMO_ACCOUNTS.downlines[0])).statusCode).toBe(200);
    expect(await mainOf(tokens.down1)).toBe(before + 20);
    expect((await history(tokens.down1)).list[0]).toMatchObject({ type: 'TRANSFER_FROM_UPLINE', amount: 20 });
    expect((await send(tokens.agent, 'nobody-here')).json().errorCode).toBe('downline.not.found');
    expect((await send(tokens.player, DEMO_ACCOUNTS.downlines[0])).json().errorCode).toBe('forbidden');
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('account record and operator adjustment', () => {
  it('credits a bonus with its turnover, debits an adjustment, audits both, and pages the record', async () => {
    const ops = await operatorToken(t.app);
    const adjust = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/members/adjust',
        headers: { authorization: ops },
        payload: { requestId: rid(), username: DEMO_ACCOUNTS.player, ...body },
      });
    const before = await mainOf(tokens.player);
    expect(
      (await adjust({ amount: 50, kind: 'BONUS', turnoverMultiple: 10, reason: 'Weekend bonus' })).statusCode,
    ).toBe(200);
    expect((await adjust({ amount: -5.5, reason: 'Duplicate credit' })).statusCode).toBe(200);
    expect(await mainOf(tokens.player)).toBe(before + 44.5);
    expect((await adjust({ amount: -1e8, reason: 'too much' })).json().errorCode).toBe(
      'balance.insufficient',
    );
    expect((await adjust({ amount: -5, kind: 'BONUS', reason: 'negative bonus' })).json().errorCode).toBe(
      'request_param_err',
    );
    expect((await adjust({ amount: 5, reason: 'x' })).json().errorCode).toBe('request_param_err');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/ops/members/adjust',
          payload: { requestId: rid(), username: 'demoplayer', amount: 5, reason: 'no token' },
        })
      ).statusCode,
    ).toBe(401);

    const bonuses = (
      await t.app.inject({ url: routes.bonusDetails.path, headers: { authorization: tokens.player } })
    ).json().value.list;
    expect(bonuses[0]).toMatchObject({
      name: 'Weekend bonus',
      amount: 50,
      turnoverRequired: 500,
      status: 'IN_PROGRESS',
    });
    const audit = (
      await t.app.inject({ url: '/ops/audit?action=balance.bonus', headers: { authorization: ops } })
    ).json().value;
    expect(audit[0]).toMatchObject({ actorType: 'operator', action: 'balance.bonus' });

    const page1 = await history(tokens.player, '?pageSize=2&pageNo=1');
    const page2 = await history(tokens.player, '?pageSize=2&pageNo=2');
    expect(page1.list).toHaveLength(2);
    expect(page1.list[0]).toMatchObject({ type: 'ADJUSTMENT', amount: -5.5 });
    expect(page2.list[0].id).not.toBe(page1.list[1].id);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalCount / 2));
    const future = await history(tokens.player, `?from=${Date.now() + 86_400_000}`);
    expect(future).toMatchObject({ list: [], totalCount: 0 });
    expect(
      (
        await t.app.inject({
          url: `${routes.transactionHistory.path}?type=NOPE`,
          headers: { authorization: tokens.player },
        })
      ).json().errorCode,
    ).toBe('request_param_err');
    expect(
      (
        await t.app.inject({
          url: `${routes.transactionHistory.path}?from=10&to=5`,
          headers: { authorization: tokens.player },
        })
      ).json().errorCode,
    ).toBe('request_param_err');
  });

  it('gives a trial account play money that shows in its balance', async () => {
    expect(await mainOf(tokens.trial)).toBe(2000);
  });
});
