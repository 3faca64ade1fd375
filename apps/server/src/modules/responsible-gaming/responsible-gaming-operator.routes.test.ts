import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { memberIdOf, memberToken, newRequestId } from '../../test/wallet-client.js';

/** The operator's responsible-gaming screens (issue 20): who has limits or exclusions, history, refusals. */
let t: TestContext;
let admin: string;
let support: string;
let memberId: bigint;

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
  memberId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
  const token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  await call(t.app, 'rgSetLimit', { kind: 'DEPOSIT', period: 'DAY', value: 100 }, { token });
  await call(t.app, 'rgSetLimit', { kind: 'DEPOSIT', period: 'DAY', value: 300 }, { token });
  const channels = (await call(t.app, 'depositChannels', undefined, { token })).json().value.channels;
  const offline = channels.find((c: { type: string }) => c.type === 'OFFLINE');
  const refused = await call(
    t.app,
    'deposit',
    { requestId: newRequestId(), channelId: offline.id, amount: 600, reference: 'OPS-RG' },
    { token },
  );
  expect(refused.json().errorCode).toBe('rg.limit.reached');
});
afterAll(() => t.close());

describe('operator responsible gaming', () => {
  it('lists players with limits, and a player with limits, the waiting raise, history and refusals', async () => {
    const page = (await ops('GET', '/ops/responsible-gaming/players?filter=LIMITS', support)).json().value;
    expect(page.list).toContainEqual(
      expect.objectContaining({ memberId: String(memberId), limits: 1, pendingChanges: 1, exclusion: null }),
    );
    const detail = (await ops('GET', `/ops/responsible-gaming/player?memberId=${memberId}`, support)).json()
      .value;
    expect(detail.limits).toEqual([
      expect.objectContaining({
        kind: 'DEPOSIT',
        period: 'DAY',
        value: 100,
        pending: expect.objectContaining({ value: 300 }),
      }),
    ]);
    expect(detail.changes.map((c: { newValue: number }) => c.newValue)).toEqual([300, 100]);
    expect(detail.changes[1]).toMatchObject({ oldValue: null, requestedBy: 'player', cancelledAt: null });
    expect(detail.refusals).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', period: 'DAY', action: 'DEPOSIT', amount: 600 }),
    ]);
    const report = (await ops('GET', '/ops/responsible-gaming/refusals?kind=DEPOSIT', support)).json().value;
    // Newest first: this refusal, then the demo seed's three of the days before.
    expect(report.totalCount).toBe(4);
    expect(report.list.map((r: { username: string; amount: number }) => [r.username, r.amount])).toEqual([
      [DEMO_ACCOUNTS.downlines[0], 600],
      ...Array.from({ length: 3 }, () => [DEMO_ACCOUNTS.downlines[1], 5000]),
    ]);
  });

  it('adds a self-exclusion (admin only, with a reason): the player is logged out and cannot log in', async () => {
    const body = { memberId: String(memberId), period: '1Y', reason: 'asked by phone' };
    expect((await ops('POST', '/ops/responsible-gaming/exclusion', support, body)).statusCode).toBe(403);
    expect(
      (await ops('POST', '/ops/responsible-gaming/exclusion', admin, { ...body, reason: '' })).statusCode,
    ).toBe(400);
    const added = await ops('POST', '/ops/responsible-gaming/exclusion', admin, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value.exclusions).toEqual([
      expect.objectContaining({
        kind: 'SELF_EXCLUSION',
        period: '1Y',
        reason: 'asked by phone',
        setBy: 'operator:ops-admin',
      }),
    ]);
    const refused = await login(t.app, { username: DEMO_ACCOUNTS.downlines[0], password: DEMO_PASSWORD });
    expect(refused.json().errorCode).toBe('rg.excluded');
    const excluded = (await ops('GET', '/ops/responsible-gaming/players?filter=EXCLUDED', support)).json()
      .value;
    expect(excluded.list.map((p: { memberId: string }) => p.memberId)).toEqual([String(memberId)]);
  });
});

describe('help organisations', () => {
  const url = '/ops/responsible-gaming/help-links';
  it("every role reads them; an admin replaces them, in order, audited; the players' page shows them", async () => {
    const seeded = (await ops('GET', url, support)).json().value.links;
    expect(seeded.length).toBeGreaterThan(0);
    const links = [
      { name: 'National helpline', url: 'https://help.example.ph/' },
      { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
    ];
    const saved = await ops('PUT', url, admin, { links });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.links).toEqual(links);
    const token = await memberToken(t.app, DEMO_ACCOUNTS.player);
    const overview = (await call(t.app, 'rgOverview', undefined, { token })).json().value;
    expect(overview.helpLinks).toEqual(links);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'rg.help-links')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a support operator, a plain http address and too many links, changing nothing', async () => {
    const before = (await ops('GET', url, admin)).json().value.links;
    const one = { name: 'Helpline', url: 'https://help.example.ph/' };
    expect((await ops('PUT', url, support, { links: [one] })).json().errorCode).toBe('forbidden');
    for (const links of [
      [{ name: 'Helpline', url: 'http://help.example.ph/' }],
      [{ name: 'H', url: 'https://help.example.ph/' }],
      Array.from({ length: 9 }, () => one),
    ])
      expect((await ops('PUT', url, admin, { links })).json().errorCode).toBe('request_param_err');
    expect((await ops('GET', url, admin)).json().value.links).toEqual(before);
  });
});
