import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanesResponse } from '@bet/contracts/games/catalogue';
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
  const inlinedStatus = (body: string) => {
    const json = /<script type="application\/json" id="boot-status">(.*?)<\/script>/s.exec(body)?.[1];
    if (!json) throw new Error('no inlined status');
    return systemStatusResponse.parse(JSON.parse(json));
  };

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
    const json = /<script type="application\/json" id="boot-lanes">(.*?)<\/script>/s.exec(body)?.[1];
    const lanes = lanesResponse.parse(JSON.parse(json!));
    const api = await ctx.app.inject({ method: 'GET', url: '/lgw/games/lanes' });
    expect(lanes).toEqual(api.json().value);
    expect(lanes.data.lanes.length).toBeGreaterThan(0);
  });

  it('preloads the English catalogue everywhere, and on home the home section and the first banner', async () => {
    const live = (await page('/live')).body;
    expect(live).toContain('<link rel="modulepreload" href="/assets/translation-en.js">');
    expect(live).not.toContain('index-section');
    expect(live).not.toContain('rel="preload" as="image"');

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

  it('cannot be broken out of by data: "<" inside the inlined JSON is escaped', async () => {
    const body = (await page('/')).body;
    for (const id of ['boot-status', 'boot-lanes']) {
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
