import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesResponse, lanesResponse } from '@bet/contracts/games/catalogue';
import { SERVED_DATA } from '@bet/contracts/system/served-data';
import { systemStatusResponse } from '@bet/contracts/system/status';
import { createTestApp, type TestContext } from '../test/test-app.js';

// A tiny built web app: the plugin globs it at start, like apps/web/dist.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-web-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
// The build's precompressed copy (apps/web/build/precompress.ts).
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    'src/locales/en/translation.json': { file: 'assets/translation-en.js' },
    'src/app/sections/index-section.tsx': {
      file: 'assets/index-section-2.js',
      imports: ['_shared.js', '_lobby.js'],
      css: ['assets/index-section-3.css'],
    },
    '_lobby.js': { file: 'assets/lobby-4.js' },
  }),
);
fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg/>');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built web app', () => {
  it.each(['/', '/live', '/rng?page=PG', '/register.html', '/no/such/page'])(
    'answers %s with index.html',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const logo = await ctx.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=300');
  });

  it('does not answer API paths or non-HTML requests with the web app', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/wps/nope', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it("sends the build's Brotli copy of an asset to a browser that takes it", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });
});

describe('the served document (issue 11: paint without waiting)', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
  const served = (body: string, id: string): unknown => {
    const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(body)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };
  const inlinedStatus = (body: string) => systemStatusResponse.parse(served(body, SERVED_DATA.status));

  it('carries the status answer of the merchant a first visit gets, inside <head>', async () => {
    const res = await page('/live');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const status = inlinedStatus(head);
    expect(status.info.merchant.code).toBe('DEMO');
    expect(status.location.ip).toBe('127.0.0.1');
    const api = await ctx.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost' });
    expect(status).toEqual(api.json().value);
  });

  it("carries that merchant's vendor lanes too, as the lanes call answers them", async () => {
    const body = (await page('/live')).body;
    const lanes = lanesResponse.parse(served(body, SERVED_DATA.lanes));
    const api = await ctx.app.inject({ method: 'GET', url: '/lgw/games/lanes' });
    expect(lanes).toEqual(api.json().value);
    expect(lanes.data.lanes.length).toBeGreaterThan(0);
  });

  it('preloads the English catalogue everywhere, and on home the home section and the first banner', async () => {
    const promotions = (await page('/promotions')).body;
    expect(promotions).toContain('<link rel="modulepreload" href="/assets/translation-en.js">');
    expect(promotions).not.toContain('index-section');
    expect(promotions).not.toContain('rel="preload" as="image"');

    const home = (await page('/')).body;
    expect(home).toContain('<link rel="modulepreload" href="/assets/index-section-2.js">');
    expect(home).toContain('<link rel="modulepreload" href="/assets/lobby-4.js">');
    // Chunks the entry already loads are not preloaded twice.
    expect(home).not.toContain('shared-1.js');
    expect(home).toContain('<link rel="stylesheet" href="/assets/index-section-3.css">');
    const banner = inlinedStatus(home).info.banners.find((b) => b.groupName === 'home');
    expect(banner).toBeDefined();
    expect(home).toContain(`<link rel="preload" as="image" href="${banner!.url}" fetchpriority="high">`);
  });

  it("on a category page, carries its first vendor's first games as a visitor asks for them, and preloads the first picture", async () => {
    const body = (await page('/rng')).body;
    const { query, answer } = served(body, SERVED_DATA.categoryGames) as { query: object; answer: unknown };
    const lanes = (await ctx.app.inject({ url: '/lgw/games/lanes' })).json().value.data.lanes;
    const firstSlots = lanes.find((lane: { title: string }) => lane.title === 'RNG').cards[0];
    expect(query).toEqual({ vassalage: firstSlots.vassalage, gameType: 'RNG', pageNo: 1, pageSize: 24 });
    const api = await ctx.app.inject({ url: `/lgw/games/list?${new URLSearchParams(query as never)}` });
    expect(gamesResponse.parse(answer)).toEqual(api.json().value);
    const first = api.json().value.games[0];
    expect(first.icon).toMatch(/^\//); // the demo serves its pictures itself (image CDN '/')
    expect(body).toContain(`<link rel="preload" as="image" href="${first.icon}" fetchpriority="high">`);

    // With a query the page may show another vendor: the browser asks for its own games.
    const chosen = (await page('/rng?page=PG')).body;
    expect(served(chosen, SERVED_DATA.categoryGames)).toBeUndefined();
    expect(chosen).not.toContain('rel="preload" as="image"');
    expect(served((await page('/promotions')).body, SERVED_DATA.categoryGames)).toBeUndefined();
  });

  it('cannot be broken out of by data: "<" inside the inlined JSON is escaped', async () => {
    const body = (await page('/')).body;
    for (const id of [SERVED_DATA.status, SERVED_DATA.lanes]) {
      const json = new RegExp(`id="${id}">(.*?)</script>`, 's').exec(body)![1]!;
      expect(json).not.toContain('<');
    }
  });

  it('is compressed for browsers that take Brotli or gzip', async () => {
    const plain = (await page('/')).body;
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await page('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });
});
