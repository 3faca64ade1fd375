import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushChannel } from '../system/events.routes.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { merchantIdOf } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const ops = (method: 'GET' | 'POST', url: string, payload?: Body, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const notice = (extra: Body = {}): Body => ({
  kind: 'PU',
  startTime: Date.now() - HOUR,
  texts: [{ language: 'EN', title: 'Weekend bonus', content: '<p>Deposit and <b>win</b></p>' }],
  ...extra,
});
const auditActions = async () =>
  (await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'notice.%').execute()).map(
    (r) => r.action,
  );

describe('operator notices', () => {
  it('creates, edits, publishes, unpublishes and deletes, each audited; the HTML is sanitised on save', async () => {
    const created = await ops(
      'POST',
      '/ops/notices',
      notice({
        link: { kind: 'game', vendor: 'HOUSE', nodeId: 1 },
        texts: [
          {
            language: 'EN',
            title: 'Weekend bonus',
            content:
              '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
          },
          { language: 'TY', title: 'Bonus', content: '<img src=x onerror=alert(1)><p>Kumusta</p>' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().value;
    expect(saved).toMatchObject({ kind: 'PU', published: false, status: 'draft', link: { kind: 'game' } });
    expect(saved.texts).toEqual([
      { language: 'EN', title: 'Weekend bonus', content: '<p>Hi<a rel="noopener noreferrer">x</a></p>' },
      { language: 'TY', title: 'Bonus', content: '<img src="x" /><p>Kumusta</p>' },
    ]);

    const edited = await ops('POST', '/ops/notices', notice({ id: saved.id, sort: 3 }));
    expect(edited.json().value).toMatchObject({ id: saved.id, sort: 3, texts: [{ language: 'EN' }] });
    expect(edited.json().value.texts).toHaveLength(1);

    // Publishing pushes `notices` to open pages at once.
    const pushed: unknown[] = [];
    const stop = t.app.services.bus.subscribe(pushChannel(await merchantIdOf(t.db), 'notices'), (m) =>
      pushed.push(m),
    );
    const published = await ops('POST', '/ops/notices/publish', { id: saved.id });
    expect(published.json().value).toMatchObject({ published: true, status: 'live' });
    expect(pushed).toEqual([{ type: 'notices', id: saved.id }]);
    stop();

    const listed = await ops('GET', '/ops/notices?status=live&kind=PU&title=weekend');
    expect(listed.json().value.list.map((n: Body) => n.id)).toEqual([saved.id]);
    expect((await ops('GET', '/ops/notices?status=draft&title=weekend')).json().value.list).toEqual([]);

    expect((await ops('POST', '/ops/notices/unpublish', { id: saved.id })).json().value.status).toBe('draft');
    expect((await ops('POST', '/ops/notices/delete', { id: saved.id })).statusCode).toBe(200);
    const gone = await ops('GET', `/ops/notices/detail?id=${saved.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorCode).toBe('notice.not.found');
    expect(await auditActions()).toEqual([
      'notice.save',
      'notice.save',
      'notice.publish',
      'notice.unpublish',
      'notice.delete',
    ]);
  });

  it('refuses a notice without English, a bad schedule or link, a vendor off game announcements, a disabled language', async () => {
    const before = await t.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const bad: Body[] = [
      notice({ texts: [{ language: 'TY', title: 'x', content: '<p>x</p>' }] }),
      notice({ endTime: Date.now() - 2 * HOUR }),
      notice({ link: { kind: 'url', url: 'javascript:alert(1)' } }),
      notice({ vendor: 'HOUSE' }),
      notice({ kind: 'G' }),
      notice({ kind: 'PR', popup: true }),
      notice({ texts: [{ language: 'EN', title: '', content: '<p>x</p>' }] }),
    ];
    for (const body of bad)
      expect((await ops('POST', '/ops/notices', body)).statusCode, JSON.stringify(body)).toBe(400);
    const notEnabled = await ops(
      'POST',
      '/ops/notices',
      notice({
        texts: [
          { language: 'EN', title: 'x', content: '<p>x</p>' },
          { language: 'JA', title: 'x', content: '<p>x</p>' },
        ],
      }),
    );
    expect(notEnabled.json().errorCode).toBe('field.invalid');
    const emptied = await ops(
      'POST',
      '/ops/notices',
      notice({ texts: [{ language: 'EN', title: 'x', content: '<script>x</script>' }] }),
    );
    expect(emptied.json().errorCode).toBe('field.invalid');
    const after = await t.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('previews the sanitised HTML without storing anything', async () => {
    const res = await ops('POST', '/ops/notices/preview', {
      content: '<h2>Hi</h2><iframe src="https://x"></iframe>',
    });
    expect(res.json().value).toEqual({ content: '<h2>Hi</h2>' });
  });

  it('lets every role read, and only `configure` write, publish, delete or preview', async () => {
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    const finance = await operatorTokenWithRole(t.app, admin, 'finance');
    const id = (await ops('POST', '/ops/notices', notice())).json().value.id as number;
    for (const token of [support, finance]) {
      expect((await ops('GET', '/ops/notices', undefined, token)).statusCode).toBe(200);
      for (const [url, body] of [
        ['/ops/notices', notice()],
        ['/ops/notices/publish', { id }],
        ['/ops/notices/unpublish', { id }],
        ['/ops/notices/delete', { id }],
        ['/ops/notices/preview', { content: '<p>x</p>' }],
      ] as const) {
        const res = await ops('POST', url, body, token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().errorCode).toBe('forbidden');
      }
    }
    expect((await ops('GET', `/ops/notices/detail?id=${id}`)).json().value.published).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/ops/notices' })).statusCode).toBe(401);
  });
});
