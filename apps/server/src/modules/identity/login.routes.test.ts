import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSECURE_DEFAULT_PASSWORD } from '@bet/contracts/constants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, captchaFor, login, smsOutbox } from '../../test/identity-client.js';
import { hashPassword } from './password.js';

let t: TestContext;
const CAPTCHA = 'K7PX';
beforeAll(async () => {
  t = await createTestApp({}, { captchaText: () => CAPTCHA });
});
afterAll(() => t.close());

const info = (token: string, ip?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: { authorization: token },
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('POST /wps/session/login', () => {
  it('logs the demo player in with the fields of the login response', async () => {
    const res = await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      userName: DEMO_ACCOUNTS.player,
      customerType: 0,
      firstTimeLogin: false,
      passwordChangeRequired: false,
    });
    expect(value.token).toMatch(/^[\w-]{43}$/); // 256 bits
    const me = await info(value.token);
    expect(me.json().value).toMatchObject({
      account: DEMO_ACCOUNTS.player,
      clubLabel: { labelName: 'VIP0' },
    });
  });

  it('refuses a plain (unencrypted) body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.required');
  });

  it('asks for a captcha after a failure, then accepts the right one only once', async () => {
    const ip = '198.51.100.20';
    const wrong = await login(
      t.app,
      { username: DEMO_ACCOUNTS.downlines[0], password: 'wrong-password1' },
      { ip },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'incorrect.username.or.password',
      value: { captcha: true },
    });

    const noCaptcha = await login(
      t.app,
      { username: DEMO_ACCOUNTS.downlines[0], password: DEMO_PASSWORD },
      { ip },
    );
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.wrong', value: { captcha: true } });

    const cookie = await captchaFor(t.app);
    const ok = await login(
      t.app,
      { username: DEMO_ACCOUNTS.downlines[0], password: DEMO_PASSWORD, captcha: CAPTCHA.toLowerCase() },
      { ip, cookie },
    );
    expect(ok.statusCode).toBe(200);
    // used once: the same cookie cannot pass a captcha again
    await login(t.app, { username: DEMO_ACCOUNTS.downlines[0], password: 'wrong-password1' }, { ip, cookie });
    const reused = await login(
      t.app,
      { username: DEMO_ACCOUNTS.downlines[0], password: DEMO_PASSWORD, captcha: CAPTCHA },
      { ip, cookie },
    );
    expect(reused.json().errorCode).toBe('captcha.wrong');
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await login(
      t.app,
      { username: 'nobodyhere', password: 'whatever123' },
      { ip: '198.51.100.21' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'incorrect.username.or.password',
      value: { captcha: true },
    });
  });

  it('locks the account after repeated failures', async () => {
    const ip = '198.51.100.22';
    const username = DEMO_ACCOUNTS.downlines[1];
    let last;
    for (let i = 0; i < 6; i++) {
      const cookie = await captchaFor(t.app);
      last = await login(
        t.app,
        { username, password: `wrong-password${i}`, captcha: CAPTCHA },
        { ip, cookie },
      );
    }
    expect(last!.json().errorCode).toBe('account.locked');
    expect(last!.statusCode).toBe(429);
    const cookie = await captchaFor(t.app);
    const right = await login(t.app, { username, password: DEMO_PASSWORD, captcha: CAPTCHA }, { ip, cookie });
    expect(right.json().errorCode).toBe('account.locked');
    const history = await t.db.selectFrom('login_history').select('result').where('ip', '=', ip).execute();
    expect(history.map((h) => h.result)).toContain('LOCKED');
  });

  it('keeps one session per account: the older one hears login.not.session', async () => {
    const first = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json()
      .value.token;
    const second = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json()
      .value.token;
    expect((await info(second)).statusCode).toBe(200);
    const old = await info(first);
    expect(old.statusCode).toBe(401);
    expect(old.json().errorCode).toBe('login.not.session');
  });

  it('ends the session on logout', async () => {
    const token = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json()
      .value.token;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).json().errorCode).toBe('user.or.token.invalid');
  });

  it('asks for a forced change when the password is the insecure default', async () => {
    await t.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(INSECURE_DEFAULT_PASSWORD) })
      .where('username', '=', 'demodown1')
      .execute();
    // demodown1 failed a login above, so its next attempt needs the captcha
    const cookie = await captchaFor(t.app);
    const res = await login(
      t.app,
      { username: 'demodown1', password: INSECURE_DEFAULT_PASSWORD, captcha: CAPTCHA },
      { ip: '198.51.100.23', cookie },
    );
    expect(res.json().value).toMatchObject({ passwordChangeRequired: true, oldPasswordUnknown: false });
  });

  it('asks for a forced change when the password expired (PWDEXPFORCECHANGE3 on)', async () => {
    await t.db
      .updateTable('members')
      .set({ password_changed_at: new Date(Date.now() - 400 * 86_400_000) })
      .where('username', '=', DEMO_ACCOUNTS.agent)
      .execute();
    const res = await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD });
    expect(res.json().value).toMatchObject({ passwordExpired: true, passwordChangeRequired: true });
    await t.db
      .updateTable('members')
      .set({ password_changed_at: new Date() })
      .where('username', '=', DEMO_ACCOUNTS.agent)
      .execute();
  });
});

