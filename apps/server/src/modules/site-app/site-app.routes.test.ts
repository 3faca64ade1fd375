import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webManifest } from '@bet/contracts/content/site-app';
import { captchaFor, call } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

let t: TestContext;
let admin: string;
let finance: string;
let support: string;
const CAPTCHA = 'K7WX';
beforeAll(async () => {
  t = await createTestApp({}, { captchaText: () => CAPTCHA });
  admin = await operatorToken(t.app);
  finance = await operatorTokenWithRole(t.app, admin, 'finance');
  support = await operatorTokenWithRole(t.app, admin, 'support');
});
afterAll(() => t.close());

const ops = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const audits = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
const joinPage = async (language?: string) =>
  (await t.app.inject({ url: '/wps/site/join', headers: language ? { language } : {} })).json().value;
const JOIN = {
  commission: {
    EN: '<p>Earn <b>up to 45%</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    TY: '<p>Kumita ng <a href="javascript:alert(3)">hanggang 45%</a></p>',
  },
  tiers: [
    { name: 'Bronze', requirement: '5 active players', rate: 25 },
    { name: 'Gold', requirement: '50 active players', rate: 45.5 },
  ],
  agentSignUp: true,
};

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('GET /manifest.webmanifest', () => {
  it('is a valid manifest of the merchant with reachable icons of 192 and 512 px', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = webManifest.parse(JSON.parse(res.body));
    const merchant = (await t.app.inject({ url: '/wps/system/status' })).json().value.info.merchant;
    expect(manifest).toMatchObject({
      name: merchant.name,
      start_url: '/?source=pwa',
      display: 'standalone',
      scope: '/',
      theme_color: '#101218',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const size of [192, 512])
      for (const purpose of ['any', 'maskable'])
        expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: `${size}x${size}`, purpose }));
    for (const icon of manifest.icons) {
      const png = await t.app.inject({ url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(png.rawPayload)).toEqual([side, side]);
    }
  });

  it('refuses icons of other sizes and an unknown merchant', async () => {
    expect((await t.app.inject({ url: '/pwa/icon-256.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pwa/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/manifest.webmanifest?merchant=NOPE' })).statusCode).toBe(400);
  });
});

