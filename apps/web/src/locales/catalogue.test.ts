import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allErrorCodes } from '@bet/contracts/error-codes';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import en from './en/translation.json';
import ty from './ty/translation.json';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '..');

/** Flattens a nested catalogue into dotted keys (error codes contain dots themselves). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const enKeys = new Set(keysOf(en));
const tyKeys = new Set(keysOf(ty));

describe('translation catalogues', () => {
  it('EN and TY have exactly the same keys', () => {
    expect(
      [...enKeys].filter((k) => !tyKeys.has(k)),
      'missing in TY',
    ).toEqual([]);
    expect(
      [...tyKeys].filter((k) => !enKeys.has(k)),
      'missing in EN',
    ).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = (cat: unknown) => keysOf(cat).filter((k) => !String(i18n.t(k, { lng: 'en' })).trim());
    expect(empty(en)).toEqual([]);
  });

  it('translate every error code of the contract in EN and TY', async () => {
    await initI18n('TY');
    const missing = allErrorCodes.flatMap((code) =>
      (['en', 'ty'] as const)
        .filter((lng) => !i18n.exists(`error.${code}`, { lng, fallbackLng: [] }))
        .map((lng) => `${lng}: error.${code}`),
    );
    expect(missing).toEqual([]);
    expect(i18n.t('error.login.not.session', { lng: 'ty' })).not.toBe(
      i18n.t('error.login.not.session', { lng: 'en' }),
    );
    await initI18n('EN');
  });

  it('contain every literal key used with t() in the source', () => {
    const used = new Map<string, string>();
    // t('a.b'), t("a.b"), also as the first argument with options: t('a.b', {...})
    const pattern = /\bt\(\s*['"]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"]\s*[,)]/g;
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern))
        used.set(match[1]!, path.relative(srcDir, file));
    }
    expect(used.size).toBeGreaterThan(40);
    // A plural key (i18next `count`) exists as key_one / key_other.
    const missing = [...used]
      .filter(([key]) => !enKeys.has(key) && !enKeys.has(`${key}_other`))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('contain the keys built at run time (categories, resources, pages, steps)', () => {
    const dynamic = [
      ...['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT'].map((c) => `category.${c}`),
      ...['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO', 'LITE'].map((r) => `resource.${r}`),
      ...['SETTLED', 'RUNNING', 'CANCELLED'].map((s) => `games.records.statuses.${s}`),
      ...['invalid', 'order', 'tooLong'].map((p) => `games.records.range.${p}`),
      ...['IOS', 'ANDROID', 'LITE'].map((r) => `download.hint.${r}`),
      ...['register', 'play', 'win'].flatMap((s) => [`steps.${s}.title`, `steps.${s}.text`]),
      ...['commission', 'tools', 'support'].flatMap((s) => [`join.${s}.title`, `join.${s}.text`]),
      ...['welcome', 'deposit', 'vip'].flatMap((p) => [`home.promo.${p}.title`, `home.promo.${p}.text`]),
      ...[
        'noticePage',
        'vip',
        'pointMall',
        'lottery',
        'vnlottery',
        'seaLottery',
        'elott',
        'live',
        'fish',
        'pvp',
      ]
        .concat([
          'promotions',
          'promoDetail',
          'help',
          'helpmc',
          'down',
          'download',
          'join',
          'rng',
          'bgs',
          'bingo',
        ])
        .concat(['seamless', 'game', 'sports', 'esports', 'login', 'sponsor'])
        .flatMap((p) => [`pages.${p}.title`, `pages.${p}.description`]),
    ];
    expect(dynamic.filter((key) => !enKeys.has(key))).toEqual([]);
  });
});
