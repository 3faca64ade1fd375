import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { insertOtherMerchant } from '../../test/test-merchant.js';
import { merchantIdOf, trialToken } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
let support: string;
let finance: string;

let seq = 0;
/** A real player with the attributes the group filters select on. */
async function insertPlayer(
  db: Db,
  merchantId: number,
  p: { username: string; labels?: string[]; rankLevel?: number; upline?: string; registeredAt?: string },
) {
  const upline = p.upline
    ? (
        await db
          .selectFrom('members')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('username', '=', p.upline)
          .executeTakeFirstOrThrow()
      ).id
    : null;
  await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: p.username,
      referral_code: `INBOXREF${++seq}`,
      member_labels: JSON.stringify(p.labels ?? []),
      rank_level: p.rankLevel ?? 0,
      club_label: `VIP${p.rankLevel ?? 0}`,
      upline_id: upline,
      ...(p.registeredAt ? { created_at: p.registeredAt } : {}),
    })
    .execute();
}

const recipientsOf = async (messageId: number) =>
  (
    await t.db
      .selectFrom('inbox_recipients as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select('m.username')
      .where('r.message_id', '=', BigInt(messageId))
      .execute()
  )
    .map((r) => r.username)
    .sort();

const post = async (token: string, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  return {
    status: res.statusCode,
    body: res.json() as { value: { id: number; recipients: number }; errorCode?: string },
  };
};
const preview = async (audience: object, token = admin) => post(token, '/ops/inbox/preview', { audience });
const send = async (audience: object, token = admin, content = '<p>Hello</p>') =>
  post(token, '/ops/inbox/send', { audience, title: 'Test message', content });

const { agent, player, downlines } = DEMO_ACCOUNTS;
const everyoneReal = [agent, player, ...downlines, 'labelled1', 'outsider', 'subdown'].sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
  finance = await operatorTokenWithRole(t.app, admin, 'finance');
  const m = await merchantIdOf(t.db);
  await insertPlayer(t.db, m, {
    username: 'labelled1',
    labels: ['vip', 'whale'],
    rankLevel: 3,
    registeredAt: '2024-01-10T00:00:00Z',
  });
  await insertPlayer(t.db, m, {
    username: 'subdown',
    upline: downlines[0],
    registeredAt: '2024-02-10T00:00:00Z',
  });
  await insertPlayer(t.db, m, { username: 'outsider', rankLevel: 3, registeredAt: '2023-06-01T00:00:00Z' });
  // A trial account (never a recipient) and a player of another merchant (never seen).
  await trialToken(t.app);
  await insertPlayer(t.db, await insertOtherMerchant(t.db), { username: 'elsewhere', rankLevel: 3 });
});
afterAll(() => t.close());

const jan2024 = Date.parse('2024-01-01T00:00:00Z');
const mar2024 = Date.parse('2024-03-01T00:00:00Z');

