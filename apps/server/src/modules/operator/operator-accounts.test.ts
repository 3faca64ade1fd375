import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

const PASSWORD = 'a long operator password';
let t: TestContext;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, ua?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), ...(ua ? { 'user-agent': ua } : {}) },
    ...(payload ? { payload } : {}),
  });
const signIn = async (username: string, ua?: string) =>
  (await call('POST', '/ops/session/login', undefined, { username, password: PASSWORD }, ua)).json().value
    .token as string;

beforeAll(async () => {
  t = await createTestApp({
    OPERATOR_SESSION_IDLE_MINUTES: '20',
    OPERATOR_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('my account', () => {
  it('answers the idle limit at sign-in and lists, marks and ends my own sessions (audited)', async () => {
    const login = await call('POST', '/ops/session/login', undefined, {
      username: 'ops-admin',
      password: 'correct horse battery staple',
    });
    expect(login.json().value).toMatchObject({ role: 'admin', idleMinutes: 20, twoFactor: 'none' });
    await operatorTokenWithRole(t.app, admin, 'support', 'desk');
    const a = await signIn('desk', 'Browser A');
    const b = await signIn('desk', 'Browser B');
    const c = await signIn('desk', 'Browser C');
    const sessions = (await call('GET', '/ops/account/sessions', a)).json().value;
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const mine = sessions.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ ip: '127.0.0.1', userAgent: 'Browser A' });

    const bId = sessions.find((s: { userAgent: string }) => s.userAgent === 'Browser B').id;
    expect((await call('POST', '/ops/account/sessions/end', a, { id: bId })).json().value).toBe(true);
    expect((await call('GET', '/ops/account', b)).json().errorCode).toBe('operator.auth.required');
    // Someone else's session is not mine to end.
    const adminSessions = (await call('GET', '/ops/account/sessions', admin)).json().value;
    expect(
      (await call('POST', '/ops/account/sessions/end', a, { id: adminSessions[0].id })).json().errorCode,
    ).toBe('not.found');
    expect((await call('POST', '/ops/account/sessions/endOthers', a)).json().value).toEqual({ ended: 2 });
    expect((await call('GET', '/ops/account', c)).statusCode).toBe(401);
    expect((await call('GET', '/ops/account', a)).json().value).toMatchObject({
      username: 'desk',
      role: 'support',
      twoFactorEnrolled: false,
      twoFactorRequired: false,
      idleMinutes: 20,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'operator.session.%')
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual([
      'operator.session.end',
      'operator.session.end_others',
    ]);
  });
});

describe('operators (admin)', () => {
  it('lists operators, changes a role, disables (ending sessions) and enables, with reasons in the audit', async () => {
    await operatorTokenWithRole(t.app, admin, 'finance', 'till');
    const till = await signIn('till');
    const list = (await call('GET', '/ops/operators', admin)).json().value;
    expect(list.find((o: { username: string }) => o.username === 'till')).toMatchObject({
      role: 'finance',
      disabled: false,
      twoFactorEnrolled: false,
    });
    expect(list.find((o: { username: string }) => o.username === 'ops-admin').lastSignInAt).toBeGreaterThan(
      0,
    );

    const role = await call('PUT', '/ops/operators/role', admin, {
      username: 'till',
      role: 'support',
      reason: 'moved team',
    });
    expect(role.json().value).toMatchObject({ username: 'till', role: 'support' });
    expect((await call('GET', '/ops/account', till)).statusCode).toBe(401);

    const again = await signIn('till');
    const off = await call('PUT', '/ops/operators/disabled', admin, {
      username: 'till',
      disabled: true,
      reason: 'left',
    });
    expect(off.json().value.disabled).toBe(true);
    expect((await call('GET', '/ops/account', again)).statusCode).toBe(401);
    expect(
      (await call('POST', '/ops/session/login', undefined, { username: 'till', password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    await call('PUT', '/ops/operators/disabled', admin, {
      username: 'till',
      disabled: false,
      reason: 'back',
    });
    expect(
      (await call('POST', '/ops/session/login', undefined, { username: 'till', password: PASSWORD }))
        .statusCode,
    ).toBe(200);

    const audit = (await call('GET', '/ops/audit/search?target=till&pageSize=50', admin)).json().value;
    expect(audit.list.map((e: { action: string }) => e.action)).toEqual([
      'operator.enable',
      'operator.disable',
      'operator.role.set',
      'operator.create',
    ]);
    expect(audit.list[2]).toMatchObject({
      actorName: 'ops-admin',
      detail: { from: 'finance', to: 'support', reason: 'moved team' },
    });
  });

  it('refuses an admin disabling, demoting or resetting themself, a missing reason, a stranger and other roles', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/ops/operators/disabled', { username: 'ops-admin', disabled: true, reason: 'oops' }],
      ['PUT', '/ops/operators/role', { username: 'ops-admin', role: 'finance', reason: 'oops' }],
      ['POST', '/ops/operators/twoFactor/reset', { username: 'ops-admin', reason: 'oops' }],
    ] as const) {
      const res = await call(method, url, admin, payload);
      expect([res.statusCode, res.json().errorCode]).toEqual([409, 'operator.self.change']);
    }
    expect(
      (await call('PUT', '/ops/operators/role', admin, { username: 'till', role: 'admin' })).json().errorCode,
    ).toBe('request_param_err');
    expect(
      (
        await call('PUT', '/ops/operators/role', admin, { username: 'ghost', role: 'admin', reason: 'who?' })
      ).json().errorCode,
    ).toBe('not.found');
    const support = await operatorTokenWithRole(t.app, admin, 'support', 'viewer');
    const finance = await operatorTokenWithRole(t.app, admin, 'finance', 'payer');
    for (const token of [support, finance]) {
      for (const [method, url, payload] of [
        ['GET', '/ops/operators', undefined],
        ['GET', '/ops/audit/search', undefined],
        ['GET', '/ops/audit', undefined],
        ['PUT', '/ops/operators/disabled', { username: 'till', disabled: true, reason: 'not mine' }],
      ] as const) {
        expect((await call(method, url, token, payload)).json().errorCode, url).toBe('forbidden');
      }
    }
    const till = await t.db
      .selectFrom('operators')
      .select('disabled')
      .where('username', '=', 'till')
      .executeTakeFirstOrThrow();
    expect(till.disabled).toBe(false);
  });
});

describe('audit log search', () => {
  it('filters by operator, action prefix, text and dates, pages newest first', async () => {
    const all = (await call('GET', '/ops/audit/search?pageSize=100', admin)).json().value;
    expect(all.totalCount).toBe(all.list.length);
    const ids = all.list.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const byDesk = (await call('GET', '/ops/audit/search?operator=desk', admin)).json().value;
    expect(byDesk.list.length).toBeGreaterThan(0);
    expect(byDesk.list.every((e: { actorName: string }) => e.actorName === 'desk')).toBe(true);

    const sessions = (await call('GET', '/ops/audit/search?action=operator.session', admin)).json().value;
    expect(sessions.totalCount).toBe(2);
    // LIKE wildcards in a filter are literal.
    expect((await call('GET', '/ops/audit/search?action=%25', admin)).json().value.totalCount).toBe(0);
    expect((await call('GET', '/ops/audit/search?q=moved%20team', admin)).json().value.totalCount).toBe(1);

    const page2 = (await call('GET', '/ops/audit/search?pageSize=2&pageNo=2', admin)).json().value;
    expect(page2).toMatchObject({ pageNo: 2, totalCount: all.totalCount });
    expect(page2.list.map((e: { id: string }) => e.id)).toEqual(
      all.list.slice(2, 4).map((e: { id: string }) => e.id),
    );

    const future = Date.now() + 3_600_000;
    expect((await call('GET', `/ops/audit/search?from=${future}`, admin)).json().value.totalCount).toBe(0);
    expect(
      (await call('GET', `/ops/audit/search?from=${Date.now() - 3_600_000}&to=${future}`, admin)).json().value
        .totalCount,
    ).toBe(all.totalCount);
    expect((await call('GET', `/ops/audit/search?from=${future}&to=1`, admin)).json().errorCode).toBe(
      'request_param_err',
    );
  });
});
