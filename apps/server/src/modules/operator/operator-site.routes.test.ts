import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { call } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { FAKE_PNG_DATA_URL, PNG_DATA_URL, memberToken } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
let finance: string;
let support: string;
beforeAll(async () => {
  // The site's caches are kept a minute: every change below must still show at once.
  t = await createTestApp({ MERCHANT_CACHE_MS: '60000' });
  admin = await operatorToken(t.app);
  finance = await operatorTokenWithRole(t.app, admin, 'finance');
  support = await operatorTokenWithRole(t.app, admin, 'support');
});
afterAll(() => t.close());

const ops = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const get = async (url: string, token = admin) => (await ops('GET', url, token)).json().value;
const status = async () => (await t.app.inject({ url: '/wps/system/status' })).json().value;
const audits = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('site settings: reads', () => {
  it('answers every setting to every role', async () => {
    for (const token of [admin, finance, support]) {
      expect((await get('/ops/system/whitelabel', token)).modules).toContainEqual({
        modId: 'COMM3',
        parentModId: null,
        enabled: true,
        core: true,
      });
      expect(await get('/ops/system/brand', token)).toEqual({ loggedInToHomepage: expect.any(Boolean) });
      expect(await get('/ops/system/birthdayLimit', token)).toHaveProperty('birthdayLimit');
      expect((await get('/ops/system/registerRules', token)).rules).toContainEqual(
        expect.objectContaining({ field: 'email', enabled: true, required: false }),
      );
      expect((await get('/ops/money/depositChannels', token)).channels.length).toBeGreaterThan(0);
      expect((await get('/ops/system/resources', token)).customerService).toHaveLength(2);
      expect((await get('/ops/system/banners', token)).banners).toContainEqual(
        expect.objectContaining({ groupName: 'home', url: '/banners/home-1.svg' }),
      );
      expect((await get('/ops/system/helpArticles?language=EN', token)).articles.length).toBeGreaterThan(0);
    }
  });
});

