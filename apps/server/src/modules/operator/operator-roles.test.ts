import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? { authorization: token } : {}, payload });
const loginAs = async (username: string) =>
  (await post('/ops/session/login', undefined, { username, password: 'a long operator password' })).json()
    .value.token as string;

describe('operator roles', () => {
  it('lets an admin create finance and support operators, who may do only their part', async () => {
    for (const [username, role] of [
      ['cashier', 'finance'],
      ['helpdesk', 'support'],
    ]) {
      const res = await post('/ops/operators', admin, {
        username,
        password: 'a long operator password',
        role,
      });
      expect(res.json().value).toEqual({ username, role });
    }
    expect(
      (
        await post('/ops/operators', admin, {
          username: 'cashier',
          password: 'a long operator password',
          role: 'finance',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await post('/ops/operators', admin, { username: 'shorty', password: 'short', role: 'finance' })).json()
        .errorCode,
    ).toBe('request_param_err');
    expect(
      (
        await post('/ops/operators', admin, {
          username: 'boss',
          password: 'a long operator password',
          role: 'owner',
        })
      ).json().errorCode,
    ).toBe('request_param_err');

    const finance = await loginAs('cashier');
    const support = await loginAs('helpdesk');
    const adjust = (token: string) =>
      post('/ops/members/adjust', token, {
        requestId: `role-${token.slice(0, 8)}`,
        username: 'demoplayer',
        amount: 1,
        reason: 'role check',
      });
    expect((await adjust(finance)).statusCode).toBe(200);
    expect((await adjust(support)).json().errorCode).toBe('forbidden');
    expect(
      (
        await post('/ops/operators', finance, {
          username: 'other',
          password: 'a long operator password',
          role: 'admin',
        })
      ).json().errorCode,
    ).toBe('forbidden');

    const audit = (
      await t.app.inject({ url: '/ops/audit?action=operator.create', headers: { authorization: admin } })
    ).json().value;
    expect(audit.map((a: { detail: { username: string } }) => a.detail.username).sort()).toEqual([
      'cashier',
      'helpdesk',
    ]);
  });
});
