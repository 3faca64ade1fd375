import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, CHAT_PAGE_SIZE, type ChatPushEvent } from '@bet/contracts/content/chat';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { demoMerchantId } from '../../test/test-merchant.js';
import { pushChannel } from '../system/events.routes.js';

let t: TestContext;
let admin: string;
let support: string;
let finance: string;
let alice: string;
let bob: string;
let trial: string;
let merchantId: number;
const [aliceName, bobName] = DEMO_ACCOUNTS.downlines;
const pushed: ChatPushEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
  finance = await operatorTokenWithRole(t.app, admin, 'finance');
  const tokenOf = async (username: string) =>
    (await login(t.app, { username, password: DEMO_PASSWORD })).json().value.token as string;
  alice = await tokenOf(aliceName);
  bob = await tokenOf(bobName);
  trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token as string;
  t.app.services.bus.subscribe(pushChannel(merchantId, 'chat'), (m) => pushed.push(m as ChatPushEvent));
});
afterAll(() => t.close());

/** Moves every message of the test back an hour: the next post is not rate limited. */
const forgetRecentPosts = () =>
  sql`update chat_messages set created_at = created_at - interval '1 hour'`.execute(t.db);
beforeEach(forgetRecentPosts);

const post = async (token: string, text: string, room?: string) => {
  const res = await call(t.app, 'sendChat', { text, ...(room ? { room } : {}) }, { token });
  return { status: res.statusCode, body: res.json() };
};
const room = async (query = '') =>
  (await t.app.inject({ url: `/wps/chat/room${query}` })).json() as {
    success: boolean;
    errorCode?: string;
    value: {
      headerColour: string;
      headerTextColour: string;
      maxLength: number;
      messages: Array<{ id: number; author: string; authorKey: string; text: string; at: number }>;
      hasMore: boolean;
    };
  };