describe('site settings: changes', () => {
  it('refuses every change to finance and support, and changes nothing', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const changes: Array<['PUT' | 'POST', string, object]> = [
      ['PUT', '/ops/system/maintenance', { enabled: true, startTime: null, endTime: null }],
      ['PUT', '/ops/system/registerRules', { field: 'email', enabled: true, required: true }],
      ['PUT', '/ops/money/depositChannels', { id: 1, enabled: false, minAmount: 1, maxAmount: 2 }],
      ['PUT', '/ops/system/resources', { resources: [], customerService: [] }],
      ['POST', '/ops/system/banners', { groupName: 'home', image: PNG_DATA_URL }],
      ['POST', '/ops/system/banners/delete', { id: 1 }],
      [
        'PUT',
        '/ops/system/helpArticles',
        { language: 'EN', category: 'x', title: 'x', content: 'x', sort: 0 },
      ],
      ['POST', '/ops/system/helpArticles/delete', { id: 1 }],
      ['PUT', '/ops/games/vendor', { code: 'HOUSE', isHot: true }],
    ];
    for (const token of [finance, support])
      for (const [method, url, payload] of changes)
        expect((await ops(method, url, token, payload)).json().errorCode, url).toBe('forbidden');
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
    expect((await status()).status).toBe(0);
  });

  it('maintenance on shows on the site at once, off again, audited with the value before', async () => {
    await status(); // warm the cache
    const on = { enabled: true, startTime: null, endTime: null };
    expect((await ops('PUT', '/ops/system/maintenance', admin, on)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 1, maintenance: true });
    await ops('PUT', '/ops/system/maintenance', admin, { ...on, enabled: false });
    expect(await status()).toMatchObject({ status: 0, maintenance: false });
    const log = await audits('system.maintenance.set');
    expect(log.at(-1)!.detail).toEqual({ enabled: false, startTime: null, endTime: null, before: on });
  });

  it('sets a registration field shown and required; the site asks it at once', async () => {
    const register = async () => (await call(t.app, 'registerSettings')).json().value.rules.email;
    expect(await register()).toMatchObject({ enabled: true, required: false });
    const set = await ops('PUT', '/ops/system/registerRules', admin, {
      field: 'email',
      enabled: true,
      required: true,
    });
    expect(set.json().value).toMatchObject({ field: 'email', enabled: true, required: true });
    expect(await register()).toMatchObject({ enabled: true, required: true });
    expect((await audits('system.registerRule.set')).at(-1)!.detail).toEqual({
      field: 'email',
      before: { enabled: true, required: false },
      after: { enabled: true, required: true },
    });
    // Bad input: a hidden required field, an unknown field, hiding the username. Nothing changes.
    const bad = [
      { field: 'email', enabled: false, required: true },
      { field: 'shoeSize', enabled: true, required: false },
      { field: 'email', enabled: 'yes', required: false },
    ];
    for (const payload of bad)
      expect((await ops('PUT', '/ops/system/registerRules', admin, payload)).json().errorCode).toBe(
        'request_param_err',
      );
    expect(
      (
        await ops('PUT', '/ops/system/registerRules', admin, {
          field: 'username',
          enabled: false,
          required: false,
        })
      ).json().errorCode,
    ).toBe('forbidden');
    expect(await register()).toMatchObject({ enabled: true, required: true });
    expect(await audits('system.registerRule.set')).toHaveLength(1);
  });

  it('switches a deposit channel off and sets its limits; the player sees it, bad limits change nothing', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
    const playerChannels = async () =>
      (await call(t.app, 'depositChannels', undefined, { token })).json().value.channels as Array<{
        id: number;
        minAmount: number;
        maxAmount: number;
      }>;
    const [first] = (await get('/ops/money/depositChannels')).channels;
    const put = (payload: object) => ops('PUT', '/ops/money/depositChannels', admin, payload);
    expect(
      (await put({ id: first.id, enabled: true, minAmount: 20, maxAmount: 900 })).json().value,
    ).toMatchObject({
      id: first.id,
      minAmount: 20,
      maxAmount: 900,
    });
    expect((await playerChannels()).find((c) => c.id === first.id)).toMatchObject({
      minAmount: 20,
      maxAmount: 900,
    });
    expect(
      (await put({ id: first.id, enabled: true, minAmount: 901, maxAmount: 900 })).json().errorCode,
    ).toBe('request_param_err');
    expect((await put({ id: first.id, enabled: true, minAmount: 0, maxAmount: 900 })).json().errorCode).toBe(
      'request_param_err',
    );
    expect((await put({ id: 999_999, enabled: true, minAmount: 1, maxAmount: 2 })).json().errorCode).toBe(
      'not.found',
    );
    await put({ id: first.id, enabled: false, minAmount: 20, maxAmount: 900 });
    expect((await playerChannels()).map((c) => c.id)).not.toContain(first.id);
    const log = await audits('money.depositChannel.set');
    expect(log).toHaveLength(2);
    expect(log[1]!.detail).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await put({ ...first, enabled: true });
  });

  it('replaces resources and customer service; the site shows them at once; bad links refused', async () => {
    const body = {
      resources: [
        {
          resourceType: 'TELEGRAM',
          url: 'https://t.me/newbet',
          qrCodeUrl: '',
          labelNameEn: 'Telegram',
          labelNameCn: '',
        },
      ],
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/live' }],
    };
    expect((await ops('PUT', '/ops/system/resources', admin, body)).json().value).toEqual(body);
    expect((await status()).info).toMatchObject({
      resources: body.resources,
      customerService: body.customerService,
    });
    for (const bad of [
      { ...body, customerService: [{ csType: 'LIVECHAT', path: 'javascript:alert(1)' }] },
      { ...body, resources: [body.resources[0], body.resources[0]] },
    ])
      expect((await ops('PUT', '/ops/system/resources', admin, bad)).json().errorCode).toBe(
        'request_param_err',
      );
    expect((await status()).info.customerService).toEqual(body.customerService);
    expect((await audits('system.resources.set'))[0]!.detail).toMatchObject({ after: body });
  });
});

