import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addScriptedVendor, type ScriptedVendor } from '../../test/scripted-vendor.js';
import { call, login } from '../../test/identity-client.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';
import { lockVendorMirror } from './wallet.repo.js';

let t: TestContext;
let token: string;
let flaky: ScriptedVendor;
let requestSeq = 0;
const rid = () => `req${Date.now()}x${++requestSeq}`;

beforeAll(async () => {
  const registry = new VendorRegistry();
  t = await createTestApp({}, { vendors: registry });
  flaky = await addScriptedVendor(t.db, registry, {
    code: 'FLAKY',
    name: 'Flaky Games',
    accountTypeId: 2001,
  });
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
});
afterAll(() => t.close());

const balance = async () => (await call(t.app, 'balance', undefined, { token })).json().value;
const wallet = async (id: number) =>
  (await balance()).balance.find((w: { accountTypeId: number }) => w.accountTypeId === id);
const transfer = (from: number, to: number, amount: number, requestId = rid()) =>
  call(
    t.app,
    'walletTransfer',
    { purpose: 'transfer', requestId, fromAccountTypeId: from, toAccountTypeId: to, amount },
    { token },
  );

describe('balance', () => {
  it('shows the seeded main and house-vendor wallets and their sum', async () => {
    const b = await balance();
    expect(b.currencySymbol).toBe('P');
    expect(b.balance[0]).toMatchObject({ accountTypeId: 0, name: 'MAIN', availBalance: 5000 + 100 - 500 });
    expect(b.balance.find((w: { name: string }) => w.name === 'HOUSE')).toMatchObject({
      accountTypeId: 1001,
      availBalance: 500,
    });
    expect(b.sumBalance).toBe(5100);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'balance');
    expect(res.statusCode).toBe(401);
  });
});