const ops = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('reading the room', () => {
  it('answers the latest messages to a visitor, with the header colour and a readable text colour', async () => {
    const res = await room();
    expect(res.success).toBe(true);
    expect(res.value.headerColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(['#ffffff', '#111111']).toContain(res.value.headerTextColour);
    expect(res.value.maxLength).toBe(CHAT_MAX_LENGTH);
  });

  it("refuses a room that does not exist (a lottery room needs one of the merchant's lottery games)", async () => {
    expect((await room('?room=lottery:VN1')).errorCode).toBe('chat.room.unknown');
    expect((await room('?room=private')).errorCode).toBe('request_param_err');
    expect((await room('?room=../etc')).errorCode).toBe('request_param_err');
  });

  it('pages back by cursor: the latest 50, then the ones before the oldest shown', async () => {
    const bobId = (
      await t.db.selectFrom('members').select('id').where('username', '=', bobName).executeTakeFirstOrThrow()
    ).id;
    const before = (await room()).value;
    const base = Date.now() - 3_600_000;
    await t.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          merchant_id: merchantId,
          room: 'public',
          member_id: bobId,
          text: `history ${i}`,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const latest = (await room()).value;
    expect(latest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(latest.hasMore).toBe(true);
    expect(latest.messages.at(-1)!.text).toBe('history 59');
    expect(latest.messages[0]!.text).toBe('history 10');
    const older = (await room(`?before=${latest.messages[0]!.id}`)).value;
    expect(older.messages.map((m) => m.text).slice(-10)).toEqual(
      Array.from({ length: 10 }, (_, i) => `history ${i}`),
    );
    expect(older.messages).toHaveLength(10 + before.messages.length);
    expect(older.hasMore).toBe(false);
    // Ids only grow: the page is oldest first.
    const ids = latest.messages.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('posting', () => {
  it('keeps HTML as text, masks the author and gives the poster their own author key', async () => {
    const text =
      '<img src=x onerror=alert(1)> see <a href="javascript:alert(1)">this</a> https://evil.example';
    const sent = await post(alice, `  ${text}  `);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value.text).toBe(text);
    expect(sent.body.value.author).not.toContain(aliceName);
    expect(sent.body.value.author).toContain('***');
    const me = (await call(t.app, 'chatMe', undefined, { token: alice })).json().value;
    expect(me).toEqual({ authorKey: sent.body.value.authorKey, blocked: null, mutedUntil: null });
    const bobMe = (await call(t.app, 'chatMe', undefined, { token: bob })).json().value;
    expect(bobMe.authorKey).not.toBe(me.authorKey);
    expect((await room()).value.messages.at(-1)).toEqual(sent.body.value);
    expect(pushed.at(-1)).toEqual({ type: 'message', message: sent.body.value });
    const stored = await t.db
      .selectFrom('chat_messages')
      .select('text')
      .where('id', '=', BigInt(sent.body.value.id))
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe(text);
  });

  it(`bounds the text: 1 to ${CHAT_MAX_LENGTH} characters after trimming`, async () => {
    const count = await t.db
      .selectFrom('chat_messages')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const bad of ['', '    ', 'x'.repeat(CHAT_MAX_LENGTH + 1)]) {
      const res = await post(alice, bad);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('request_param_err');
    }
    const after = await t.db
      .selectFrom('chat_messages')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(count.n);
    expect((await post(alice, 'y'.repeat(CHAT_MAX_LENGTH))).status).toBe(200);
  });

  it('line breaks become spaces: a message is one line', async () => {
    expect((await post(alice, 'one\ntwo\r\nthree')).body.value.text).toBe('one two three');
  });

  it('limits each player to one message per 2 s and 10 a minute, with the wait in the refusal', async () => {
    expect((await post(bob, 'first')).status).toBe(200);
    const second = await post(bob, 'too soon');
    expect(second.status).toBe(429);
    expect(second.body.errorCode).toBe('chat.rate.limited');
    expect(second.body.value.retryAfterMs).toBeGreaterThan(0);
    expect(second.body.value.retryAfterMs).toBeLessThanOrEqual(2_000);
    // Another player is not held up.
    expect((await post(alice, 'not me')).status).toBe(200);

    // Ten messages 5 s apart within the last minute: the eleventh waits for the oldest to age out.
    await forgetRecentPosts();
    const bobId = (
      await t.db.selectFrom('members').select('id').where('username', '=', bobName).executeTakeFirstOrThrow()
    ).id;
    const now = Date.now();
    await t.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          merchant_id: merchantId,
          room: 'public',
          member_id: bobId,
          text: `burst ${i}`,
          created_at: new Date(now - 55_000 + i * 5_000),
        })),
      )
      .execute();
    const eleventh = await post(bob, 'eleventh');
    expect(eleventh.body.errorCode).toBe('chat.rate.limited');
    expect(eleventh.body.value.retryAfterMs).toBeGreaterThan(2_000);
    expect(eleventh.body.value.retryAfterMs).toBeLessThanOrEqual(5_000);
  });

  it('lets a trial account read but not post, and a visitor neither post nor ask who they are', async () => {
    const res = await post(trial, 'hello from a trial');
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('trial.account.forbidden');
    expect((await call(t.app, 'chatMe', undefined, { token: trial })).json().value.blocked).toBe('TRIAL');
    expect((await post('', 'hello')).body.errorCode).toBe('not.logged.in');
    expect((await room()).value.messages.some((m) => m.text === 'hello from a trial')).toBe(false);
  });
});

