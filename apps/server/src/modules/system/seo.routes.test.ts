import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example-bet.test' });
});
afterAll(() => t.close());

// A browser-like Accept header: the SPA fallback would answer index.html to it if these were not routes.
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

describe('robots.txt', () => {
  it('is plain text that allows the site, keeps crawlers off private pages and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/game', '/login', '/sponsor', '/resetPassword', '/wps/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://www.example-bet.test/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages as absolute addresses on the public URL, and none of the private ones', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining(['https://www.example-bet.test/']));
    for (const path of [
      '/rng',
      '/live',
      '/promotions',
      '/help',
      '/download',
      '/join',
      '/noticePage',
      '/vip',
      '/pointMall',
    ])
      expect(locs).toContain(`https://www.example-bet.test${path}`);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.example-bet\.test\//);
    for (const path of ['/game', '/login', '/sponsor', '/resetPassword'])
      expect(locs).not.toContain(`https://www.example-bet.test${path}`);
  });
});
