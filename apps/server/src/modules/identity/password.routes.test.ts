import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, login, mailOutbox, smsOutbox } from '../../test/identity-client.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = async (username: string, password = DEMO_PASSWORD) => {
  const res = await login(t.app, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
};
const info = (token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });

describe('change password', () => {
  it('needs the old password, follows the rule and ends the other sessions', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.downlines[0]);
    const wrongOld = await call(
      t.app,
      'changePassword',
      { oldPassword: 'nope12345', newPassword: 'Fresh2024pw', confirmNewPassword: 'Fresh2024pw' },
      { token },
    );
    expect(wrongOld.json().errorCode).toBe('password.old.wrong');
    const weak = await call(
      t.app,
      'changePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'abc', confirmNewPassword: 'abc' },
      { token },
    );
    expect(weak.json().errorCode).toBe('password.rule');
    const ok = await call(
      t.app,
      'changePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2024pw', confirmNewPassword: 'Fresh2024pw' },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(200);
    expect(
      (await login(t.app, { username: DEMO_ACCOUNTS.downlines[0], password: 'Fresh2024pw' })).statusCode,
    ).toBe(200);
  });
});

describe('forgot password by e-mail', () => {
  it('mails a single-use link and does not reveal unknown accounts', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'ghost1', email: 'ghost@example.com' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: DEMO_ACCOUNTS.agent, email: 'AGENT@demobet.local' },
    });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailOutbox(t.db, 'ghost@example.com')).toHaveLength(0);
    const [mail] = await mailOutbox(t.db, 'agent@demobet.local');
    const code = decodeURIComponent(/resetPassword\?code=([\w-]+)/.exec(mail!.body)![1]!);
    const before = await tokenOf(DEMO_ACCOUNTS.agent);
    const reset = await call(t.app, 'resetPasswordByEmail', { code, newPassword: 'Agent2025new' });
    expect(reset.statusCode).toBe(200);
    expect((await info(before)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'resetPasswordByEmail', { code, newPassword: 'Agent2025new2' })).json().errorCode,
    ).toBe('verification.code.invalid');
    expect((await login(t.app, { username: DEMO_ACCOUNTS.agent, password: 'Agent2025new' })).statusCode).toBe(
      200,
    );
  });
});

describe('forgot password by phone', () => {
  it('sets a new password with the code and logs in', async () => {
    const sent = await call(t.app, 'forgotSmsCode', { countryDialingCode: '63', mobileNum: '9171234567' });
    expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now());
    const code = /(\d{6})/.exec((await smsOutbox(t.db, '+639171234567'))[0]!.body)![1]!;
    const wrong = await call(t.app, 'setPasswordByPhone', {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: '000000',
      newPassword: 'Phone2025pw',
    });
    expect(wrong.json().errorCode).toBe('verification.code.invalid');
    const ok = await call(t.app, 'setPasswordByPhone', {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: code,
      newPassword: 'Phone2025pw',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.token).toBeTruthy();
  });
});
