import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
let finance: string;
const player = DEMO_ACCOUNTS.player;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
  finance = await operatorTokenWithRole(t.app, admin, 'finance');
});
afterAll(() => t.close());

const send = async (method: 'POST' | 'PUT', url: string, token: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { status: res.statusCode, body: res.json() };
};
const detail = async (username = player) =>
  (
    await t.app.inject({ url: `/ops/players/detail?username=${username}`, headers: { authorization: admin } })
  ).json().value;
const audit = async (username: string = player) =>
  (
    await t.app.inject({
      url: `/ops/players/audit?username=${username}&pageSize=100`,
      headers: { authorization: admin },
    })
  ).json().value as {
    list: Array<{ action: string; reason: string | null; operator: string }>;
    totalCount: number;
  };
const playerToken = async () =>
  (await login(t.app, { username: player, password: DEMO_PASSWORD })).json().value.token as string;
const sessionWorks = async (token: string) =>
  (await call(t.app, 'memberInfo', undefined, { token })).statusCode === 200;

let auditBefore = 0;
beforeEach(async () => {
  auditBefore = (await audit()).totalCount;
});

describe('lock and unlock (playerStatus: admin only)', () => {
  it('a locked player loses its sessions and cannot log in; unlocked, it can', async () => {
    const token = await playerToken();
    const locked = await send('POST', '/ops/players/lock', admin, {
      username: player,
      locked: true,
      reason: 'fraud check',
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.value.sessionsEnded).toBe(1);
    expect(await sessionWorks(token)).toBe(false);
    expect((await login(t.app, { username: player, password: DEMO_PASSWORD })).json().errorCode).toBe(
      'account.disabled',
    );
    expect((await detail()).status).toMatchObject({ status: 'LOCKED', locked: true });
    await send('POST', '/ops/players/lock', admin, { username: player, locked: false, reason: 'cleared' });
    expect(await sessionWorks(await playerToken())).toBe(true);
    const trail = (await audit()).list.slice(0, 2);
    expect(trail.map((e) => [e.action, e.reason, e.operator])).toEqual([
      ['member.unlock', 'cleared', 'ops-admin'],
      ['member.lock', 'fraud check', 'ops-admin'],
    ]);
  });

  it('is refused to support and finance, and changes nothing', async () => {
    for (const token of [support, finance]) {
      const res = await send('POST', '/ops/players/lock', token, {
        username: player,
        locked: true,
        reason: 'no way',
      });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('forbidden');
    }
    expect((await detail()).status.locked).toBe(false);
    expect((await audit()).totalCount).toBe(auditBefore);
  });

  it('without a reason (or for no one) changes nothing', async () => {
    const bad = await send('POST', '/ops/players/lock', admin, {
      username: player,
      locked: true,
      reason: ' x ',
    });
    expect(bad.body.errorCode).toBe('request_param_err');
    const nobody = await send('POST', '/ops/players/lock', admin, {
      username: 'nobody-here',
      locked: true,
      reason: 'a reason',
    });
    expect(nobody.body.errorCode).toBe('not.found');
    expect((await detail()).status.locked).toBe(false);
    expect((await audit()).totalCount).toBe(auditBefore);
  });
});

describe('end sessions (playerAccess: admin and support)', () => {
  it('support ends every open session, audited with the reason', async () => {
    const token = await playerToken();
    const res = await send('POST', '/ops/players/sessions/end', support, {
      username: player,
      reason: 'stolen phone',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await sessionWorks(token)).toBe(false);
    expect((await audit()).list[0]).toMatchObject({
      action: 'member.sessions.end',
      reason: 'stolen phone',
      operator: 'support-operator',
    });
  });

  it('is refused to finance', async () => {
    const token = await playerToken();
    const res = await send('POST', '/ops/players/sessions/end', finance, {
      username: player,
      reason: 'a reason',
    });
    expect(res.status).toBe(403);
    expect(await sessionWorks(token)).toBe(true);
    expect((await audit()).totalCount).toBe(auditBefore);
  });
});

describe('password reset link (playerAccess)', () => {
  const outbox = async (kind: 'mail' | 'sms', to: string) =>
    (
      await t.app.inject({
        url: `/ops/outbox/${kind}?to=${encodeURIComponent(to)}`,
        headers: { authorization: admin },
      })
    ).json().value as Array<{ body: string }>;

  it('sends the reset link by e-mail and by SMS, audited; a resend at once is throttled', async () => {
    const mail = await send('POST', '/ops/players/passwordReset', support, {
      username: player,
      channel: 'email',
      reason: 'asked by chat',
    });
    expect(mail.status, JSON.stringify(mail.body)).toBe(200);
    expect((await outbox('mail', 'player@demobet.local'))[0]!.body).toMatch(/\/resetPassword\?code=/);
    expect((await audit()).list[0]).toMatchObject({
      action: 'member.password.reset_link',
      reason: 'asked by chat',
    });
    const again = await send('POST', '/ops/players/passwordReset', support, {
      username: player,
      channel: 'email',
      reason: 'asked again',
    });
    expect(again.status).toBe(429);
    expect((await audit()).totalCount).toBe(auditBefore + 1);

    const other = DEMO_ACCOUNTS.downlines[1];
    await t.db
      .updateTable('members')
      .set({ dialing_code: '63', mobile_num: '9175550000' })
      .where('username', '=', other)
      .execute();
    const sms = await send('POST', '/ops/players/passwordReset', admin, {
      username: other,
      channel: 'sms',
      reason: 'asked by phone',
    });
    expect(sms.status, JSON.stringify(sms.body)).toBe(200);
    expect((await outbox('sms', '+639175550000'))[0]!.body).toMatch(/\/resetPassword\?code=/);
    expect((await audit(other)).list[0]).toMatchObject({
      action: 'member.password.reset_link',
      reason: 'asked by phone',
    });
  });

  it('says so when the player has no such contact, and refuses finance', async () => {
    const none = await send('POST', '/ops/players/passwordReset', admin, {
      username: DEMO_ACCOUNTS.downlines[0],
      channel: 'sms',
      reason: 'asked',
    });
    expect(none.body.errorCode).toBe('player.contact.missing');
    const refused = await send('POST', '/ops/players/passwordReset', finance, {
      username: player,
      channel: 'email',
      reason: 'asked',
    });
    expect(refused.status).toBe(403);
    expect((await audit()).totalCount).toBe(auditBefore);
  });
});

describe('money and agent-only from the player page', () => {
  const adjust = (token: string, amount: number, extra: Record<string, unknown> = {}) =>
    send('POST', '/ops/members/adjust', token, {
      requestId: `adj-${Math.random().toString(36).slice(2, 12)}`,
      username: player,
      amount,
      reason: 'goodwill credit',
      ...extra,
    });
  const mainBalance = async () => (await detail()).wallets.list[0].balance as number;

  it('finance adjusts and credits a bonus with turnover; support is refused and nothing moves', async () => {
    const before = await mainBalance();
    expect((await adjust(support, 10)).status).toBe(403);
    expect(await mainBalance()).toBe(before);
    expect((await adjust(finance, 10)).status).toBe(200);
    expect((await adjust(finance, 5, { kind: 'BONUS', turnoverMultiple: 3 })).status).toBe(200);
    expect(await mainBalance()).toBe(before + 15);
    const trail = (await audit()).list.slice(0, 2).map((e) => [e.action, e.reason]);
    expect(trail).toEqual([
      ['balance.bonus', 'goodwill credit'],
      ['balance.adjustment', 'goodwill credit'],
    ]);
  });

  it('agent-only with a reason is audited; support and finance are refused', async () => {
    for (const token of [support, finance]) {
      const res = await send('PUT', '/ops/members/agentOnly', token, {
        username: player,
        agentOnly: true,
        reason: 'team lead',
      });
      expect(res.status).toBe(403);
    }
    expect((await detail()).status.agentOnly).toBe(false);
    const on = await send('PUT', '/ops/members/agentOnly', admin, {
      username: player,
      agentOnly: true,
      reason: 'team lead',
    });
    expect(on.status).toBe(200);
    expect((await detail()).status).toMatchObject({ agentOnly: true, status: 'AGENT_ONLY' });
    await send('PUT', '/ops/members/agentOnly', admin, {
      username: player,
      agentOnly: false,
      reason: 'plays again',
    });
    expect((await audit()).list[0]).toMatchObject({ action: 'member.agent_only.set', reason: 'plays again' });
  });
});
