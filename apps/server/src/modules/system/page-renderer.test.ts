import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { pathToFileURL } from 'node:url';
import { createPageRenderer, warmUpDrawnPages } from './page-renderer.js';

/**
 * The server's drawing of public pages (decision 0043) with a stand-in for the web's server build:
 * it answers the page, the merchant and how many times it was asked, so the test sees which pages
 * are drawn, that a drawing is kept per page and settings, and that a failure leaves the browser
 * to draw the page as before.
 */
const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-web-ssr-'));
fs.writeFileSync(
  path.join(ssrDir, 'entry-server.js'),
  `let calls = 0;
export const drawings = () => calls;
export async function renderPage(url, status, lanes, { games, promotions }) {
  calls += 1;
  if (url === '/help') throw new Error('a page that cannot be drawn');
  return '<main data-page="' + url + '" data-merchant="' + status.info.merchant.code + '" data-lanes="' +
    lanes.data.lanes.map((lane) => lane.title).join(',') + '"' +
    (games ? ' data-games="' + games.answer.games.map((game) => game.code).join(',') + '"' : '') +
    (promotions ? ' data-promotions="' + promotions.list.map((p) => p.title).join(',') + '"' : '') +
    '>drawn ' + calls + '</main>';
}`,
);
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-web-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);

const status = (
  over: { status?: number; languages?: string[]; ip?: string; loggedInToHomepage?: boolean } = {},
) =>
  JSON.stringify({
    status: over.status ?? 0,
    location: { ip: over.ip ?? '10.0.0.1', country: null },
    info: {
      merchant: {
        code: 'DEMO',
        languages: over.languages ?? ['EN', 'TY'],
        loggedInToHomepage: over.loggedInToHomepage ?? false,
      },
    },
  });

const lanesOf = (...titles: string[]) =>
  JSON.stringify({ data: { lanes: titles.map((title) => ({ title, cards: [] })) } });
const LANES = lanesOf('RNG', 'FISH');
const gamesOf = (...codes: string[]) =>
  JSON.stringify({
    query: { vassalage: 'HV', gameType: 'RNG', pageNo: 1, pageSize: 24 },
    answer: { games: codes.map((code) => ({ code })), totalCount: codes.length, totalPages: 1 },
  });

describe('createPageRenderer', () => {
  it('is absent without the server build', () => {
    expect(createPageRenderer(path.join(ssrDir, 'missing'), 'test')).toBeUndefined();
  });

  it('draws only public pages without a query, on a normal day, for a site that speaks English', async () => {
    const renderer = createPageRenderer(ssrDir, 'test')!;
    expect(await renderer.render('/promotions', status(), LANES)).toContain('data-page="/promotions"');
    for (const url of ['/promotions?type=1', '/rng', '/vip', '/lottery', '/agent', '/no/such/page'])
      expect(await renderer.render(url, status(), LANES), url).toBeUndefined();
    expect(await renderer.render('/join', status({ status: 1 }), LANES)).toBeUndefined();
    expect(await renderer.render('/join', status({ status: 2 }), LANES)).toBeUndefined();
    expect(await renderer.render('/join', status({ languages: ['TY'] }), LANES)).toBeUndefined();
    // A brand that requires login: the browser sends a newcomer to /login, nothing is drawn.
    expect(await renderer.render('/promotions', status({ loggedInToHomepage: true }), LANES)).toBeUndefined();
  });

  it("keeps a drawing per page and settings, whatever the visitor's own address", async () => {
    const renderer = createPageRenderer(ssrDir, 'test')!;
    const first = await renderer.render('/noticePage', status({ ip: '10.0.0.1' }), LANES);
    expect(await renderer.render('/noticePage', status({ ip: '10.0.0.2' }), LANES)).toBe(first);
    const otherSettings = await renderer.render('/noticePage', status({ languages: ['EN'] }), LANES);
    expect(otherSettings).toContain('data-page="/noticePage"');
    expect(otherSettings).not.toBe(first);
  });

  it('draws a category page only with its first games, and anew when they change', async () => {
    const renderer = createPageRenderer(ssrDir, 'test')!;
    expect(await renderer.render('/rng', status(), LANES)).toBeUndefined();
    expect(await renderer.render('/rng?page=PG', status(), LANES, { games: gamesOf('A') })).toBeUndefined();
    expect(await renderer.render('/rng', status(), LANES, { games: gamesOf('A', 'B') })).toContain(
      'data-games="A,B"',
    );
    expect(await renderer.render('/live', status(), LANES, { games: gamesOf('C') })).toContain(
      'data-games="C"',
    );
    expect(await renderer.render('/rng', status(), LANES, { games: gamesOf('B') })).toContain(
      'data-games="B"',
    );
  });

  it('draws the promotions page with the list the document carries, and anew when it changes', async () => {
    const renderer = createPageRenderer(ssrDir, 'test')!;
    const listOf = (...titles: string[]) =>
      JSON.stringify({ list: titles.map((title) => ({ title })), kinds: [] });
    expect(
      await renderer.render('/promotions', status(), LANES, { promotions: listOf('Wheel', 'Rain') }),
    ).toContain('data-promotions="Wheel,Rain"');
    expect(await renderer.render('/promotions', status(), LANES, { promotions: listOf('Rain') })).toContain(
      'data-promotions="Rain"',
    );
  });

  it('draws with the lanes the document carries, and anew when the catalogue changes', async () => {
    const renderer = createPageRenderer(ssrDir, 'test')!;
    const first = await renderer.render('/join', status(), LANES);
    expect(first).toContain('data-lanes="RNG,FISH"');
    const changed = await renderer.render('/join', status(), lanesOf('RNG'));
    expect(changed).toContain('data-lanes="RNG"');
  });
});

