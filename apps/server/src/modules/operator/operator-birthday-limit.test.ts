import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaFor } from '../../test/identity-client.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let admin: string;
const CAPTCHA = 'K7PD';
beforeAll(async () => {
  t = await createTestApp({}, { captchaText: () => CAPTCHA });
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

const put = (token: string, payload: unknown, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/system/birthdayLimit',
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: ip,
  });
const publicLimit = async () =>
  (await t.app.inject({ url: '/wps/system/setting/register' })).json().value.birthdayLimit as number | null;
const stored = async () =>
  (
    await t.db
      .selectFrom('merchants')
      .select('birthday_limit')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow()
  ).birthday_limit;
const audits = () =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'system.birthdayLimit.set')
    .orderBy('id')
    .execute();

let host = 1;
let mobile = 9175551000;
const register = async (username: string, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'register',
    {
      username,
      countryDialingCode: '63',
      mobileNum: String(mobile++),
      password: 'Secret2024x',
      confirmPassword: 'Secret2024x',
      captcha: CAPTCHA,
      agreeTerms: true,
      login: true,
      ...extra,
    },
    { human: true, cookie: await captchaFor(t.app), ip: `192.0.2.${host++}` },
  );

describe('PUT /ops/system/birthdayLimit', () => {
  it('sets 21, 18 or none: registration settings and the register call follow at once; audited', async () => {
    expect(await publicLimit()).toBeNull();

    const set21 = await put(admin, { birthdayLimit: 21 });
    expect(set21.json()).toEqual({ success: true, value: { birthdayLimit: 21 } });
    expect(await stored()).toBe(21);
    expect(await publicLimit()).toBe(21);
    expect((await register('agelimit1')).json().errorCode).toBe('age.confirmation.required');
    expect((await register('agelimit1', { ageConfirmed: true })).statusCode).toBe(200);

    expect((await put(admin, { birthdayLimit: 18 })).statusCode).toBe(200);
    expect(await publicLimit()).toBe(18);

    expect((await put(admin, { birthdayLimit: null })).json().value).toEqual({ birthdayLimit: null });
    expect(await publicLimit()).toBeNull();
    expect((await register('agelimit2')).statusCode).toBe(200);

    const log = await audits();
    expect(log.map((a) => a.detail)).toEqual([
      { birthdayLimit: 21, before: { birthdayLimit: null } },
      { birthdayLimit: 18, before: { birthdayLimit: 21 } },
      { birthdayLimit: null, before: { birthdayLimit: 18 } },
    ]);
    expect(log[0]).toMatchObject({ actor_type: 'operator', ip: '127.0.0.1' });
  });

  it('refuses anything but 18, 21 or null with request_param_err and changes nothing', async () => {
    expect((await put(admin, { birthdayLimit: 18 })).statusCode).toBe(200);
    const logged = (await audits()).length;
    const bad: unknown[] = [
      {},
      { birthdayLimit: 20 },
      { birthdayLimit: '21' },
      { birthdayLimit: 21.5 },
      { birthdayLimit: -18 },
      { birthdayLimit: true },
      { birthdayLimit: [21] },
      { birthdayLimit: { $gt: 0 } },
      '[]',
      'null',
      'not json',
      '{"__proto__":{"birthdayLimit":21}}',
      '{"birthdayLimit":1e999}',
      JSON.stringify({ birthdayLimit: "21' or 1=1 --" }),
    ];
    let n = 0;
    for (const payload of bad) {
      const res = await put(admin, payload, `198.51.100.${++n}`);
      expect(res.statusCode, String(JSON.stringify(payload))).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    expect(await stored()).toBe(18);
    expect(await publicLimit()).toBe(18);
    expect(await audits()).toHaveLength(logged);
    await put(admin, { birthdayLimit: null });
  });

  it('needs an operator session and the admin role', async () => {
    for (const token of ['not-a-token', '']) {
      const res = await put(token, { birthdayLimit: 21 });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('operator.auth.required');
    }
    for (const [username, role] of [
      ['agefinance', 'finance'],
      ['agesupport', 'support'],
    ]) {
      const password = 'a long operator password';
      const created = await t.app.inject({
        method: 'POST',
        url: '/ops/operators',
        headers: { authorization: admin },
        payload: { username, password, role },
      });
      expect(created.statusCode, created.body).toBe(200);
      const token = (
        await t.app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password } })
      ).json().value.token as string;
      const refused = await put(token, { birthdayLimit: 21 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('forbidden');
    }
    expect(await stored()).toBeNull();
  });
});
