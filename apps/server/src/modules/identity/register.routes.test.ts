import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { call, captchaFor, smsOutbox } from '../../test/identity-client.js';

let t: TestContext;
const CAPTCHA = 'M8QR';
beforeAll(async () => {
  t = await createTestApp({}, { captchaText: () => CAPTCHA });
});
afterAll(() => t.close());

let mobile = 9175550000;
const valid = (over: Record<string, unknown> = {}) => ({
  username: 'newplayer1',
  countryDialingCode: '63',
  mobileNum: String(mobile++),
  password: 'Secret2024x',
  confirmPassword: 'Secret2024x',
  captcha: CAPTCHA,
  agreeTerms: true,
  login: true,
  ...over,
});
// A fresh address per sign-up: registration is rate-limited per address.
let host = 1;
const register = async (body: Record<string, unknown>, route: 'register' | 'registerMobile' = 'register') =>
  call(t.app, route, body, { human: true, cookie: await captchaFor(t.app), ip: `192.0.2.${host++}` });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PUT /wps/member/register', () => {
  it('registers under the agent of the affiliate code and logs the player in', async () => {
    const res = await register(
      valid({
        affiliateCode: DEMO_ACCOUNTS.agentAffiliateCode,
        email: 'new1@example.com',
        nickname: 'Newbie',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ userName: 'newplayer1', customerType: 0, firstTimeLogin: true });
    const row = await t.db
      .selectFrom('members')
      .select(['upline_id', 'password_hash'])
      .where('username', '=', 'newplayer1')
      .executeTakeFirstOrThrow();
    const agent = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', DEMO_ACCOUNTS.agent)
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(agent.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['a taken username', valid({ email: undefined }), 'username.taken'],
    ['a taken e-mail', valid({ username: 'otherone1', email: 'NEW1@example.com' }), 'email.taken'],
    [
      'an unknown affiliate code',
      valid({ username: 'otherone2', affiliateCode: 'NOPE1234' }),
      'invitation.code.error',
    ],
    ['a username against the rule', valid({ username: '1abc' }), 'field.invalid'],
    [
      'a password against the rule',
      valid({ username: 'otherone3', password: 'short1', confirmPassword: 'short1' }),
      'password.rule',
    ],
    [
      'a common password',
      valid({ username: 'otherone4', password: 'password123', confirmPassword: 'password123' }),
      'password.too.common',
    ],
    [
      'different confirmation',
      valid({ username: 'otherone5', confirmPassword: 'Secret2024y' }),
      'password.mismatch',
    ],
    ['a wrong captcha', valid({ username: 'otherone6', captcha: 'ZZZZ' }), 'captcha.wrong'],
    ['no agreement', valid({ username: 'otherone7', agreeTerms: false }), 'request_param_err'],
    ['HTML in a field', valid({ username: '<script>alert(1)</script>' }), 'field.invalid'],
    ['SQL in a field', valid({ username: "x' or '1'='1" }), 'field.invalid'],
    ['a bad e-mail', valid({ username: 'otherone8', email: 'not-an-email' }), 'field.invalid'],
  ])('refuses %s and writes nothing', async (_name, body, code) => {
    const before = await count();
    const res = await register(body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errorCode).toBe(code);
    expect(await count()).toBe(before);
  });

  it('keeps the country the sign-up came from, as the trusted proxy tells it', async () => {
    // From the proxy's own address (trusted), with the country header it adds.
    const res = await call(t.app, 'register', valid({ username: 'fromvietnam1' }), {
      human: true,
      cookie: await captchaFor(t.app),
      headers: { 'cf-ipcountry': 'vn', 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('register_country')
      .where('username', '=', 'fromvietnam1')
      .executeTakeFirstOrThrow();
    expect(row.register_country).toBe('VN');
  });

  it('registers by mobile number', async () => {
    const res = await register(valid({ username: undefined, mobileNum: '9170000001' }), 'registerMobile');
    expect(res.statusCode, res.body).toBe(200);
    const again = await register(valid({ username: undefined, mobileNum: '9170000001' }), 'registerMobile');
    expect(again.json().errorCode).toBe('mobile.taken');
  });
});

describe('registration rules the merchant switches on', () => {
  const setSwitch = async (modId: string, enabled: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/whitelabel',
      headers: { authorization: await operatorToken(t.app) },
      payload: { modId, enabled },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('asks the SMS code sent at sign-up when REGMOBVERF3 is on, once only', async () => {
    const number = '9176660001';
    const off = await call(
      t.app,
      'registerSmsCode',
      { countryDialingCode: '63', mobileNum: number },
      { human: true },
    );
    expect(off.json().errorCode).toBe('function.not.available');
    await setSwitch('REGMOBVERF3', true);
    try {
      const sent = await call(
        t.app,
        'registerSmsCode',
        { countryDialingCode: '63', mobileNum: number },
        { human: true, ip: '192.0.2.200' },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().value.expiredMinutes).toBeGreaterThan(0);
      const code = /(\d{6})/.exec((await smsOutbox(t.db, `+63${number}`))[0]!.body)![1]!;
      const before = await count();
      const missing = await register(valid({ username: 'smsuser1', mobileNum: number }));
      expect(missing.json().errorCode).toBe('verification.code.missing');
      const wrong = await register(
        valid({
          username: 'smsuser1',
          mobileNum: number,
          verificationCode: code === '000000' ? '111111' : '000000',
        }),
      );
      expect(wrong.json().errorCode).toBe('verification.code.invalid');
      expect(await count()).toBe(before);
      const ok = await register(valid({ username: 'smsuser1', mobileNum: number, verificationCode: code }));
      expect(ok.statusCode, ok.body).toBe(200);
      const reused = await register(
        valid({ username: 'smsuser2', mobileNum: '9176660002', verificationCode: code }),
      );
      expect(reused.statusCode).toBe(400);
      expect(await count()).toBe(before + 1);
    } finally {
      await setSwitch('REGMOBVERF3', false);
    }
  });

  it('asks the age confirmation when the merchant sets 18 or 21', async () => {
    await t.db.updateTable('merchants').set({ birthday_limit: 21 }).where('code', '=', 'DEMO').execute();
    try {
      const settings = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
      expect(JSON.stringify(settings.json().value)).toContain('"birthdayLimit":21');
      const res = await register(valid({ username: 'ageuser1' }));
      expect(res.json().errorCode).toBe('age.confirmation.required');
      expect((await register(valid({ username: 'ageuser1', ageConfirmed: true }))).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('merchants').set({ birthday_limit: null }).where('code', '=', 'DEMO').execute();
    }
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('knows the agent of a code and refuses others', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${DEMO_ACCOUNTS.agentAffiliateCode.toLowerCase()}`,
    });
    expect(ok.json().value).toEqual({ valid: true, agent: DEMO_ACCOUNTS.agent });
    const bad = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE' });
    expect(bad.json().errorCode).toBe('invitation.code.error');
  });
});
