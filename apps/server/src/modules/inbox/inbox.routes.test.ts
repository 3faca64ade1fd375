import { request as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { call } from '../../test/identity-client.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { memberToken, trialToken } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
let player: string;
let other: string;
const { downlines } = DEMO_ACCOUNTS;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  player = await memberToken(t.app, DEMO_ACCOUNTS.player);
  other = await memberToken(t.app, downlines[0]);
});
afterAll(() => t.close());

const sendTo = async (audience: object, title = 'Hello') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/inbox/send',
    headers: { authorization: admin },
    payload: { audience, title, content: `<p>${title} body</p>` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
};
const member = async (
  name:
    | 'inboxMessages'
    | 'unreadMessageCount'
    | 'readInboxMessage'
    | 'readAllInboxMessages'
    | 'deleteInboxMessage',
  token: string,
  body?: Record<string, unknown>,
) => {
  const res = await call(t.app, name, body, { token });
  return { status: res.statusCode, body: res.json() as { value: InboxValue; errorCode?: string } };
};
/** The values of the inbox calls, read loosely: each test reads the fields its call answers. */
interface InboxValue {
  unread: number;
  totalCount: number;
  list: Array<{ id: number; title: string; read: boolean }>;
  message: { id: number; title: string; content: string; read: boolean };
}
const unread = async (token: string) =>
  (await member('unreadMessageCount', token)).body.value.unread as number;

describe("the member's inbox", () => {
  it('lists the demo messages newest first with read state, and the unread count', async () => {
    const res = await member('inboxMessages', player);
    expect(res.status).toBe(200);
    expect(res.body.value.list.map((m: { title: string; read: boolean }) => [m.title, m.read])).toEqual([
      ['Your weekly cashback is ready', false],
      ['Scheduled maintenance', true],
      ['Welcome to DemoBet', true],
    ]);
    expect(res.body.value).toMatchObject({ totalCount: 3, unread: 1 });
    expect(await unread(player)).toBe(1);
  });

  it('opening a message marks it read; mark all read clears the rest', async () => {
    const a = await sendTo({ kind: 'player', username: DEMO_ACCOUNTS.player }, 'First');
    await sendTo({ kind: 'player', username: DEMO_ACCOUNTS.player }, 'Second');
    expect(await unread(player)).toBe(3);
    const opened = await member('readInboxMessage', player, { id: a });
    expect(opened.body.value).toMatchObject({
      message: { id: a, title: 'First', content: '<p>First body</p>', read: true },
      unread: 2,
    });
    // Opening it again changes nothing.
    expect((await member('readInboxMessage', player, { id: a })).body.value.unread).toBe(2);
    expect((await member('readAllInboxMessages', player, {})).body.value).toEqual({ unread: 0 });
    const list = (await member('inboxMessages', player)).body.value.list as Array<{ read: boolean }>;
    expect(list.every((m) => m.read)).toBe(true);
  });

  it('deletes for this member only; the others keep their copy', async () => {
    const id = await sendTo({ kind: 'group', filter: { agent: downlines[0] } }, 'Team news');
    const before = await unread(other);
    expect((await member('deleteInboxMessage', other, { id })).body.value).toEqual({ unread: before - 1 });
    const titles = ((await member('inboxMessages', other)).body.value.list as Array<{ id: number }>).map(
      (m) => m.id,
    );
    expect(titles).not.toContain(id);
    expect((await member('deleteInboxMessage', other, { id })).body.errorCode).toBe(
      'inbox.message.not.found',
    );
    // The same message sent to everyone stays for a player who did not delete it.
    const all = await sendTo({ kind: 'everyone' }, 'To all');
    await member('deleteInboxMessage', other, { id: all });
    expect((await member('readInboxMessage', player, { id: all })).body.value.message.title).toBe('To all');
  });

  it("another player's message is not found and stays untouched", async () => {
    const mine = await sendTo({ kind: 'player', username: downlines[0] }, 'Private');
    for (const [name, body] of [
      ['readInboxMessage', { id: mine }],
      ['deleteInboxMessage', { id: mine }],
    ] as const) {
      const res = await member(name, player, body);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('inbox.message.not.found');
    }
    const opened = await member('readInboxMessage', other, { id: mine });
    expect(opened.body.value.message.title).toBe('Private');
  });

  it('refuses trial accounts and visitors, and bad ids', async () => {
    const trial = await trialToken(t.app);
    for (const name of ['inboxMessages', 'unreadMessageCount'] as const)
      expect((await member(name, trial)).body.errorCode).toBe('trial.account.forbidden');
    expect((await member('readAllInboxMessages', trial, {})).body.errorCode).toBe('trial.account.forbidden');
    expect((await call(t.app, 'unreadMessageCount')).json().errorCode).toBe('not.logged.in');
    for (const id of [0, -1, 1.5, 'x', Number.MAX_SAFE_INTEGER + 2])
      expect((await member('readInboxMessage', player, { id })).body.errorCode).toBe('request_param_err');
    const stream = await t.app.inject({ url: '/wps/member/events', headers: { authorization: trial } });
    expect(stream.json().errorCode).toBe('trial.account.forbidden');
  });
});

/** Opens the member's stream over real HTTP and collects the `data:` events. */
async function openStream(port: number, token: string) {
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpGet(
      { host: '127.0.0.1', port, path: '/wps/member/events', headers: { authorization: token } },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
  const events: Array<{ type: string; unread: number }> = [];
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      if (block.startsWith('data: ')) events.push(JSON.parse(block.slice(6)));
    }
  });
  return { res, events, ended: new Promise<void>((resolve) => res.on('end', resolve)) };
}
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const last = (events: Array<{ unread: number }>) => events.at(-1)?.unread;

describe('GET /wps/member/events: the live unread count', () => {
  it('sends the count on open and every change: a private message, a broadcast, a read, a delete', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    await member('readAllInboxMessages', player, {});
    await member('readAllInboxMessages', other, {});
    const mine = await openStream(port, player);
    const theirs = await openStream(port, other);
    expect(mine.res.statusCode).toBe(200);
    expect(mine.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await until(() => mine.events.length === 1 && theirs.events.length === 1);
    expect(mine.events[0]).toEqual({ type: 'inbox', unread: 0 });
    // /metrics counts the open streams of this process.
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^member_event_streams_open 2$/m);

    const a = await sendTo({ kind: 'player', username: DEMO_ACCOUNTS.player }, 'Live 1');
    await until(() => last(mine.events) === 1);
    expect(theirs.events).toHaveLength(1); // not theirs

    const b = await sendTo({ kind: 'everyone' }, 'Live 2');
    await until(() => last(mine.events) === 2 && last(theirs.events) === 1);

    await member('readInboxMessage', player, { id: a });
    await until(() => last(mine.events) === 1);
    await member('deleteInboxMessage', player, { id: b });
    await until(() => last(mine.events) === 0);
    await member('readAllInboxMessages', other, {});
    await until(() => last(theirs.events) === 0);
    // A broadcast that does not reach a stream's member sends that stream nothing.
    const count = mine.events.length;
    await sendTo({ kind: 'group', filter: { agent: downlines[0] } }, 'Team only');
    await until(() => last(theirs.events) === 1);
    expect(mine.events).toHaveLength(count);

    await t.app.close();
    await Promise.all([mine.ended, theirs.ended]);
  });
});
