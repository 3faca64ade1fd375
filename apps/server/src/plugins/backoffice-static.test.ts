import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

// A tiny built console, like apps/backoffice/dist.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-backoffice-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Back office</title><div id="root"></div>',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'theme-init.js'), '/* theme */');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ BACKOFFICE_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('back office serving', () => {
  it('answers every console path with its document, never cached nor indexed', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/players/demoplayer?tab=bets']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Back office</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await get('/backoffice/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = await get('/backoffice/theme-init.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the operator API and the site alone', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/ops/audit' });
    expect(api.json()).toMatchObject({ success: false, errorCode: 'operator.auth.required' });
    const site = await get('/backofficex');
    expect(site.body).not.toContain('<title>Back office</title>');
  });
});
