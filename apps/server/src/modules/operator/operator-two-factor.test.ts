import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR, type TestContext } from '../../test/test-app.js';
import { totpAt } from '../identity/totp.js';
import { TOTP_LOCK_AFTER } from './operator-two-factor.service.js';

const PASSWORD = 'a long operator password';
let t: TestContext;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
const login = async (username: string, password: string) =>
  (await call('POST', '/ops/session/login', undefined, { username, password })).json().value as {
    token: string;
    role: string;
    idleMinutes: number;
    twoFactor: 'none' | 'verify' | 'enrol';
  };
const code = (secret: string, offsetSteps = 0) => totpAt(secret, Date.now() + offsetSteps * 30_000);

/** Signs in with the password and enrols an authenticator: the secret and a full token. */
async function enrol(username: string, password: string) {
  const pending = await login(username, password);
  expect(pending.twoFactor).toBe('enrol');
  const { secret } = (await call('POST', '/ops/session/twoFactor/setup', pending.token)).json().value;
  const res = await call('POST', '/ops/session/twoFactor/enrol', pending.token, { code: code(secret) });
  expect(res.json().value.twoFactor).toBe('none');
  return { secret: secret as string, token: res.json().value.token as string };
}

beforeAll(async () => {
  t = await createTestApp({
    OPERATOR_TWO_FACTOR: 'required',
    OPERATOR_SESSION_IDLE_MINUTES: '25',
    OPERATOR_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

describe('operator two-factor (required)', () => {
  it('keeps an admin pending until enrolled: refused elsewhere, enrols with a code, sealed secret', async () => {
    const pending = await login(TEST_OPERATOR.username, TEST_OPERATOR.password);
    expect(pending).toMatchObject({ role: 'admin', idleMinutes: 25, twoFactor: 'enrol' });
    for (const url of ['/ops/system/maintenance', '/ops/account', '/ops/operators', '/ops/audit/search']) {
      const res = await call('GET', url, pending.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode).toBe('operator.two.factor.required');
    }
    expect(
      (await call('POST', '/ops/session/twoFactor/verify', pending.token, { code: '123456' })).json()
        .errorCode,
    ).toBe('operator.two.factor.step');
    expect(
      (await call('POST', '/ops/session/twoFactor/enrol', pending.token, { code: '123456' })).json()
        .errorCode,
    ).toBe('operator.two.factor.step');

    const setup = (await call('POST', '/ops/session/twoFactor/setup', pending.token)).json().value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`otpauth://totp/`);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const wrong = await call('POST', '/ops/session/twoFactor/enrol', pending.token, {
      code: code(setup.secret, 5),
    });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([401, 'operator.two.factor.invalid']);
    const bad = await call('POST', '/ops/session/twoFactor/enrol', pending.token, { code: '12a456' });
    expect(bad.json().errorCode).toBe('request_param_err');

    const enrolled = await call('POST', '/ops/session/twoFactor/enrol', pending.token, {
      code: code(setup.secret),
    });
    const full = enrolled.json().value;
    expect(full).toMatchObject({ role: 'admin', idleMinutes: 25, twoFactor: 'none' });
    expect(full.token).not.toBe(pending.token);
    expect((await call('GET', '/ops/system/maintenance', full.token)).statusCode).toBe(200);
    expect((await call('GET', '/ops/system/maintenance', pending.token)).json().errorCode).toBe(
      'operator.auth.required',
    );
    admin = full.token;

    const row = await t.db
      .selectFrom('operators')
      .select(['totp_secret', 'totp_pending_secret', 'last_sign_in_at'])
      .where('username', '=', TEST_OPERATOR.username)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeTruthy();
    expect(row.totp_secret).not.toContain(setup.secret);
    expect(row.totp_pending_secret).toBeNull();
    expect(row.last_sign_in_at).not.toBeNull();
    expect((await call('GET', '/ops/account', admin)).json().value).toMatchObject({
      twoFactorEnrolled: true,
      twoFactorRequired: true,
    });

    // The next sign-in asks for the code; the one spent on enrolment is refused as replayed.
    const next = await login(TEST_OPERATOR.username, TEST_OPERATOR.password);
    expect(next.twoFactor).toBe('verify');
    expect((await call('POST', '/ops/session/twoFactor/setup', next.token)).json().errorCode).toBe(
      'operator.two.factor.step',
    );
    const replay = await call('POST', '/ops/session/twoFactor/verify', next.token, {
      code: code(setup.secret),
    });
    expect([replay.statusCode, replay.json().errorCode]).toEqual([401, 'operator.two.factor.replayed']);
    const verified = await call('POST', '/ops/session/twoFactor/verify', next.token, {
      code: code(setup.secret, 1),
    });
    expect(verified.json().value.twoFactor).toBe('none');
    expect((await call('GET', '/ops/system/maintenance', verified.json().value.token)).statusCode).toBe(200);
  });

  it('asks finance to enrol, lets support act with the password alone', async () => {
    for (const [username, role] of [
      ['cashier', 'finance'],
      ['helpdesk', 'support'],
    ]) {
      expect(
        (await call('POST', '/ops/operators', admin, { username, password: PASSWORD, role })).statusCode,
      ).toBe(200);
    }
    const finance = await login('cashier', PASSWORD);
    expect(finance.twoFactor).toBe('enrol');
    expect((await call('GET', '/ops/deposits', finance.token)).json().errorCode).toBe(
      'operator.two.factor.required',
    );
    const support = await login('helpdesk', PASSWORD);
    expect(support.twoFactor).toBe('none');
    expect((await call('GET', '/ops/deposits', support.token)).statusCode).toBe(200);

    const { token } = await enrol('cashier', PASSWORD);
    expect((await call('GET', '/ops/deposits', token)).statusCode).toBe(200);
  });

  it(`locks the second factor after ${TOTP_LOCK_AFTER} wrong codes, even for the right one`, async () => {
    await call('POST', '/ops/operators', admin, { username: 'clerk', password: PASSWORD, role: 'finance' });
    const { secret } = await enrol('clerk', PASSWORD);
    const pending = await login('clerk', PASSWORD);
    for (let i = 0; i < TOTP_LOCK_AFTER; i++) {
      const res = await call('POST', '/ops/session/twoFactor/verify', pending.token, {
        code: code(secret, 10 + i),
      });
      expect(res.json().errorCode).toBe('operator.two.factor.invalid');
    }
    const locked = await call('POST', '/ops/session/twoFactor/verify', pending.token, {
      code: code(secret, 1),
    });
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'operator.two.factor.locked']);
    const failures = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'operator.two_factor.failed')
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(TOTP_LOCK_AFTER);
  });

  it('makes an operator enrol again after an admin resets the authenticator', async () => {
    const reset = await call('POST', '/ops/operators/twoFactor/reset', admin, {
      username: 'cashier',
      reason: 'lost the phone',
    });
    expect(reset.json().value).toMatchObject({ username: 'cashier', twoFactorEnrolled: false });
    expect((await login('cashier', PASSWORD)).twoFactor).toBe('enrol');
  });
});

describe('operator two-factor (optional)', () => {
  it('asks only the operators who enrolled, and lets a full session enrol', async () => {
    const o = await createTestApp({ OPERATOR_TWO_FACTOR: 'optional' });
    try {
      const first = (
        await o.app.inject({ method: 'POST', url: '/ops/session/login', payload: TEST_OPERATOR })
      ).json().value;
      expect(first.twoFactor).toBe('none');
      const headers = { authorization: first.token };
      const setup = (
        await o.app.inject({ method: 'POST', url: '/ops/session/twoFactor/setup', headers })
      ).json().value;
      const enrolled = await o.app.inject({
        method: 'POST',
        url: '/ops/session/twoFactor/enrol',
        headers,
        payload: { code: code(setup.secret) },
      });
      expect(enrolled.json().value.twoFactor).toBe('none');
      const again = (
        await o.app.inject({ method: 'POST', url: '/ops/session/login', payload: TEST_OPERATOR })
      ).json().value;
      expect(again.twoFactor).toBe('verify');
    } finally {
      await o.close();
    }
  });
});