describe('wallet transfer', () => {
  it('moves money to a vendor and back, and a retry of the same request moves it once', async () => {
    const requestId = rid();
    expect((await transfer(0, 1001, 100.25, requestId)).json().value.transfers[0]).toMatchObject({
      status: 'DONE',
      direction: 'IN',
    });
    expect((await transfer(0, 1001, 100.25, requestId)).json().value.transfers[0].status).toBe('DONE');
    expect((await wallet(1001)).availBalance).toBe(600.25);
    expect((await wallet(0)).availBalance).toBe(4499.75);
    expect((await transfer(1001, 0, 600.25)).json().value.transfers[0]).toMatchObject({
      status: 'DONE',
      direction: 'OUT',
    });
    expect((await wallet(0)).availBalance).toBe(5100);
    expect(await checkLedger(t.db)).toEqual([]);
    // Each transfer the player asked for is in the audit log once, the retry not again.
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'vendor_transfer.%')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['vendor_transfer.in', 'vendor_transfer.out']);
  });

  it('moves money in and out of one vendor wallet at once (two tabs) without a deadlock', async () => {
    const before = (await wallet(0)).availBalance;
    expect((await transfer(0, 1001, 10)).json().value.transfers[0].status).toBe('DONE');
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([transfer(0, 1001, 1), transfer(1001, 0, 1)]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().value.transfers[0].status).toBe('DONE');
      }
    }
    expect((await transfer(1001, 0, 10)).json().value.transfers[0].status).toBe('DONE');
    expect((await wallet(0)).availBalance).toBe(before);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'holds the main wallet from the moment money out of a vendor takes its mirror',
    async () => {
      // A transfer in locks main, then the mirror (ledger_post, id order); money out must not take
      // the mirror alone and wait for main later, or the two deadlock.
      const member = await t.db
        .selectFrom('members')
        .select(['id', 'merchant_id'])
        .where('username', '=', DEMO_ACCOUNTS.player)
        .executeTakeFirstOrThrow();
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const lockTaken = new Promise<void>((r) => (locked = r));
      const holder = t.db.transaction().execute(async (trx) => {
        await lockVendorMirror(trx, {
          merchantId: member.merchant_id,
          memberId: BigInt(member.id),
          vendor: 'HOUSE',
          exceptTransferId: 0n,
          withMain: true,
        });
        locked();
        await held;
      });
      await lockTaken;
      const main = sql`
        select 1 from ledger_accounts
        where merchant_id = ${member.merchant_id} and member_id = ${member.id} and kind = 'MAIN'
        for update nowait`;
      await expect(t.db.transaction().execute((trx) => main.execute(trx))).rejects.toThrow(/lock/);
      release();
      await holder;
    },
  );

  it('brings every vendor balance back with allToMain', async () => {
    await transfer(0, 1001, 50);
    await transfer(0, 2001, 70);
    const res = await call(t.app, 'walletTransfer', { purpose: 'allToMain', requestId: rid() }, { token });
    expect(res.json().value.transfers.map((x: { status: string }) => x.status)).toEqual(['DONE', 'DONE']);
    expect(
      (await balance()).balance
        .filter((w: { name: string }) => w.name !== 'MAIN')
        .map((w: { availBalance: number }) => w.availBalance),
    ).toEqual([0, 0, 0, 0, 0, 0, 0]); // the house games, lottery, live casino, two books, card room, test vendor
    expect((await wallet(0)).availBalance).toBe(5100);
  });

  it('gives the money back when the vendor refuses', async () => {
    flaky.mode = 'refuse';
    const res = await transfer(0, 2001, 40);
    flaky.mode = 'ok';
    expect(res.json().value.transfers[0].status).toBe('FAILED');
    expect((await wallet(0)).availBalance).toBe(5100);
    const history = (
      await t.app.inject({
        url: `${routes.transactionHistory.path}?type=TRANSFER_REVERSAL`,
        headers: { authorization: token },
      })
    ).json().value;
    expect(history.list[0]).toMatchObject({ type: 'TRANSFER_REVERSAL', amount: 40 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('leaves a silent vendor PENDING, refuses more on that wallet, and reconciliation settles it', async () => {
    flaky.mode = 'silent';
    const res = await transfer(0, 2001, 30);
    expect(res.json().value.transfers[0].status).toBe('PENDING');
    expect((await wallet(2001)).pending).toBe(true);
    expect((await transfer(0, 2001, 5)).json().errorCode).toBe('transfer.pending');
    flaky.mode = 'ok';
    const ops = (
      await t.app.inject({
        method: 'POST',
        url: '/ops/session/login',
        payload: { username: 'ops-admin', password: 'correct horse battery staple' },
      })
    ).json().value.token;
    const settled = await t.app.inject({
      method: 'POST',
      url: '/ops/vendorTransfers/reconcile',
      headers: { authorization: ops },
    });
    expect(settled.json().value).toMatchObject({ DONE: 1 });
    expect(await wallet(2001)).toMatchObject({ availBalance: 30, pending: false });
  });

  it('never loses money when the vendor applied an OUT but its answer was lost', async () => {
    flaky.mode = 'lose-answer';
    const res = await transfer(2001, 0, 30);
    expect(res.json().value.transfers[0].status).toBe('PENDING');
    expect((await wallet(2001)).availBalance).toBe(0);
    flaky.mode = 'ok';
    await t.app.inject({
      method: 'POST',
      url: '/ops/vendorTransfers/reconcile',
      headers: {
        authorization: (
          await t.app.inject({
            method: 'POST',
            url: '/ops/session/login',
            payload: { username: 'ops-admin', password: 'correct horse battery staple' },
          })
        ).json().value.token,
      },
    });
    expect((await wallet(0)).availBalance).toBe(5100);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await balance();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 0, toAccountTypeId: 1001, amount: -5 },
        'request_param_err',
      ],
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 0, toAccountTypeId: 1001, amount: 0 },
        'request_param_err',
      ],
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 0, toAccountTypeId: 1001, amount: 1.001 },
        'request_param_err',
      ],
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 0, toAccountTypeId: 1001, amount: '5' },
        'request_param_err',
      ],
      [
        { purpose: 'transfer', requestId: 'x', fromAccountTypeId: 0, toAccountTypeId: 1001, amount: 5 },
        'request_param_err',
      ],
      [
        {
          purpose: 'transfer',
          requestId: rid(),
          fromAccountTypeId: 0,
          toAccountTypeId: 1001,
          amount: 999_999,
        },
        'balance.insufficient',
      ],
      [
        {
          purpose: 'transfer',
          requestId: rid(),
          fromAccountTypeId: 1001,
          toAccountTypeId: 0,
          amount: 999_999,
        },
        'balance.insufficient',
      ],
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 0, toAccountTypeId: 0, amount: 5 },
        'wallet.same',
      ],
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 0, toAccountTypeId: 9999, amount: 5 },
        'wallet.unknown',
      ],
      [
        { purpose: 'transfer', requestId: rid(), fromAccountTypeId: 1001, toAccountTypeId: 2001, amount: 5 },
        'wallet.unknown',
      ],
      [
        {
          purpose: 'transfer',
          requestId: "1' or '1'='1",
          fromAccountTypeId: 0,
          toAccountTypeId: 1001,
          amount: 5,
        },
        'request_param_err',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await call(t.app, 'walletTransfer', body, { token });
      expect(res.json().errorCode, JSON.stringify(body)).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
    const reused = rid();
    await transfer(0, 1001, 1, reused);
    expect((await transfer(0, 1001, 2, reused)).json().errorCode).toBe('idempotency.conflict');
    await transfer(1001, 0, 1);
    expect(await balance()).toEqual(before);
  });

  it('refuses a trial account and a visitor', async () => {
    const trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token;
    expect(
      (
        await call(t.app, 'walletTransfer', { purpose: 'allToMain', requestId: rid() }, { token: trial })
      ).json().errorCode,
    ).toBe('trial.account.forbidden');
    expect((await call(t.app, 'walletTransfer', { purpose: 'allToMain', requestId: rid() })).statusCode).toBe(
      401,
    );
  });

  it('refuses a vendor under maintenance', async () => {
    await t.db.updateTable('vendors').set({ maintenance: true }).where('code', '=', 'HOUSE').execute();
    expect((await transfer(0, 1001, 5)).json().errorCode).toBe('vendor.unavailable');
    await t.db.updateTable('vendors').set({ maintenance: false }).where('code', '=', 'HOUSE').execute();
  });
});
