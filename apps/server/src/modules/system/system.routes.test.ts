import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemStatusResponse } from '@bet/contracts/system/status';
import { registerSettingsResponse } from '@bet/contracts/system/register-settings';
import { countryCodesResponse } from '@bet/contracts/system/country-codes';
import { helpCenterResponse } from '@bet/contracts/system/help-center';
import { REGISTER_FIELDS } from '@bet/contracts/system/register-settings';
import { ModIds } from '@bet/contracts/mod-ids';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await operatorToken(t.app);
});
afterAll(() => t.close());

const status = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/wps/system/status?url=localhost',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const setMaintenance = (body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/system/maintenance',
    headers: { authorization: ops },
    payload: body,
  });
const setRestricted = (countries: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/system/regionRestriction',
    headers: { authorization: ops },
    payload: { countries },
  });

describe('GET /wps/system/status', () => {
  it('answers the whole permission response for the default merchant', async () => {
    const res = await status();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const value = systemStatusResponse.parse(body.value);
    expect(value.status).toBe(0);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(value.info.merchant).toMatchObject({
      code: 'DEMO',
      platform: 'W',
      lotteryType: 'SEA',
      device: 'WEB',
      currencySymbol: 'P',
    });
    expect(value.info.merchant.languages).toEqual(['EN', 'TY']);
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO']);
    expect(value.info.customerService.map((c) => c.csType).sort()).toEqual(['LIVECHAT', 'VIP']);
    expect(new Set(value.info.banners.map((b) => b.groupName))).toEqual(
      new Set(['home', 'w_login', 'w_register']),
    );
    expect(Object.keys(value.info.register).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(value.info.imageCDNs.length).toBeGreaterThan(0);
    expect(value.info.launchGameCDNs.length).toBeGreaterThan(0);
  });

  it('answers gzip to a client that takes it: the same document in a quarter of the bytes', async () => {
    const plain = await status();
    const zipped = await status({ 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('lists every known switch in the whitelabel tree', async () => {
    const tree = (await status()).json().value.info.whitelabel;
    const ids: string[] = [];
    const walk = (nodes: { modId: string; childrenNodes: unknown[] }[]) =>
      nodes.forEach((n) => (ids.push(n.modId), walk(n.childrenNodes as never)));
    walk(tree);
    expect(ids.sort()).toEqual([...ModIds].sort());
  });

  it('takes the country from the trusted proxy header and restricts listed countries', async () => {
    expect((await setRestricted(['KP', 'US'])).statusCode).toBe(200);
    const res = await status({ 'cf-ipcountry': 'us', 'x-forwarded-for': '203.0.113.9' });
    const value = res.json().value;
    expect(value.status).toBe(2);
    expect(value.regionRestriction).toBe(true);
    expect(value.location).toEqual({ ip: '203.0.113.9', country: 'US' });
    expect((await status({ 'cf-ipcountry': 'PH' })).json().value.status).toBe(0);
    await setRestricted([]);
  });

  it('ignores the country header from an untrusted address', async () => {
    await setRestricted(['US']);
    const value = (await status({ 'cf-ipcountry': 'US' }, '198.51.100.7')).json().value;
    expect(value.location).toEqual({ ip: '198.51.100.7', country: null });
    expect(value.status).toBe(0);
    await setRestricted([]);
  });

  it('shows maintenance with its window, and maintenance wins over restriction', async () => {
    const endTime = Date.now() + 3_600_000;
    await setRestricted(['US']);
    expect((await setMaintenance({ enabled: true, startTime: null, endTime })).statusCode).toBe(200);
    const value = (await status({ 'cf-ipcountry': 'US' })).json().value;
    expect(value.status).toBe(1);
    expect(value.maintenance).toBe(true);
    expect(value.regionRestriction).toBe(true);
    expect(value.maintenanceTime).toEqual({ startTime: null, endTime });
    expect(value.info.customerService.length).toBeGreaterThan(0);
    await setMaintenance({ enabled: false, startTime: null, endTime: null });
    await setRestricted([]);
    expect((await status()).json().value.status).toBe(0);
  });

  it('keeps a scheduled maintenance window inactive until it starts and after it ends', async () => {
    await setMaintenance({ enabled: true, startTime: Date.now() + 60_000, endTime: Date.now() + 120_000 });
    expect((await status()).json().value.maintenance).toBe(false);
    await setMaintenance({ enabled: true, startTime: Date.now() - 120_000, endTime: Date.now() - 60_000 });
    expect((await status()).json().value.maintenance).toBe(false);
    await setMaintenance({ enabled: false, startTime: null, endTime: null });
  });
});

describe('site-shell calls', () => {
  it('GET /wps/system/whitelabel answers the switch tree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(res.json().value.map((n: { modId: string }) => n.modId)).toContain('REG3');
  });

  it('GET /wps/system/setting/register answers rules, age limit and bonus', async () => {
    const settings = async () =>
      registerSettingsResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json().value,
      );
    const value = await settings();
    expect(value.rules.username).toMatchObject({ enabled: true, required: true });
    // The demo's open sign-up promotion, in the merchant's currency.
    expect(value.bonus).toEqual({ amount: 88, currency: 'PHP' });
    // Without an open one: the figure the merchant configured for a bonus paid by hand.
    const signUps = t.db.updateTable('promotions').where('kind', '=', 'SIGN_UP');
    await signUps.set({ status: 'PAUSED' }).execute();
    expect((await settings()).bonus).toEqual({ amount: 1000, currency: 'VND' });
    await signUps.set({ status: 'ACTIVE' }).execute();
  });

  it('answers country codes with flag paths', async () => {
    const value = countryCodesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/wps/system/countryCodes' })).json().value,
    );
    expect(value).toContainEqual({ countryCode: 'PH', countryDialingCode: '63', flag: '/flags/ph.svg' });
  });

  it('answers customer service in version.pathList: each configured line as a type 3 (web chat) address', async () => {
    const value = (await t.app.inject({ method: 'GET', url: '/wps/system/customerService' })).json().value;
    expect(value.version.pathList).toContainEqual({
      csType: 'LIVECHAT',
      type: 3,
      path: '/support/livechat.html',
    });
    expect(value.version.pathList).toContainEqual({ csType: 'VIP', type: 3, path: '/support/vip.html' });
    expect(value.version.pathList).toHaveLength(2);
  });

  it('answers routers fastest first', async () => {
    const value = (await t.app.inject({ method: 'GET', url: '/wps/system/routers' })).json().value;
    const speeds = value.map((r: { speed: number }) => r.speed);
    expect(speeds.length).toBeGreaterThan(1);
    expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
  });

  it('answers the help centre in the requested language, falling back to EN', async () => {
    const get = (language: string) =>
      t.app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: { language } });
    const en = helpCenterResponse.parse((await get('EN')).json().value);
    const ty = helpCenterResponse.parse((await get('TY')).json().value);
    const th = helpCenterResponse.parse((await get('TH')).json().value);
    expect(en.map((a) => a.category)).toContain('terms');
    expect(ty.length).toBe(en.length);
    expect(ty[0]!.title).not.toBe(en[0]!.title);
    expect(th).toEqual(en);
  });
});

describe('merchant and module switches', () => {
  it('refuses an unknown merchant with 400 merchant.unknown', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'NOPE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });

  it('refuses a Merchant header sent twice', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: ['DEMO', 'DEMO'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_param_err');
  });

  it('answers 403 function.not.available on routes of a switched-off module, and back on', async () => {
    const set = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/system/whitelabel',
        headers: { authorization: ops },
        payload: { modId: 'REG3', enabled },
      });
    expect((await set(false)).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const tree = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value;
    expect(tree.find((n: { modId: string }) => n.modId === 'REG3').enabled).toBe(false);
    await set(true);
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' })).statusCode).toBe(200);
  });

  it('will not switch off the core module', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/whitelabel',
      headers: { authorization: ops },
      payload: { modId: 'COMM3', enabled: false },
    });
    expect(res.statusCode).toBe(403);
    expect((await status()).statusCode).toBe(200);
  });
});