describe('banners', () => {
  it('uploads an image, serves it, shows it on the site at once; reorders; deletes', async () => {
    const add = await ops('POST', '/ops/system/banners', admin, {
      groupName: 'home',
      image: PNG_DATA_URL,
      link: '/promotions',
    });
    const banner = add.json().value;
    expect(banner).toMatchObject({ groupName: 'home', url: `/media/banners/${banner.id}.png`, sort: 3 });
    const image = await t.app.inject({ url: banner.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'))).toBe(true);
    expect((await status()).info.banners).toContainEqual({
      groupName: 'home',
      url: banner.url,
      link: '/promotions',
    });

    const homeIds = async () =>
      (await get('/ops/system/banners')).banners
        .filter((b: { groupName: string }) => b.groupName === 'home')
        .map((b: { id: number }) => b.id);
    const ids = await homeIds();
    const reversed = [...ids].reverse();
    expect(
      (await ops('PUT', '/ops/system/banners/order', admin, { groupName: 'home', ids: reversed })).statusCode,
    ).toBe(200);
    expect(await homeIds()).toEqual(reversed);
    expect((await status()).info.banners[0].url).toBe(banner.url);
    // Not exactly the group's banners: refused, order unchanged.
    expect(
      (
        await ops('PUT', '/ops/system/banners/order', admin, { groupName: 'home', ids: reversed.slice(1) })
      ).json().errorCode,
    ).toBe('request_param_err');
    expect(await homeIds()).toEqual(reversed);

    expect((await ops('POST', '/ops/system/banners/delete', admin, { id: banner.id })).statusCode).toBe(200);
    expect((await t.app.inject({ url: banner.url })).statusCode).toBe(404);
    expect((await status()).info.banners.map((b: { url: string }) => b.url)).not.toContain(banner.url);
    expect((await audits('system.banner.delete'))[0]!.detail).toMatchObject({
      before: { id: banner.id },
      after: null,
    });
  });

  it('refuses what is not a png, jpeg or webp image of at most 1 MB', async () => {
    const count = (await get('/ops/system/banners')).banners.length;
    const big = `data:image/png;base64,${Buffer.concat([
      Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'),
      Buffer.alloc(1024 * 1024),
    ]).toString('base64')}`;
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
    for (const [image, code] of [
      [FAKE_PNG_DATA_URL, 'field.invalid'],
      [svg, 'request_param_err'],
      [big, 'request_param_err'],
    ] as const)
      expect(
        (await ops('POST', '/ops/system/banners', admin, { groupName: 'home', image })).json().errorCode,
      ).toBe(code);
    expect((await get('/ops/system/banners')).banners).toHaveLength(count);
    expect((await t.app.inject({ url: '/media/banners/..%2f1.png' })).statusCode).toBe(404);
  });
});

describe('help articles', () => {
  it('creates, edits and deletes an article per language, its HTML cleaned; the site shows it', async () => {
    const help = async () =>
      (await t.app.inject({ url: '/wps/system/helpCenter', headers: { language: 'EN' } })).json().value;
    const save = (payload: object) => ops('PUT', '/ops/system/helpArticles', admin, payload);
    const created = (
      await save({
        language: 'EN',
        category: 'Deposits',
        title: 'New article',
        content: '<p onclick="x()">Hello <script>alert(1)</script><b>there</b></p>',
        sort: 99,
      })
    ).json().value;
    expect(created).toMatchObject({
      language: 'EN',
      content: '<p>Hello <b>there</b></p>',
    });
    expect(await help()).toContainEqual(expect.objectContaining({ id: created.id, title: 'New article' }));
    const edited = (await save({ ...created, title: 'Edited' })).json().value;
    expect(edited).toMatchObject({ id: created.id, title: 'Edited' });
    expect((await save({ ...created, title: '' })).json().errorCode).toBe('request_param_err');
    expect((await save({ ...created, id: 999_999 })).json().errorCode).toBe('not.found');
    expect((await get('/ops/system/helpArticles?language=EN')).articles).toContainEqual(edited);
    expect((await ops('POST', '/ops/system/helpArticles/delete', admin, { id: created.id })).statusCode).toBe(
      200,
    );
    expect((await help()).map((a: { id: number }) => a.id)).not.toContain(created.id);
    const log = await audits('system.helpArticle.save');
    expect(log.map((a) => a.detail.before === null)).toEqual([true, false]);
  });
});
