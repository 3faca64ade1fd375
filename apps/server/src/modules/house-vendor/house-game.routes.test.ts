import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { FISH_TARGETS } from './games/fish.js';
import { SLOT_CONFIG, SYMBOL_NAMES } from './games/slot-config.js';

/** apps/server/house-games, the default HOUSE_GAMES_DIR the test app serves. */
const assetsDir = fileURLToPath(new URL('../../../house-games/', import.meta.url));
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const ASSET = /^[a-z0-9-]+\.(js|css|svg|png)$/;
/** The files a module imports statically (`from './x.js'`). */
const importsOf = (source: string) => [...source.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]!);
const read = (file: string) => fs.readFileSync(path.join(assetsDir, file), 'utf8');
/** The array literal after `const NAME =` in a page module, read as JSON. */
const arrayIn = (source: string, name: string): unknown => {
  const start = source.indexOf(`const ${name} = [`);
  if (start < 0) throw new Error(`${name} not found`);
  const from = source.indexOf('[', start);
  let depth = 0;
  let end = from;
  for (; end < source.length; end++) {
    if (source[end] === '[') depth++;
    if (source[end] === ']' && --depth === 0) break;
  }
  const literal = source
    .slice(from, end + 1)
    .replace(/\/\/[^\n]*/g, '')
    .replace(/'/g, '"')
    .replace(/,(\s*[\]}])/g, '$1');
  return JSON.parse(literal);
};

describe('house game pages', () => {
  it('serves both game pages with markup only, under the strict CSP', async () => {
    for (const game of ['slot', 'fish']) {
      const res = await get(`/hv/play/${game}?t=x&lang=TY`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain(`<script type="module" src="/hv/assets/${game}.js"></script>`);
      expect(res.body).toContain('<link rel="stylesheet" href="/hv/assets/house-games.css">');
      expect(res.body).not.toMatch(/<script>|<style|style="/);
    }
    expect((await get('/hv/play/roulette')).statusCode).toBe(404);
  });

  it('serves every module the pages import, and the stylesheet, with their types', async () => {
    const seen = new Set<string>();
    const queue = ['slot.js', 'fish.js'];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      expect(file).toMatch(ASSET);
      const res = await get(`/hv/assets/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      queue.push(...importsOf(res.body));
    }
    expect([...seen].sort()).toEqual([
      'fish-art.js',
      'fish.js',
      'hv-client.js',
      'hv-i18n.js',
      'slot-symbols.js',
      'slot.js',
    ]);
    const css = await get('/hv/assets/house-games.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('prefers-color-scheme: light');
  });

  it('refuses anything but a plain file name of the folder', async () => {
    for (const url of [
      '/hv/assets/..%2F..%2Fpackage.json',
      '/hv/assets/SLOT.JS',
      '/hv/assets/missing.js',
      '/hv/assets/slot.ts',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps the page modules free of inline styles and HTML strings (the CSP allows neither)', () => {
    for (const file of fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js'))) {
      const source = read(file);
      expect(source, file).not.toMatch(
        /innerHTML|outerHTML|insertAdjacentHTML|document\.write|setAttribute\(\s*'style'|\beval\(|new Function/,
      );
    }
  });

  it('mirrors the server game config in the pages (paytable, lines, symbols, fish)', () => {
    const slot = read('slot.js');
    expect(arrayIn(slot, 'LINES')).toEqual(SLOT_CONFIG.lines);
    expect(arrayIn(slot, 'LINE_PAYS')).toEqual(SLOT_CONFIG.linePays);
    expect(arrayIn(slot, 'SCATTER_PAYS')).toEqual(SLOT_CONFIG.scatterPays);
    expect(arrayIn(read('slot-symbols.js'), 'SYMBOLS')).toEqual([...SYMBOL_NAMES]);
    const fish = [...read('fish.js').matchAll(/\{ id: '(\w+)', multiplier: (\d+)(, boss: true)? \}/g)].map(
      (m) => ({ id: m[1], multiplier: Number(m[2]), boss: Boolean(m[3]) }),
    );
    expect(fish).toEqual(FISH_TARGETS.map((f) => ({ ...f })));
  });
});
