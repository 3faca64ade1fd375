import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import {
  DEMO_SIGNATURE_HEADER,
  DemoGateway,
  type DemoCallbackBody,
} from '../../adapters/payment-gateway/demo-gateway.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { call } from '../../test/identity-client.js';
import {
  auditCount,
  expectLedgerSound,
  mainBalance,
  memberIdOf,
  memberToken,
  newRequestId,
  snapshot,
} from '../../test/wallet-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { getOrCreateSecret } from '../identity/server-secrets.js';

let t: TestContext;
let token: string;
let memberId: bigint;
let channel: { id: number; minAmount: number };
let offlineChannel: { id: number; minAmount: number };
let gateway: DemoGateway;

beforeAll(async () => {
  t = await createTestApp();
  token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
  const channels = (await call(t.app, 'depositChannels', undefined, { token })).json().value.channels as {
    id: number;
    minAmount: number;
    type: string;
  }[];
  channel = channels.find((c) => c.type === 'ONLINE')!;
  offlineChannel = channels.find((c) => c.type === 'OFFLINE')!;
  // The test plays the gateway: same secret as the server's.
  gateway = new DemoGateway(await getOrCreateSecret(t.db, 'demo-gateway-hmac'));
});
afterAll(() => t.close());

async function onlineDeposit(amount = channel.minAmount) {
  const res = await call(
    t.app,
    'deposit',
    { requestId: newRequestId(), channelId: channel.id, amount },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; redirectUrl: string; amount: number };
}

const sendCallback = (rawBody: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: routes.depositGatewayCallback.path,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [DEMO_SIGNATURE_HEADER]: signature }),
    },
    payload: rawBody,
  });

const signed = (body: DemoCallbackBody) => {
  const { rawBody, signature } = gateway.signCallback(body);
  return sendCallback(rawBody, signature);
};

const status = async (id: number) =>
  (await t.db.selectFrom('deposits').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow())
    .status;

