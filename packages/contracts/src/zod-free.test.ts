/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The web imports these at run time; if one of them (or a file it imports) imported zod, zod
 * (~24 KB gzip) would ship with the page that uses it. Type-only imports are erased and allowed.
 */
const ZOD_FREE = [
  'identity/field-formats.ts',
  'identity/password-rule.ts',
  'wallet/amount-rules.ts',
  'wallet/bank-card-rules.ts',
  'wallet/main-wallet.ts',
  'wallet/transaction-types.ts',
  'games/categories.ts',
  'games/category-pages.ts',
  'system/served-data.ts',
  'system/cdn-address.ts',
  'content/chat-rules.ts',
  'content/feedback-rules.ts',
  'content/notice-rules.ts',
  'content/html-allow-list.ts',
  'promotions/promotion-rules.ts',
  'promotions/prize-table.ts',
  'missions/mission-rules.ts',
  'validation/index.ts',
  'routes.ts',
];

const here = dirname(fileURLToPath(import.meta.url));
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

/** Files a module imports for their values, transitively; package names as they are. */
function valueImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const target = resolve(dirname(file), specifier!.replace(/\.js$/, '.ts'));
    if (seen.has(target)) continue;
    seen.add(target);
    valueImports(target, seen);
  }
  return seen;
}

describe('zod-free contract files', () => {
  it.each(ZOD_FREE)('%s imports no zod', (file) => {
    expect(
      [...valueImports(join(here, file))].filter((name) => name === 'zod' || name.startsWith('zod/')),
    ).toEqual([]);
  });

  it('the check sees zod where it is imported', () => {
    expect(valueImports(join(here, 'wallet/amount.ts')).has('zod')).toBe(true);
  });
});