describe('the served document with the server build', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: dist, WEB_SSR_DIR: ssrDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(ssrDir, { recursive: true, force: true });
  });
  const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('carries the drawn page in #root, marked for hydration, after the inlined status and lanes', async () => {
    const body = (await page('/promotions')).body;
    expect(body).toMatch(
      /<div id="root" data-ssr=""><main data-page="\/promotions" data-merchant="DEMO" data-lanes="LIVE,RNG[A-Z,]*"[^>]*>drawn \d+<\/main><\/div>/,
    );
    expect(body.indexOf('id="boot-status"')).toBeLessThan(body.indexOf('data-ssr'));
    expect(body.indexOf('id="boot-lanes"')).toBeLessThan(body.indexOf('data-ssr'));
  });

  it('draws a category page with the first games its document carries', async () => {
    const body = (await page('/rng')).body;
    const served = /id="boot-games">(.*?)<\/script>/s.exec(body)![1]!;
    const codes = (JSON.parse(served) as { answer: { games: { code: string }[] } }).answer.games.map(
      (g) => g.code,
    );
    expect(codes.length).toBeGreaterThan(0);
    expect(body).toContain(`data-games="${codes.join(',')}"`);
  });

  it('draws the promotions page with the list its document carries, as a newcomer gets it', async () => {
    const body = (await page('/promotions')).body;
    const served = /id="boot-promotions">(.*?)<\/script>/s.exec(body)![1]!;
    const list = (JSON.parse(served) as { list: { title: string }[] }).list;
    const answer = await ctx.app.inject({ method: 'GET', url: '/wps/promotion/list' });
    expect(list).toEqual(answer.json<{ value: { list: unknown[] } }>().value.list);
    expect(body).toContain(`data-promotions="${list.map((p) => p.title).join(',')}"`);
    expect((await page('/join')).body).not.toContain('boot-promotions');
  });

  it('leaves #root empty where the browser draws: a member page, a page with a query, a failed drawing', async () => {
    for (const url of ['/vip', '/rng?page=PG', '/join?x=1', '/help']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('id="boot-status"');
    }
  });

  it('draws each page once after start, so no visitor waits for a first drawing', async () => {
    await warmUpDrawnPages(ctx.app, ssrDir);
    const { drawings } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
      drawings: () => number;
    };
    const after = drawings();
    for (const url of ['/', '/promotions', '/join']) expect((await page(url)).body).toContain('data-ssr');
    expect(drawings()).toBe(after);
  });
});