describe('inbox audiences: the preview count and the recipients are exactly the matching real players', () => {
  const cases: Array<[string, object, string[]]> = [
    ['everyone (no trial account, no other merchant)', { kind: 'everyone' }, everyoneReal],
    ['one player', { kind: 'player', username: player }, [player]],
    ['one player, name in capitals', { kind: 'player', username: 'DemoPlayer' }, [player]],
    ['a label', { kind: 'group', filter: { label: 'vip' } }, ['labelled1']],
    ['a VIP level', { kind: 'group', filter: { vipLevel: 3 } }, ['labelled1', 'outsider']],
    [
      'an agent line (the agent and every level below)',
      { kind: 'group', filter: { agent } },
      [agent, player, ...downlines, 'subdown'].sort(),
    ],
    ['a sub-line', { kind: 'group', filter: { agent: downlines[0] } }, [downlines[0], 'subdown'].sort()],
    [
      'a registration range (from inclusive, to exclusive)',
      { kind: 'group', filter: { registeredFrom: jan2024, registeredTo: mar2024 } },
      ['labelled1', 'subdown'],
    ],
    [
      'every filter must hold',
      { kind: 'group', filter: { vipLevel: 3, registeredFrom: jan2024 } },
      ['labelled1'],
    ],
  ];
  for (const [name, audience, expected] of cases) {
    it(name, async () => {
      const counted = await preview(audience);
      expect(counted.status, JSON.stringify(counted.body)).toBe(200);
      expect(counted.body.value.recipients).toBe(expected.length);
      const sent = await send(audience);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.value.recipients).toBe(expected.length);
      expect(await recipientsOf(sent.body.value.id)).toEqual(expected);
    });
  }

  it('an audience that reaches nobody sends nothing', async () => {
    const before = await t.db.selectFrom('inbox_messages').select('id').execute();
    for (const audience of [
      { kind: 'player', username: 'nobody-here' },
      { kind: 'player', username: 'elsewhere' },
      { kind: 'group', filter: { label: 'no-such-label' } },
      { kind: 'group', filter: { agent: 'nobody-here' } },
    ]) {
      expect((await preview(audience)).body.value.recipients).toBe(0);
      expect((await send(audience)).body.errorCode).toBe('inbox.audience.empty');
    }
    expect(await t.db.selectFrom('inbox_messages').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a group without a filter and a reversed date range', async () => {
    for (const audience of [
      { kind: 'group', filter: {} },
      { kind: 'group', filter: { registeredFrom: mar2024, registeredTo: jan2024 } },
      { kind: 'nobody' },
    ])
      expect((await preview(audience)).body.errorCode).toBe('request_param_err');
  });

  it('a player who registers after a broadcast does not get it', async () => {
    const sent = await send({ kind: 'everyone' });
    await insertPlayer(t.db, await merchantIdOf(t.db), { username: 'latecomer' });
    expect(await recipientsOf(sent.body.value.id)).not.toContain('latecomer');
    expect((await preview({ kind: 'player', username: 'latecomer' })).body.value.recipients).toBe(1);
  });
});

describe('operator inbox: permission, sanitising, audit, sent list', () => {
  it('support (playerAccess) sends; finance (no playerAccess) is refused and nothing is sent', async () => {
    expect((await send({ kind: 'player', username: player }, support)).status).toBe(200);
    const before = (await t.db.selectFrom('inbox_messages').select('id').execute()).length;
    for (const call of [
      () => send({ kind: 'everyone' }, finance),
      () => preview({ kind: 'everyone' }, finance),
    ])
      expect((await call()).body.errorCode).toBe('forbidden');
    const list = await t.app.inject({ url: '/ops/inbox', headers: { authorization: finance } });
    expect(list.json().errorCode).toBe('forbidden');
    expect((await t.db.selectFrom('inbox_messages').select('id').execute()).length).toBe(before);
  });

  it('keeps the content safe (script, handlers and javascript: links removed) and audits the send', async () => {
    const sent = await send(
      { kind: 'player', username: player },
      admin,
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
    );
    const row = await t.db
      .selectFrom('inbox_messages')
      .select('content')
      .where('id', '=', BigInt(sent.body.value.id))
      .executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/script|onclick|javascript:/i);
    expect(row.content).toContain('Hi');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'inbox.send')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ messageId: String(sent.body.value.id), recipients: 1 });
    expect(
      (await send({ kind: 'player', username: player }, admin, '<script>x</script>')).body.errorCode,
    ).toBe('request_param_err');
  });

  it('lists sent messages newest first with recipient and read counts', async () => {
    const sent = await send({ kind: 'group', filter: { agent: downlines[0] } });
    const res = await t.app.inject({ url: '/ops/inbox?pageSize=5', headers: { authorization: admin } });
    const first = res.json().value.list[0];
    expect(first).toMatchObject({
      id: sent.body.value.id,
      audienceKind: 'group',
      audience: `line of ${downlines[0]}`,
      sender: 'ops-admin',
      recipients: 2,
      read: 0,
    });
  });
});
