import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';

let t: TestContext;
// SINGLE_SESSION off so that two sessions of one account can live side by side here.
beforeAll(async () => {
  t = await createTestApp({ SINGLE_SESSION: 'false', SESSION_IDLE_MINUTES: '60', SESSION_MAX_HOURS: '24' });
});
afterAll(() => t.close());

const open = async (username: string) => {
  const res = await login(t.app, { username, password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
};
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const infoCode = async (token: string) =>
  (await call(t.app, 'memberInfo', undefined, { token })).json().errorCode as string | undefined;

describe('player sessions', () => {
  it('are random tokens of at least 128 bits, stored only as hashes', async () => {
    const a = await open(DEMO_ACCOUNTS.downlines[0]);
    const b = await open(DEMO_ACCOUNTS.downlines[0]);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.db.selectFrom('member_sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashOf(a));
    expect(rows.map((r) => r.token_hash)).not.toContain(a);
  });

  it('end after the idle time and after the absolute lifetime', async () => {
    const idle = await open(DEMO_ACCOUNTS.downlines[0]);
    expect(await infoCode(idle)).toBeUndefined();
    await t.db
      .updateTable('member_sessions')
      .set({ last_seen_at: new Date(Date.now() - 61 * 60_000) })
      .where('token_hash', '=', hashOf(idle))
      .execute();
    expect(await infoCode(idle)).toBe('user.or.token.invalid');

    const old = await open(DEMO_ACCOUNTS.downlines[0]);
    await t.db
      .updateTable('member_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashOf(old))
      .execute();
    expect(await infoCode(old)).toBe('user.or.token.invalid');
  });

  it('other sessions end when the password changes; the session that changed it goes on', async () => {
    const other = await open(DEMO_ACCOUNTS.downlines[1]);
    const mine = await open(DEMO_ACCOUNTS.downlines[1]);
    const res = await call(
      t.app,
      'changePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Changed2026pw', confirmNewPassword: 'Changed2026pw' },
      { token: mine },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await infoCode(mine)).toBeUndefined();
    expect(await infoCode(other)).toBe('user.or.token.invalid');
    await call(t.app, 'logout', undefined, { token: mine });
    expect(await infoCode(mine)).toBe('user.or.token.invalid');
  });
});