describe('word filter (configure)', () => {
  it('masks whole words in any case when the message is saved', async () => {
    const added = await ops('PUT', '/ops/chat/words', admin, { word: ' Scam ' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.value.words).toContain('scam');
    await ops('PUT', '/ops/chat/words', admin, { word: 'bad site' });
    const sent = await post(alice, 'SCAM! this Scam is a scammer; go to BAD SITE now, scam');
    expect(sent.body.value.text).toBe('***! this *** is a scammer; go to *** now, ***');
    expect((await auditOf('chat.word.add')).map((a) => a.detail)).toContainEqual({ word: 'scam' });

    const removed = await ops('POST', '/ops/chat/words/delete', admin, { word: 'SCAM' });
    expect(removed.body.value.words).not.toContain('scam');
    await forgetRecentPosts();
    expect((await post(alice, 'scam')).body.value.text).toBe('scam');
    expect((await ops('POST', '/ops/chat/words/delete', admin, { word: 'scam' })).body.errorCode).toBe(
      'not.found',
    );
  });

  it('sets the header colour (#rrggbb) and picks the text colour that reads on it', async () => {
    const dark = await ops('PUT', '/ops/chat/settings', admin, { headerColour: '#1A237E' });
    expect(dark.body.value.headerColour).toBe('#1a237e');
    expect((await room()).value).toMatchObject({ headerColour: '#1a237e', headerTextColour: '#ffffff' });
    await ops('PUT', '/ops/chat/settings', admin, { headerColour: '#ffe000' });
    expect((await room()).value.headerTextColour).toBe('#111111');
    expect(pushed.at(-1)).toEqual({ type: 'settings', headerColour: '#ffe000' });
    expect((await auditOf('chat.colour'))[0]!.detail).toEqual({ before: '#1a237e', after: '#ffe000' });
    for (const bad of ['red', '#fff', '#12345g', 'url(x)'])
      expect((await ops('PUT', '/ops/chat/settings', admin, { headerColour: bad })).status).toBe(400);
  });
});

describe('moderation (playerAccess, audited with the reason)', () => {
  it('deletes a message: gone from the room, pushed to every window, audited', async () => {
    const sent = (await post(bob, 'delete me')).body.value;
    const opView = await ops('GET', '/ops/chat/messages', support);
    expect(opView.body.value.messages.at(-1)).toMatchObject({
      id: sent.id,
      username: bobName,
      text: 'delete me',
    });
    const res = await ops('POST', '/ops/chat/messages/delete', support, { id: sent.id, reason: 'spam link' });
    expect(res.body.value).toEqual({ id: sent.id });
    expect((await room()).value.messages.some((m) => m.id === sent.id)).toBe(false);
    expect(pushed.at(-1)).toEqual({ type: 'deleted', room: 'public', id: sent.id });
    expect((await auditOf('chat.message.delete'))[0]!.detail).toMatchObject({
      id: sent.id,
      username: bobName,
      text: 'delete me',
      reason: 'spam link',
    });
    const again = await ops('POST', '/ops/chat/messages/delete', support, {
      id: sent.id,
      reason: 'spam link',
    });
    expect(again.body.errorCode).toBe('chat.message.not.found');
  });

  it('mutes for N minutes, bans until lifted, and lifts; the player gets a clear code', async () => {
    const muted = await ops('POST', '/ops/chat/restrictions', support, {
      username: bobName,
      kind: 'MUTE',
      minutes: 10,
      reason: 'flooding',
    });
    expect(muted.status, JSON.stringify(muted.body)).toBe(200);
    expect(muted.body.value.until).toBeGreaterThan(Date.now() + 9 * 60_000);
    const refused = await post(bob, 'am I muted?');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('chat.muted');
    expect(refused.body.value.mutedUntil).toBe(muted.body.value.until);
    const me = (await call(t.app, 'chatMe', undefined, { token: bob })).json().value;
    expect(me).toMatchObject({ blocked: 'MUTED', mutedUntil: muted.body.value.until });

    await ops('POST', '/ops/chat/restrictions', support, { username: bobName, kind: 'BAN', reason: 'abuse' });
    expect((await post(bob, 'banned?')).body.errorCode).toBe('chat.banned');
    const list = (await ops('GET', '/ops/chat/restrictions', finance)).body.value.list;
    expect(list).toContainEqual(expect.objectContaining({ username: bobName, kind: 'BAN', until: null }));

    const lifted = await ops('POST', '/ops/chat/restrictions/lift', support, {
      username: bobName,
      reason: 'appeal',
    });
    expect(lifted.body.value.list.some((r: { username: string }) => r.username === bobName)).toBe(false);
    expect((await post(bob, 'back again')).status).toBe(200);
    expect((await auditOf('chat.mute'))[0]!.detail).toEqual({
      username: bobName,
      minutes: 10,
      reason: 'flooding',
    });
    expect((await auditOf('chat.ban'))[0]!.detail).toEqual({ username: bobName, reason: 'abuse' });
    expect((await auditOf('chat.lift'))[0]!.detail).toEqual({ username: bobName, reason: 'appeal' });
  });

  it('a mute that has ended no longer stops the player', async () => {
    await ops('POST', '/ops/chat/restrictions', admin, {
      username: aliceName,
      kind: 'MUTE',
      minutes: 1,
      reason: 'cool down',
    });
    await sql`update chat_restrictions set until = now() - interval '1 second'`.execute(t.db);
    expect((await post(alice, 'free again')).status).toBe(200);
    const list = (await ops('GET', '/ops/chat/restrictions', admin)).body.value.list;
    expect(list.some((r: { username: string }) => r.username === aliceName)).toBe(false);
  });

  it('needs a reason, a known player and a mute length', async () => {
    const cases = [
      { username: bobName, kind: 'MUTE', minutes: 5, reason: '' },
      { username: bobName, kind: 'MUTE', reason: 'no minutes' },
      { username: bobName, kind: 'MUTE', minutes: 0, reason: 'zero' },
    ];
    for (const body of cases)
      expect((await ops('POST', '/ops/chat/restrictions', admin, body)).status).toBe(400);
    const unknown = await ops('POST', '/ops/chat/restrictions', admin, {
      username: 'nobody-here',
      kind: 'BAN',
      reason: 'who',
    });
    expect(unknown.body.errorCode).toBe('not.found');
  });
});

describe('operator roles', () => {
  it('refuses moderation to an operator without playerAccess and settings to one without configure', async () => {
    const sent = (await post(alice, 'still here')).body.value;
    const auditBefore = (
      await t.db.selectFrom('audit_log').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()
    ).n;
    const refusals = [
      ops('POST', '/ops/chat/messages/delete', finance, { id: sent.id, reason: 'not mine to do' }),
      ops('POST', '/ops/chat/restrictions', finance, {
        username: aliceName,
        kind: 'BAN',
        reason: 'not mine',
      }),
      ops('POST', '/ops/chat/restrictions/lift', finance, { username: aliceName, reason: 'not mine' }),
      ops('PUT', '/ops/chat/words', support, { word: 'nope' }),
      ops('POST', '/ops/chat/words/delete', support, { word: 'bad site' }),
      ops('PUT', '/ops/chat/settings', support, { headerColour: '#000000' }),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('forbidden');
    }
    const auditAfter = (
      await t.db.selectFrom('audit_log').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()
    ).n;
    expect(auditAfter).toEqual(auditBefore);
    expect((await room()).value.messages.some((m) => m.id === sent.id)).toBe(true);
    // Every role reads.
    expect((await ops('GET', '/ops/chat/settings', finance)).status).toBe(200);
    expect((await t.app.inject({ url: '/ops/chat/messages' })).statusCode).toBe(401);
  });
});

describe('lottery game rooms', () => {
  const games = () =>
    t.db
      .selectFrom('games')
      .select(['code', 'name'])
      .where('merchant_id', '=', merchantId)
      .where('vendor', '=', 'HLOTT')
      .where('enabled', '=', true)
      .orderBy('code')
      .execute();

  it('lists the public room and one room per enabled lottery game for operators', async () => {
    const enabled = await games();
    expect(enabled.length).toBeGreaterThan(1);
    const res = await ops('GET', '/ops/chat/rooms', finance);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rooms = res.body.value.rooms as Array<{
      room: string;
      gameCode: string | null;
      name: string | null;
    }>;
    expect(rooms[0]).toEqual({ room: 'public', gameCode: null, name: null });
    expect(rooms.slice(1).sort((a, b) => a.room.localeCompare(b.room))).toEqual(
      enabled.map((g) => ({ room: `lottery:${g.code}`, gameCode: g.code, name: g.name })),
    );
    expect((await t.app.inject({ url: '/ops/chat/rooms' })).statusCode).toBe(401);
  });

  it("keeps a game's messages in its own room, pushed live with the room's key", async () => {
    const [first, second] = await games();
    const gameRoom = `lottery:${first!.code}`;
    expect((await room(`?room=${gameRoom}`)).value).toMatchObject({
      room: gameRoom,
      maxLength: CHAT_MAX_LENGTH,
    });
    const sent = await post(alice, 'numbers talk', gameRoom);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value.room).toBe(gameRoom);
    expect(pushed.at(-1)).toEqual({ type: 'message', message: sent.body.value });
    expect((await room(`?room=${gameRoom}`)).value.messages.at(-1)).toEqual(sent.body.value);
    expect((await room()).value.messages.some((m) => m.id === sent.body.value.id)).toBe(false);
    expect(
      (await room(`?room=lottery:${second!.code}`)).value.messages.some((m) => m.id === sent.body.value.id),
    ).toBe(false);
    const opView = await ops('GET', `/ops/chat/messages?room=${gameRoom}`, support);
    expect(opView.body.value.messages.at(-1)).toMatchObject({ id: sent.body.value.id, username: aliceName });
    expect((await ops('GET', '/ops/chat/messages?room=lottery:NOPE', support)).body.errorCode).toBe(
      'chat.room.unknown',
    );
  });

  it("applies the limits, word filter and restrictions of the merchant's public room", async () => {
    const gameRoom = `lottery:${(await games())[0]!.code}`;
    // One limit for every room: a message in the public room holds up the next in a game's room.
    expect((await post(bob, 'public first')).status).toBe(200);
    expect((await post(bob, 'then the game', gameRoom)).body.errorCode).toBe('chat.rate.limited');
    await forgetRecentPosts();
    expect((await post(bob, 'x'.repeat(CHAT_MAX_LENGTH + 1), gameRoom)).status).toBe(400);
    await ops('PUT', '/ops/chat/words', admin, { word: 'rigged' });
    expect((await post(bob, 'this draw is RIGGED', gameRoom)).body.value.text).toBe('this draw is ***');
    await ops('POST', '/ops/chat/words/delete', admin, { word: 'rigged' });
    expect((await post(trial, 'trial in a game room', gameRoom)).body.errorCode).toBe(
      'trial.account.forbidden',
    );

    await forgetRecentPosts();
    await ops('POST', '/ops/chat/restrictions', support, {
      username: bobName,
      kind: 'MUTE',
      minutes: 5,
      reason: 'flooding the public room',
    });
    expect((await post(bob, 'muted here too?', gameRoom)).body.errorCode).toBe('chat.muted');
    await ops('POST', '/ops/chat/restrictions/lift', support, { username: bobName, reason: 'done' });

    const sent = (await post(bob, 'delete me in the game room', gameRoom)).body.value;
    const res = await ops('POST', '/ops/chat/messages/delete', support, { id: sent.id, reason: 'spam' });
    expect(res.body.value).toEqual({ id: sent.id });
    expect(pushed.at(-1)).toEqual({ type: 'deleted', room: gameRoom, id: sent.id });
    expect((await room(`?room=${gameRoom}`)).value.messages.some((m) => m.id === sent.id)).toBe(false);
    expect((await auditOf('chat.message.delete'))[0]!.detail).toMatchObject({ id: sent.id, room: gameRoom });
  });

  it('refuses the room of an unknown game, and of a game the merchant disables (within the 2 s cache)', async () => {
    expect((await room('?room=lottery:NOT_A_GAME')).errorCode).toBe('chat.room.unknown');
    expect((await post(alice, 'hello?', 'lottery:NOT_A_GAME')).body.errorCode).toBe('chat.room.unknown');
    const game = (await games())[0]!.code;
    await t.db
      .updateTable('games')
      .set({ enabled: false })
      .where('merchant_id', '=', merchantId)
      .where('vendor', '=', 'HLOTT')
      .where('code', '=', game)
      .execute();
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await room(`?room=lottery:${game}`)).errorCode).toBe('chat.room.unknown');
      const refused = await post(alice, 'closed room', `lottery:${game}`);
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe('chat.room.unknown');
      const rooms = (await ops('GET', '/ops/chat/rooms', admin)).body.value.rooms as Array<{ room: string }>;
      expect(rooms.map((r) => r.room)).not.toContain(`lottery:${game}`);
    } finally {
      await t.db
        .updateTable('games')
        .set({ enabled: true })
        .where('merchant_id', '=', merchantId)
        .where('vendor', '=', 'HLOTT')
        .where('code', '=', game)
        .execute();
    }
  });
});
