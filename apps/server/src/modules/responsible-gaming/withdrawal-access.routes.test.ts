import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { call, login } from '../../test/identity-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  expectLedgerSound,
  fund,
  mainBalance,
  memberIdOf,
  memberToken,
  merchantIdOf,
  newRequestId,
} from '../../test/wallet-client.js';
import { withdrawalSiteMayCall } from '../identity/withdrawal-site-calls.js';
import { issueWithdrawalCode } from './withdrawal-access.js';

/**
 * Issue 20: an excluded player still gets their money. A login refused for the exclusion, the
 * password right, carries a one-time code; the code opens a session that may only see the
 * balance, bring game wallets back and withdraw — every other call of the contract is refused
 * (generated from the route table), a move into a game wallet too.
 */
let t: TestContext;
const username = DEMO_ACCOUNTS.downlines[1];
let memberId: bigint;
let session: string;

const codeFromLogin = async () => {
  const refused = await login(t.app, { username, password: DEMO_PASSWORD });
  expect(refused.statusCode, refused.body).toBe(403);
  const { errorCode, value } = refused.json();
  expect(errorCode).toBe('rg.excluded');
  expect(typeof value.withdrawalCode).toBe('string');
  return value.withdrawalCode as string;
};
const openSession = (code: string) => call(t.app, 'rgWithdrawalSession', { code });

beforeAll(async () => {
  t = await createTestApp();
  memberId = await memberIdOf(t.db, username);
  const token = await memberToken(t.app, username);
  await fund(t.db, memberId, 500_000n);
  // Some money in the house game wallet, to bring back.
  const balance = (await call(t.app, 'balance', undefined, { token })).json().value;
  const house = balance.balance.find((w: { name: string }) => w.name === 'HOUSE');
  const moved = await call(
    t.app,
    'walletTransfer',
    {
      purpose: 'transfer',
      requestId: newRequestId(),
      fromAccountTypeId: 0,
      toAccountTypeId: house.accountTypeId,
      amount: 300,
    },
    { token },
  );
  expect(moved.statusCode, moved.body).toBe(200);
  const excluded = await call(
    t.app,
    'rgExclude',
    { kind: 'TIME_OUT', period: '7D', password: DEMO_PASSWORD },
    { token },
  );
  expect(excluded.statusCode, excluded.body).toBe(200);
});
afterAll(() => t.close());

describe('the withdrawal-only session of an excluded player', () => {
  it('the right password gets a code that works once', async () => {
    const code = await codeFromLogin();
    const opened = await openSession(code);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toMatchObject({ userName: username, exclusion: { kind: 'TIME_OUT' } });
    session = opened.json().value.token;
    const again = await openSession(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('rg.withdrawal.code.invalid');
    expect((await openSession('x'.repeat(43))).json().errorCode).toBe('rg.withdrawal.code.invalid');
  });

  it('an expired code opens nothing', async () => {
    const code = await issueWithdrawalCode(
      t.db,
      { memberId, merchantId: await merchantIdOf(t.db) },
      new Date(Date.now() - 16 * 60_000),
    );
    expect((await openSession(code)).json().errorCode).toBe('rg.withdrawal.code.invalid');
  });

  it('brings the game wallet back and withdraws; a move into a game wallet is refused', async () => {
    const balance = (await call(t.app, 'balance', undefined, { token: session })).json().value;
    const house = balance.balance.find((w: { name: string }) => w.name === 'HOUSE');
    expect(house.availBalance).toBe(300);
    const intoGame = await call(
      t.app,
      'walletTransfer',
      {
        purpose: 'transfer',
        requestId: newRequestId(),
        fromAccountTypeId: 0,
        toAccountTypeId: house.accountTypeId,
        amount: 10,
      },
      { token: session },
    );
    expect(intoGame.json().errorCode).toBe('rg.withdrawal.only');
    const auto = await call(
      t.app,
      'walletTransfer',
      { purpose: 'autoTransfer', requestId: newRequestId(), toAccountTypeId: house.accountTypeId },
      { token: session },
    );
    expect(auto.json().errorCode).toBe('rg.withdrawal.only');

    const main = await mainBalance(t.db, memberId);
    const back = await call(
      t.app,
      'walletTransfer',
      { purpose: 'allToMain', requestId: newRequestId() },
      { token: session },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await mainBalance(t.db, memberId)).toBe(main + 30_000n);

    const card = await call(
      t.app,
      'addBankCard',
      {
        bankName: 'BDO',
        accountName: 'Down Two',
        accountNumber: '1122334455',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      { token: session },
    );
    expect(card.statusCode, card.body).toBe(200);
    const settings = (await call(t.app, 'withdrawSettings', undefined, { token: session })).json().value;
    expect(settings.available).toBe(Number(main + 30_000n) / 100);
    const withdrawn = await call(
      t.app,
      'withdraw',
      {
        requestId: newRequestId(),
        bankCardId: card.json().value.id,
        amount: settings.available,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      { token: session },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await mainBalance(t.db, memberId)).toBe(0n);
    await expectLedgerSound(t.db);
  });

  it('every other call of the contract is refused (generated from the route table)', async () => {
    let refused = 0;
    for (const [name, route] of Object.entries(routes)) {
      if (!route.token || withdrawalSiteMayCall(route.method, route.path)) continue;
      const res = await t.app.inject({
        method: route.method,
        url: route.path,
        headers: { authorization: session },
      });
      // An encrypted route refuses the unencrypted call before it looks at the session.
      if (route.encrypted) expect(res.statusCode, name).toBe(400);
      else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().errorCode, name).toBe('rg.withdrawal.only');
      }
      refused++;
    }
    expect(refused).toBeGreaterThan(50);
    // A wrong password gets no code.
    const wrong = await login(t.app, { username, password: 'not-the-password-1' });
    expect(wrong.json().errorCode).not.toBe('rg.excluded');
    expect(JSON.stringify(wrong.json())).not.toContain('withdrawalCode');
    // The logout is allowed, and ends it.
    expect((await call(t.app, 'logout', undefined, { token: session })).statusCode).toBe(200);
    expect((await call(t.app, 'balance', undefined, { token: session })).statusCode).toBe(401);
  });
});
