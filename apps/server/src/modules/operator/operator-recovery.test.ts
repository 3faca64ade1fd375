import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR, type TestContext } from '../../test/test-app.js';
import { totpAt } from '../identity/totp.js';
import { recoverOperatorTwoFactor } from './operator-recovery.js';

let t: TestContext;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
const login = async () =>
  (await call('POST', '/ops/session/login', undefined, TEST_OPERATOR)).json().value as {
    token: string;
    twoFactor: string;
  };

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TWO_FACTOR: 'required', OPERATOR_LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('ops:reset-two-factor (server-side recovery)', () => {
  it('forgets a lone admin authenticator, ends the sessions and writes the audit log', async () => {
    const pending = await login();
    const { secret } = (await call('POST', '/ops/session/twoFactor/setup', pending.token)).json().value;
    const full = (
      await call('POST', '/ops/session/twoFactor/enrol', pending.token, { code: totpAt(secret, Date.now()) })
    ).json().value.token as string;
    expect((await login()).twoFactor).toBe('verify');

    expect(await recoverOperatorTwoFactor(t.db, 'nobody-here')).toBe(false);
    expect(await recoverOperatorTwoFactor(t.db, TEST_OPERATOR.username.toUpperCase())).toBe(true);

    expect((await call('GET', '/ops/system/maintenance', full)).json().errorCode).toBe(
      'operator.auth.required',
    );
    const again = await login();
    expect(again.twoFactor).toBe('enrol');
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.two_factor.reset')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_type: 'system', actor_id: 'cli:ops:reset-two-factor' });
  });
});
