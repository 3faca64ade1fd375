import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@bet/contracts/content/feedback';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import { replyNotice } from './feedback-operator.service.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

let t: TestContext;
let player: string;
let other: string;
let admin: string;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8]);
const GIF = Buffer.from('GIF89a-not-an-accepted-type');
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const ok = { questionType: 'deposit', content: 'My deposit did not arrive yet, please check.' };

const tokenOf = async (username: string) =>
  (await login(t.app, { username, password: DEMO_PASSWORD })).json().value.token as string;
const send = (token: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/feedback',
    headers: token ? { authorization: token } : {},
    payload: body,
  });
const list = async (token: string) =>
  (await t.app.inject({ url: '/wps/member/feedback?pageSize=50', headers: { authorization: token } })).json()
    .value as { list: Array<{ id: number; status: string; reply: string | null; screenshotIds: number[] }> };
const shot = (token: string, id: number) =>
  t.app.inject({ url: `/wps/member/feedback/screenshot?id=${id}`, headers: { authorization: token } });
const rows = async () =>
  Number(
    (
      await t.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  player = await tokenOf(DEMO_ACCOUNTS.player);
  other = await tokenOf(DEMO_ACCOUNTS.downlines[0]);
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('a player sends feedback', () => {
  it('stores it with its screenshots and lists it first, pending', async () => {
    const res = await send(player, {
      ...ok,
      content: `  ${ok.content}  `,
      screenshots: [dataUrl('image/png', PNG), dataUrl('image/jpeg', JPG)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json().value;
    expect(entry).toMatchObject({
      questionType: 'deposit',
      content: ok.content,
      status: 'pending',
      reply: null,
    });
    expect(entry.screenshotIds).toHaveLength(2);
    const mine = await list(player);
    expect(mine.list[0]!.id).toBe(entry.id);
    // The seeded items of demoplayer, older, follow: one of them replied.
    expect(mine.list.some((f) => f.status === 'replied' && f.reply)).toBe(true);
  });

  it('serves the player their own screenshot as the image, private', async () => {
    const [latest] = (await list(player)).list;
    const png = await shot(player, latest!.screenshotIds[0]!);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('private');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const jpg = await shot(player, latest!.screenshotIds[1]!);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload.equals(JPG)).toBe(true);
  });

  it("never shows another player's feedback or screenshots", async () => {
    const [latest] = (await list(player)).list;
    expect((await list(other)).list.map((f) => f.id)).not.toContain(latest!.id);
    const res = await shot(other, latest!.screenshotIds[0]!);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('feedback.not.found');
    expect((await shot(player, 999_999)).json().errorCode).toBe('feedback.not.found');
  });

  it('takes three screenshots of 5 MB each (the raised body limit of this call only)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES - PNG.length)]);
    const res = await send(other, { ...ok, screenshots: [1, 2, 3].map(() => dataUrl('image/png', big)) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [id] = res.json().value.screenshotIds;
    expect((await shot(other, id)).rawPayload.length).toBe(FEEDBACK_SCREENSHOT_MAX_BYTES);
    // Another call keeps the default limit.
    const padded = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/deposit',
      headers: { authorization: other },
      payload: { pad: 'x'.repeat(25 * 1024 * 1024) },
    });
    expect(padded.statusCode).toBe(413);
  }, 60_000);
});

describe('refusals change nothing', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['an unknown question type', { ...ok, questionType: 'lottery' }, 'request_param_err'],
    ['no content', { questionType: 'other', content: '' }, 'request_param_err'],
    ['blank content', { questionType: 'other', content: '            ' }, 'request_param_err'],
    ['content under 10 characters', { ...ok, content: 'too short' }, 'request_param_err'],
    ['content over 1000 characters', { ...ok, content: 'x'.repeat(1001) }, 'request_param_err'],
    [
      'four screenshots',
      { ...ok, screenshots: [1, 2, 3, 4].map(() => dataUrl('image/png', PNG)) },
      'request_param_err',
    ],
    ['a gif named png', { ...ok, screenshots: [dataUrl('image/png', GIF)] }, 'feedback.screenshot.invalid'],
    [
      'a jpg declared png',
      { ...ok, screenshots: [dataUrl('image/png', JPG)] },
      'feedback.screenshot.invalid',
    ],
    [
      'a screenshot far over 5 MB (the contract bound)',
      { ...ok, screenshots: [dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))] },
      'request_param_err',
    ],
    [
      'a good screenshot beside a bad one',
      { ...ok, screenshots: [dataUrl('image/png', PNG), dataUrl('image/jpeg', GIF)] },
      'feedback.screenshot.invalid',
    ],
  ];
  for (const [what, body, code] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await rows();
      const res = await send(player, body);
      expect(res.json().errorCode, res.body.slice(0, 300)).toBe(code);
      expect(await rows()).toBe(before);
    });
  }

  it('refuses a screenshot a few bytes over 5 MB by its decoded size', async () => {
    // Short enough for the contract's string bound, too many bytes once decoded.
    const bytes = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES + 10 - PNG.length)]);
    const before = await rows();
    const res = await send(player, { ...ok, screenshots: [dataUrl('image/png', bytes)] });
    expect(res.json().errorCode).toBe('feedback.screenshot.invalid');
    expect(await rows()).toBe(before);
  });

  it('refuses a trial account and a visitor', async () => {
    const trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token as string;
    const before = await rows();
    expect((await send(trial, ok)).json().errorCode).toBe('trial.account.forbidden');
    expect((await send(undefined, ok)).json().errorCode).toBe('not.logged.in');
    expect(
      (await t.app.inject({ url: '/wps/member/feedback', headers: { authorization: trial } })).json()
        .errorCode,
    ).toBe('trial.account.forbidden');
    expect(await rows()).toBe(before);
  });

  it(`limits a player to 5 an hour with feedback.rate.limited`, async () => {
    const agent = await tokenOf(DEMO_ACCOUNTS.agent);
    for (let i = 0; i < 5; i++) expect((await send(agent, ok)).statusCode).toBe(200);
    const before = await rows();
    const refused = await send(agent, ok);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('feedback.rate.limited');
    expect(await rows()).toBe(before);
    // Another player is not counted with them.
    expect((await send(await tokenOf(DEMO_ACCOUNTS.downlines[1]), ok)).statusCode).toBe(200);
  });
});

