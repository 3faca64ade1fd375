import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { OutboxSmsSender } from '../../adapters/sms/outbox-sms-sender.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { demoMerchantId, insertOtherMerchant } from '../../test/test-merchant.js';

/** GET /ops/outbox/{sms,mail}: what the adapters recorded, for the operator (and the e2e tests) to read. */
let t: TestContext;
let token: string;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await operatorToken(t.app);
  demoId = await demoMerchantId(t.db);
  otherId = await insertOtherMerchant(t.db);
  const sms = new OutboxSmsSender(t.db);
  await sms.send({ merchantId: demoId, to: '+639170000001', body: 'first 111111' });
  await sms.send({ merchantId: demoId, to: '+639170000002', body: 'second 222222' });
  await sms.send({ merchantId: demoId, to: '+639170000001', body: 'third 333333' });
  await sms.send({ merchantId: otherId, to: '+639170000001', body: 'other merchant 444444' });
  const mail = new OutboxMailer(t.db);
  await mail.send({ merchantId: demoId, to: 'a@example.com', subject: 'Reset', text: 'link 1' });
  await mail.send({ merchantId: demoId, to: 'b@example.com', subject: 'Code', text: 'code 2' });
  await mail.send({ merchantId: otherId, to: 'a@example.com', subject: 'Other', text: 'other' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('operator outbox', () => {
  it('needs an operator session', async () => {
    for (const url of ['/ops/outbox/sms', '/ops/outbox/mail']) {
      for (const headers of [{}, { authorization: 'not-a-token' }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().errorCode).toBe('operator.auth.required');
      }
    }
  });

  it('is for admins only: it holds live codes and reset links', async () => {
    for (const role of ['support', 'finance'] as const) {
      const other = await operatorTokenWithRole(t.app, token, role, `outbox-${role}`);
      for (const url of ['/ops/outbox/sms', '/ops/outbox/mail']) {
        const res = await get(url, { authorization: other });
        expect([res.statusCode, res.json().errorCode]).toEqual([403, 'forbidden']);
      }
    }
  });

  it('lists the merchant’s SMS newest first, filtered by number and limited', async () => {
    const all = await get('/ops/outbox/sms');
    expect(all.statusCode).toBe(200);
    expect(all.json().success).toBe(true);
    expect(all.json().value.map((e: { body: string }) => e.body)).toEqual([
      'third 333333',
      'second 222222',
      'first 111111',
    ]);

    const one = (await get('/ops/outbox/sms?to=%2B639170000001&limit=1')).json();
    expect(one).toEqual({
      success: true,
      value: [
        {
          id: expect.any(Number),
          to: '+639170000001',
          subject: null,
          body: 'third 333333',
          status: 'sent',
          createdAt: expect.any(Number),
        },
      ],
    });
  });

  it('lists mail with its subject, scoped to the request’s merchant', async () => {
    const demo = (await get('/ops/outbox/mail?to=a%40example.com')).json();
    expect(demo.value).toMatchObject([
      { to: 'a@example.com', subject: 'Reset', body: 'link 1', status: 'outbox' },
    ]);

    const other = await get('/ops/outbox/mail', { authorization: token, merchant: 'OTHER' });
    expect(other.json().value).toMatchObject([{ subject: 'Other' }]);
  });

  it('refuses a limit out of range', async () => {
    const res = await get('/ops/outbox/sms?limit=0');
    expect(res.statusCode).toBe(400);
  });
});