describe('demo gateway page', () => {
  it('shows the payment under the strict CSP, and Pay credits the wallet once and sends the player back', async () => {
    const d = await onlineDeposit(123.45);
    expect(d.redirectUrl).toMatch(/^\/pay\/demo\/\d+\.[0-9a-f]{32}$/);
    const before = await mainBalance(t.db, memberId);

    const page = await t.app.inject({ method: 'GET', url: d.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('123.45');
    expect(page.body).not.toMatch(/<script|style=/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/pay/demo/demo.css' })).headers['content-type'],
    ).toContain('text/css');

    const paid = await t.app.inject({
      method: 'POST',
      url: d.redirectUrl,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?deposit=${d.id}`);
    expect(await status(d.id)).toBe('SUCCESS');
    expect(await mainBalance(t.db, memberId)).toBe(before + 12_345n);

    // A second click (back button) finds it paid and credits nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: d.redirectUrl,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(303);
    expect(await mainBalance(t.db, memberId)).toBe(before + 12_345n);
    expect((await t.app.inject({ method: 'GET', url: d.redirectUrl })).body).toContain('already paid');

    const records = (await call(t.app, 'depositRecords', undefined, { token })).json().value.list;
    expect(records[0]).toMatchObject({
      id: d.id,
      status: 'SUCCESS',
      reference: expect.stringMatching(/^demo_/),
    });
    await expectLedgerSound(t.db);
  });

  it('Cancel rejects the deposit and moves nothing', async () => {
    const d = await onlineDeposit();
    const before = await snapshot(t.db, memberId);
    const res = await t.app.inject({
      method: 'POST',
      url: d.redirectUrl,
      payload: 'action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(await status(d.id)).toBe('REJECTED');
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });

  it('refuses tokens it did not make', async () => {
    const d = await onlineDeposit();
    const [id] = d.redirectUrl.split('/').pop()!.split('.');
    for (const url of [
      `/pay/demo/${id}.${'0'.repeat(32)}`,
      `/pay/demo/${Number(id) + 1}.${d.redirectUrl.slice(-32)}`,
      '/pay/demo/x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            payload: 'action=pay',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(await status(d.id)).toBe('PENDING');
  });
});

describe('gateway callback', () => {
  it('refuses a bad, missing or foreign signature and a tampered body, and changes nothing', async () => {
    const d = await onlineDeposit();
    const body: DemoCallbackBody = {
      depositId: String(d.id),
      amount: d.amount.toFixed(2),
      status: 'PAID',
      gatewayRef: 'g1',
    };
    const { rawBody, signature } = gateway.signCallback(body);
    const before = await snapshot(t.db, memberId);
    const tries = [
      sendCallback(rawBody),
      sendCallback(rawBody, 'deadbeef'),
      sendCallback(rawBody, new DemoGateway('another secret').signCallback(body).signature),
      sendCallback(rawBody.replace('"g1"', '"g2"'), signature),
      sendCallback(`${rawBody} `, signature),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('gateway.signature.invalid');
    }
    expect((await sendCallback('not json', signature)).json().errorCode).toBe('request_param_err');
    expect(await snapshot(t.db, memberId)).toEqual(before);
    expect(await status(d.id)).toBe('PENDING');
  });

  it('refuses a signed callback whose amount differs from the deposit', async () => {
    const d = await onlineDeposit(200);
    const before = await snapshot(t.db, memberId);
    for (const amount of ['200.01', '199.99', '2000.00', '0.00']) {
      const res = await signed({ depositId: String(d.id), amount, status: 'PAID', gatewayRef: 'g-amt' });
      expect(res.json().errorCode).toBe('gateway.amount.mismatch');
    }
    expect(
      (await signed({ depositId: String(d.id), amount: '200.001', status: 'PAID', gatewayRef: 'g' })).json()
        .errorCode,
    ).toBe('request_param_err');
    expect(await snapshot(t.db, memberId)).toEqual(before);
    expect(await status(d.id)).toBe('PENDING');
  });

  it('credits once for a replayed callback, even when replays race, and refuses the opposite outcome afterwards', async () => {
    const d = await onlineDeposit(150.5);
    const before = await mainBalance(t.db, memberId);
    const audits = await auditCount(t.db);
    const body: DemoCallbackBody = {
      depositId: String(d.id),
      amount: '150.50',
      status: 'PAID',
      gatewayRef: 'g-replay',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => signed(body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().value.replay === false)).toHaveLength(1);
    expect((await signed(body)).json().value).toEqual({ depositId: d.id, status: 'SUCCESS', replay: true });
    expect(await mainBalance(t.db, memberId)).toBe(before + 15_050n);
    expect(await auditCount(t.db)).toBe(audits + 1);

    const cancel = await signed({ ...body, status: 'CANCELLED' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().errorCode).toBe('deposit.not.pending');
    expect(await mainBalance(t.db, memberId)).toBe(before + 15_050n);
    await expectLedgerSound(t.db);
  });

  it('knows only online deposits of this merchant', async () => {
    const off = await call(
      t.app,
      'deposit',
      {
        requestId: newRequestId(),
        channelId: offlineChannel.id,
        amount: offlineChannel.minAmount,
        reference: 'X',
      },
      { token },
    );
    const before = await snapshot(t.db, memberId);
    const res = await signed({
      depositId: String(off.json().value.id),
      amount: offlineChannel.minAmount.toFixed(2),
      status: 'PAID',
      gatewayRef: 'g',
    });
    expect(res.json().errorCode).toBe('deposit.not.found');
    expect(
      (await signed({ depositId: '999999', amount: '100.00', status: 'PAID', gatewayRef: 'g' })).json()
        .errorCode,
    ).toBe('deposit.not.found');
    expect(await snapshot(t.db, memberId)).toEqual(before);
  });
});