describe('lite app and join-us settings', () => {
  it('refuses changes to finance and support and changes nothing', async () => {
    for (const token of [finance, support]) {
      expect((await ops('GET', '/ops/site/app', token)).statusCode).toBe(200);
      const lite = { themeColor: '#000000', backgroundColor: '#000000', accentColor: '#ffffff' };
      expect((await ops('PUT', '/ops/site/app/lite', token, lite)).statusCode).toBe(403);
      expect((await ops('PUT', '/ops/site/app/join', token, JOIN)).statusCode).toBe(403);
    }
    expect((await ops('PUT', '/ops/site/app/join', '', JOIN)).statusCode).toBe(401);
    expect(await joinPage()).toEqual({ commissionHtml: '', tiers: [], agentSignUp: false });
    expect(await audits('site.join.set')).toHaveLength(0);
  });

  it('refuses bad input with field errors', async () => {
    const bad = [
      { ...JOIN, commission: { TY: '<p>only Tagalog</p>' } },
      { ...JOIN, tiers: Array.from({ length: 11 }, () => JOIN.tiers[0]) },
      { ...JOIN, tiers: [{ name: 'X', requirement: '', rate: 101 }] },
      { ...JOIN, commission: { EN: 'x'.repeat(20_001) } },
    ];
    for (const body of bad) {
      const res = await ops('PUT', '/ops/site/app/join', admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    const colour = await ops('PUT', '/ops/site/app/lite', admin, {
      themeColor: 'red',
      backgroundColor: '#000000',
      accentColor: '#ffffff',
    });
    expect(colour.statusCode).toBe(400);
  });

  it('saves the join page sanitised, audits it, and answers it per language with EN fallback', async () => {
    const res = await ops('PUT', '/ops/site/app/join', admin, JOIN);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().value.join;
    expect(saved.commission.EN).toContain('<b>up to 45%</b>');
    for (const html of Object.values(saved.commission) as string[])
      expect(html).not.toMatch(/script|onerror|javascript:/i);
    const [audit] = await audits('site.join.set');
    expect(audit?.detail).toMatchObject({ before: { agentSignUp: false }, after: { agentSignUp: true } });

    const en = await joinPage('EN');
    expect(en).toMatchObject({ commissionHtml: saved.commission.EN, tiers: JOIN.tiers, agentSignUp: true });
    expect((await joinPage('TY')).commissionHtml).toBe(saved.commission.TY);
    // No Thai text: the English one.
    expect((await joinPage('TH')).commissionHtml).toBe(saved.commission.EN);
  });

  it('puts new colours in the manifest and on new icon URLs', async () => {
    const before = JSON.parse((await t.app.inject({ url: '/manifest.webmanifest' })).body);
    const old = (await t.app.inject({ url: before.icons[0].src })).rawPayload;
    const lite = { themeColor: '#0A3D62', backgroundColor: '#0a3d62', accentColor: '#22DD88' };
    const res = await ops('PUT', '/ops/site/app/lite', admin, lite);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.liteApp).toEqual({
      themeColor: '#0a3d62',
      backgroundColor: '#0a3d62',
      accentColor: '#22dd88',
    });
    const after = JSON.parse((await t.app.inject({ url: '/manifest.webmanifest' })).body);
    expect(after.theme_color).toBe('#0a3d62');
    expect(after.background_color).toBe('#0a3d62');
    expect(after.icons[0].src).not.toBe(before.icons[0].src);
    const png = (await t.app.inject({ url: after.icons[0].src })).rawPayload;
    expect(png.equals(old)).toBe(false);
    expect(await audits('site.liteApp.set')).toHaveLength(1);
  });
});

describe('agent sign-up from the join-us page', () => {
  let host = 1;
  const register = async (username: string, joinAsAgent?: boolean) =>
    call(
      t.app,
      'register',
      {
        username,
        countryDialingCode: '63',
        mobileNum: String(9176660000 + host),
        password: 'Secret2024x',
        confirmPassword: 'Secret2024x',
        captcha: CAPTCHA,
        agreeTerms: true,
        login: true,
        ...(joinAsAgent === undefined ? {} : { joinAsAgent }),
      },
      { human: true, cookie: await captchaFor(t.app), ip: `198.51.100.${host++}` },
    );
  const member = (username: string) =>
    t.db
      .selectFrom('members')
      .select(['type', 'affiliate_code'])
      .where('username', '=', username)
      .executeTakeFirst();
  const setAgentSignUp = (agentSignUp: boolean) =>
    ops('PUT', '/ops/site/app/join', admin, { ...JOIN, agentSignUp });

  it('refuses an agent sign-up the operator has not opened, and creates no one', async () => {
    expect((await setAgentSignUp(false)).statusCode).toBe(200);
    const res = await register('wouldbeagent', true);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('join.agent.closed');
    expect(await member('wouldbeagent')).toBeUndefined();
  });

  it('makes an agent with an affiliate code when open; without the flag a player', async () => {
    expect((await setAgentSignUp(true)).statusCode).toBe(200);
    const agent = await register('newagent01', true);
    expect(agent.statusCode, agent.body).toBe(200);
    expect(await member('newagent01')).toMatchObject({
      type: 1,
      affiliate_code: expect.stringMatching(/^A[0-9A-F]{8}$/),
    });
    const player = await register('newplayer01');
    expect(player.statusCode, player.body).toBe(200);
    expect(await member('newplayer01')).toMatchObject({ type: 0, affiliate_code: null });
    // The new agent's code works as an invitation code at once.
    const code = (await member('newagent01'))!.affiliate_code!;
    const check = await t.app.inject({ url: `/wps/agent/affiliate?code=${code}` });
    expect(check.json().value).toEqual({ valid: true, agent: 'newagent01' });
  });
});
