import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { call } from '../../test/identity-client.js';
import {
  FAKE_PNG_DATA_URL,
  JPG_DATA_URL,
  PNG_DATA_URL,
  expectLedgerSound,
  memberIdOf,
  memberToken,
  newRequestId,
  snapshot,
  trialToken,
} from '../../test/wallet-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let token: string;
let memberId: bigint;
let online: { id: number; minAmount: number; maxAmount: number };
let offline: { id: number; minAmount: number; maxAmount: number };

beforeAll(async () => {
  t = await createTestApp();
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
  const channels = (await call(t.app, 'depositChannels', undefined, { token })).json().value
    .channels as (typeof online & { type: string })[];
  online = channels.find((c) => c.type === 'ONLINE')!;
  offline = channels.find((c) => c.type === 'OFFLINE')!;
});
afterAll(() => t.close());

const deposit = (body: Record<string, unknown>, as = token) =>
  call(t.app, 'deposit', { requestId: newRequestId(), ...body }, { token: as });

describe('deposit channels', () => {
  it('lists the merchant channels with limits; a trial account may look but not deposit', async () => {
    const res = await call(t.app, 'depositChannels', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ depositAllowed: true, successfulDeposits: 0 });
    expect(offline).toMatchObject({ bankName: expect.any(String), accountNumber: expect.any(String) });
    expect(online).toMatchObject({ bankName: null, accountNumber: null });

    const trial = await trialToken(t.app);
    expect(
      (await call(t.app, 'depositChannels', undefined, { token: trial })).json().value.depositAllowed,
    ).toBe(false);
    const refused = await deposit({ channelId: online.id, amount: online.minAmount }, trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('trial.account.forbidden');
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'depositChannels')).json().errorCode).toBe('not.logged.in');
  });
});

describe('offline deposit', () => {
  it('creates a PENDING deposit with reference and receipt, credits nothing yet, and is idempotent by request id', async () => {
    const before = await snapshot(t.db, memberId);
    const requestId = newRequestId();
    const body = {
      requestId,
      channelId: offline.id,
      amount: offline.minAmount + 0.55,
      reference: 'BDO-778899',
      receiptImage: PNG_DATA_URL,
    };
    const first = await call(t.app, 'deposit', body, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: 'PENDING',
      type: 'OFFLINE',
      amount: offline.minAmount + 0.55,
      reference: 'BDO-778899',
      redirectUrl: null,
    });
    const retry = await call(t.app, 'deposit', body, { token });
    expect(retry.json().value.id).toBe(first.json().value.id);
    const other = await call(t.app, 'deposit', { ...body, amount: offline.minAmount + 1 }, { token });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.conflict');

    const after = await snapshot(t.db, memberId);
    expect(after).toEqual({ ...before, deposits: before.deposits + 1 });
    await expectLedgerSound(t.db);
  });

  it('takes a jpg receipt, and none at all', async () => {
    expect(
      (
        await deposit({
          channelId: offline.id,
          amount: offline.minAmount,
          reference: 'R1',
          receiptImage: JPG_DATA_URL,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await deposit({ channelId: offline.id, amount: offline.minAmount, reference: 'R2' })).statusCode,
    ).toBe(200);
  });

  it('refuses a missing reference and a receipt that is not really a png or jpg', async () => {
    const before = await snapshot(t.db, memberId);
    const noRef = await deposit({ channelId: offline.id, amount: offline.minAmount });
    expect(noRef.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { fields: [{ path: 'reference' }] },
    });
    const fake = await deposit({
      channelId: offline.id,
      amount: offline.minAmount,
      reference: 'R3',
      receiptImage: FAKE_PNG_DATA_URL,
    });
    expect(fake.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { fields: [{ path: 'receiptImage' }] },
    });
    const gif = await deposit({
      channelId: offline.id,
      amount: offline.minAmount,
      reference: 'R4',
      receiptImage: 'data:image/gif;base64,R0lGODlh',
    });
    expect(gif.json().errorCode).toBe('request_param_err');
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('refuses a receipt over 5 MB (decoded) even though the body limit lets it arrive', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await deposit({
      channelId: offline.id,
      amount: offline.minAmount,
      reference: 'R5',
      receiptImage: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(res.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { fields: [{ path: 'receiptImage' }] },
    });
  });
});

describe('bad amounts and channels', () => {
  it.each([
    ['negative', -100, 'request_param_err'],
    ['zero', 0, 'request_param_err'],
    ['more than 2 decimals', 150.125, 'request_param_err'],
    ['a string', '150', 'request_param_err'],
  ])('refuses %s', async (_name, amount, code) => {
    const before = await snapshot(t.db, memberId);
    const res = await deposit({ channelId: online.id, amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(code);
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('refuses amounts outside the channel limits and unknown channels', async () => {
    const before = await snapshot(t.db, memberId);
    const low = await deposit({ channelId: online.id, amount: online.minAmount - 0.01 });
    expect(low.json()).toMatchObject({
      errorCode: 'amount.below.min',
      value: { minAmount: online.minAmount },
    });
    const high = await deposit({ channelId: online.id, amount: online.maxAmount + 0.01 });
    expect(high.json()).toMatchObject({
      errorCode: 'amount.above.max',
      value: { maxAmount: online.maxAmount },
    });
    expect((await deposit({ channelId: 99_999, amount: 100 })).json().errorCode).toBe(
      'deposit.channel.unknown',
    );
    expect(
      (await deposit({ channelId: online.id, amount: 100, requestId: 'bad id!' })).json().errorCode,
    ).toBe('request_param_err');
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('accepts exactly the minimum and the maximum', async () => {
    expect((await deposit({ channelId: online.id, amount: online.minAmount })).statusCode).toBe(200);
    expect((await deposit({ channelId: online.id, amount: online.maxAmount })).statusCode).toBe(200);
  });
});

describe('deposit records', () => {
  it('pages the member own deposits, newest first, with filters', async () => {
    const other = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    await deposit({ channelId: online.id, amount: online.minAmount }, other);

    const page1 = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/deposit/records?pageNo=1&pageSize=2',
      headers: { authorization: token },
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const value = page1.json().value;
    const mine = await t.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute();
    expect(value.totalCount).toBe(mine.length);
    expect(value.totalPages).toBe(Math.ceil(mine.length / 2));
    expect(value.list.map((d: { id: number }) => d.id)).toEqual(mine.slice(0, 2).map((d) => Number(d.id)));

    const pending = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/deposit/records?status=SUCCESS',
      headers: { authorization: token },
    });
    expect(pending.json().value.totalCount).toBe(0);
    const future = await t.app.inject({
      method: 'GET',
      url: `/wps/v2/deposit/records?from=${Date.now() + 60_000}`,
      headers: { authorization: token },
    });
    expect(future.json().value.list).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/deposit/records?pageSize=1000',
      headers: { authorization: token },
    });
    expect(bad.json().errorCode).toBe('request_param_err');
  });
});