describe('the inbox notice of a reply', () => {
  it('is plain text: markup in the question or the reply is escaped, line breaks kept', () => {
    const notice = replyNotice('<img src=x onerror=alert(1)> help', 'Done <b>now</b>\nBye & thanks');
    expect(notice.html).not.toContain('<img');
    expect(notice.html).toContain('&lt;img src=x onerror=alert(1)&gt; help');
    expect(notice.html).toContain('Done &lt;b&gt;now&lt;/b&gt;<br>Bye &amp; thanks');
    expect(replyNotice('x'.repeat(300), 'ok').html).toContain(`${'x'.repeat(120)}…`);
  });
});

describe('the operator queue', () => {
  const ops = (token: string, url: string) => t.app.inject({ url, headers: { authorization: token } });
  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  let id: number;
  let screenshotId: number;

  beforeAll(async () => {
    const res = await send(player, {
      ...ok,
      questionType: 'games',
      screenshots: [dataUrl('image/png', PNG)],
    });
    ({ id } = res.json().value);
    [screenshotId] = res.json().value.screenshotIds;
  });

  it('lists pending items filtered by status, type and username, with counts', async () => {
    const page = (
      await ops(admin, `/ops/feedback?status=pending&type=games&username=${DEMO_ACCOUNTS.player}`)
    ).json().value;
    expect(page.list.map((f: { id: number }) => f.id)).toContain(id);
    expect(
      page.list.every(
        (f: { status: string; questionType: string; username: string }) =>
          f.status === 'pending' && f.questionType === 'games' && f.username === DEMO_ACCOUNTS.player,
      ),
    ).toBe(true);
    expect((await ops(admin, '/ops/feedback?status=replied&type=games')).json().value.list).toEqual([]);
    const counts = (await ops(admin, '/ops/feedback/counts')).json().value;
    expect(counts.pending).toBeGreaterThan(0);
  });

  it('shows one item and its screenshot as a data URL', async () => {
    const detail = (await ops(admin, `/ops/feedback/detail?id=${id}`)).json().value;
    expect(detail).toMatchObject({ id, username: DEMO_ACCOUNTS.player, screenshotIds: [screenshotId] });
    const image = (await ops(admin, `/ops/feedback/screenshot?id=${screenshotId}`)).json().value;
    expect(image.dataUrl).toBe(dataUrl('image/png', PNG));
  });

  it('refuses an operator without playerAccess and changes nothing', async () => {
    const finance = await operatorTokenWithRole(t.app, admin, 'finance');
    for (const res of [
      await ops(finance, '/ops/feedback'),
      await ops(finance, `/ops/feedback/screenshot?id=${screenshotId}`),
      await post(finance, '/ops/feedback/reply', { id, reply: 'Hello' }),
      await post(finance, '/ops/feedback/close', { id }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('forbidden');
    }
    expect((await ops(admin, `/ops/feedback/detail?id=${id}`)).json().value.status).toBe('pending');
  });

  it('replies once (support may), the player reads it, and the reply is audited', async () => {
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    const res = await post(support, '/ops/feedback/reply', { id, reply: '  We are looking into it.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'replied', reply: 'We are looking into it.' });
    expect(res.json().value.handledBy).toBe('support-operator');
    const mine = (await list(player)).list.find((f) => f.id === id);
    expect(mine).toMatchObject({ status: 'replied', reply: 'We are looking into it.' });
    // The reply also lands in the player's inbox, escaped (plain text, never markup).
    const inbox = (
      await t.app.inject({ url: '/wps/member/messages?pageSize=50', headers: { authorization: player } })
    ).json().value as { list: Array<{ id: number; title: string }>; unread: number };
    const notice = inbox.list.find((m) => m.title === 'Reply to your feedback');
    expect(notice).toBeDefined();
    expect(inbox.unread).toBeGreaterThan(0);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      headers: { authorization: player },
      payload: { id: notice!.id },
    });
    expect(opened.json().value.message.content).toContain('We are looking into it.');
    const again = await post(admin, '/ops/feedback/reply', { id, reply: 'Second answer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('feedback.already.replied');
    expect((await list(player)).list.find((f) => f.id === id)!.reply).toBe('We are looking into it.');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', 'like', 'feedback.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['feedback.reply']);
  });

  it('closes; a closed item takes no reply and no second close', async () => {
    const closed = await post(admin, '/ops/feedback/close', { id, reason: 'answered' });
    expect(closed.json().value.status).toBe('closed');
    const reply = await post(admin, '/ops/feedback/reply', { id, reply: 'Late answer' });
    expect(reply.json().errorCode).toBe('feedback.closed');
    expect((await post(admin, '/ops/feedback/close', { id })).json().errorCode).toBe('feedback.closed');
    expect((await list(player)).list.find((f) => f.id === id)).toMatchObject({
      status: 'closed',
      reply: 'We are looking into it.',
    });
    expect((await post(admin, '/ops/feedback/close', { id: 999_999 })).json().errorCode).toBe(
      'feedback.not.found',
    );
  });

  it('sees the operator screenshot of any player but the player route stays own-only', async () => {
    expect((await ops(admin, `/ops/feedback/screenshot?id=${screenshotId}`)).statusCode).toBe(200);
    expect((await shot(other, screenshotId)).statusCode).toBe(404);
  });
});