describe('login from an address the account has not used', () => {
  it('asks for verification and accepts the bank account name', async () => {
    const refused = await login(
      t.app,
      { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD },
      { ip: '203.0.113.99' },
    );
    expect(refused.statusCode).toBe(403);
    const value = refused.json().value;
    expect(refused.json().errorCode).toBe('login_verify_required');
    expect(value.methods).toEqual(['PHONE', 'EMAIL', 'BANK_NAME']);
    expect(value.maskedMobile).toBe('917****567');

    const wrong = await call(
      t.app,
      'loginVerify',
      { verifyToken: value.verifyToken, method: 'BANK_NAME', answer: 'Somebody Else' },
      { ip: '203.0.113.99' },
    );
    expect(wrong.json().errorCode).toBe('verification.code.invalid');
    const fromOtherIp = await call(
      t.app,
      'loginVerify',
      { verifyToken: value.verifyToken, method: 'BANK_NAME', answer: 'juan dela cruz' },
      { ip: '203.0.113.50' },
    );
    expect(fromOtherIp.json().errorCode).toBe('verification.code.invalid');
    const ok = await call(
      t.app,
      'loginVerify',
      { verifyToken: value.verifyToken, method: 'BANK_NAME', answer: ' juan  dela cruz ' },
      { ip: '203.0.113.99' },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.token).toBeTruthy();
    // the address is known now
    const again = await login(
      t.app,
      { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD },
      { ip: '203.0.113.99' },
    );
    expect(again.statusCode).toBe(200);
  });

  it('accepts the phone code that was sent', async () => {
    const refused = await login(
      t.app,
      { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD },
      { ip: '203.0.113.77' },
    );
    const { verifyToken } = refused.json().value;
    const sms = await smsOutbox(t.db, '+639171234567');
    const code = /(\d{6})/.exec(sms[0]!.body)![1]!;
    const ok = await call(
      t.app,
      'loginVerify',
      { verifyToken, method: 'PHONE', answer: code },
      { ip: '203.0.113.77' },
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('SMS-code login', () => {
  it('sends a code to a registered number and logs in with it once', async () => {
    const ip = '203.0.113.99';
    const sent = await call(
      t.app,
      'loginSmsCode',
      { countryDialingCode: '63', mobileNum: '9171234567' },
      { ip, human: true },
    );
    expect(sent.json().value.expiredMinutes).toBeGreaterThan(0);
    const code = /(\d{6})/.exec((await smsOutbox(t.db, '+639171234567'))[0]!.body)![1]!;
    const body = { type: 'sms', countryDialingCode: '63', username: '9171234567', password: code };
    const ok = await call(t.app, 'login', body, { ip });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.passwordChangeRequired).toBe(false);
    expect((await call(t.app, 'login', body, { ip })).json().errorCode).toBe('verification.code.invalid');
  });

  it('gives an unregistered number the same answer but sends nothing', async () => {
    const res = await call(
      t.app,
      'loginSmsCode',
      { countryDialingCode: '63', mobileNum: '9990000000' },
      { human: true },
    );
    expect(res.statusCode).toBe(200);
    expect(await smsOutbox(t.db, '+639990000000')).toHaveLength(0);
  });
});

describe('free play', () => {
  it('creates a trial account that may not use member-only calls', async () => {
    const res = await call(t.app, 'freePlay', { platform: 'W', os: 'Linux', random: 'x', gatewayVersion: 3 });
    expect(res.statusCode).toBe(200);
    const { token, customerType } = res.json().value;
    expect(customerType).toBe(4);
    expect((await info(token)).json().value.type).toBe(4);
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/member/loginHistory',
      headers: { authorization: token },
    });
    expect(history.statusCode).toBe(403);
    expect(history.json().errorCode).toBe('trial.account.forbidden');
  });
});
