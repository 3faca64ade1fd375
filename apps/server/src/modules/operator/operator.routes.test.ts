import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/identity-client.js';
import { createTestApp, operatorToken, TEST_OPERATOR, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator API', () => {
  it('refuses a wrong password and an unknown operator alike', async () => {
    for (const payload of [
      { username: TEST_OPERATOR.username, password: 'wrong password!' },
      { username: 'nobody', password: 'whatever password' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/ops/session/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('operator.credentials.invalid');
    }
  });

  it('needs an operator session for every other call', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/ops/system/maintenance',
        headers: token ? { authorization: token } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('operator.auth.required');
    }
  });

  it('changes maintenance, audits it, and ends the session on logout', async () => {
    const token = await operatorToken(t.app);
    const payload = { enabled: true, startTime: null, endTime: null };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      headers: { authorization: token },
      payload,
    });
    expect(put.json()).toEqual({ success: true, value: payload });
    const get = await t.app.inject({
      method: 'GET',
      url: '/ops/system/maintenance',
      headers: { authorization: token },
    });
    expect(get.json().value).toEqual(payload);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'system.maintenance.set')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'operator', ip: '127.0.0.1', detail: payload });

    await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      headers: { authorization: token },
      payload: { ...payload, enabled: false },
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/ops/session/logout',
          headers: { authorization: token },
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/ops/system/maintenance',
      headers: { authorization: token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('rejects bad settings without changing anything', async () => {
    const token = await operatorToken(t.app);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: '/ops/system/regionRestriction',
        headers: { authorization: token },
      })
    ).json();
    for (const payload of [{ countries: ['usa'] }, { countries: 'US' }, {}]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/ops/system/regionRestriction',
        headers: { authorization: token },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      headers: { authorization: token },
      payload: { enabled: true, startTime: 2000, endTime: 1000 },
    });
    expect(bad.statusCode).toBe(400);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/ops/system/regionRestriction',
        headers: { authorization: token },
      })
    ).json();
    expect(after).toEqual(before);
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('creates the first operator only once', async () => {
    const again = await t.app.services.operatorAuth.ensureFirstOperator('someone-else');
    expect(again.created).toBe(false);
  });
});

describe('operator sets a member password', () => {
  it("sets '{secret}', ends the member's sessions, and the next login must change it", async () => {
    const before = (await login(t.app, { username: 'demodown2', password: 'Demo12345' })).json().value.token;
    const token = await operatorToken(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/members/password',
      headers: { authorization: token },
      payload: { username: 'DemoDown2', password: '{secret}' },
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: before },
    });
    expect(info.statusCode).toBe(401);
    const next = await login(t.app, { username: 'demodown2', password: '{secret}' });
    expect(next.json().value.passwordChangeRequired).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'member.password.set')
      .execute();
    expect(audit).toHaveLength(1);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/ops/members/password',
      headers: { authorization: token },
      payload: { username: 'nobody', password: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
