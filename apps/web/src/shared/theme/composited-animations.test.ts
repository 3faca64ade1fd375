import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every style sheet of the site, as text (read from disk: the test runner empties imported CSS). */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sheets = Object.fromEntries(
  fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, fs.readFileSync(path.join(srcDir, file), 'utf8')]),
);

/** The properties the compositor animates off the main thread. */
const COMPOSITED = new Set(['transform', 'opacity']);

/** The `@keyframes` blocks of a style sheet, with the properties each animates. */
function keyframesOf(css: string): { name: string; properties: string[] }[] {
  const found: { name: string; properties: string[] }[] = [];
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++;
      if (css[end] === '}') depth--;
      end++;
    }
    const body = css.slice(match.index + match[0].length, end - 1);
    const properties = [...body.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1]!);
    found.push({ name: match[1]!, properties });
  }
  return found;
}

describe('animations (issue 11: a repainting animation costs the main thread every frame)', () => {
  it('reads the style sheets', () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(10);
    expect(keyframesOf(sheets['shared/ui/ui.css']!).map((k) => k.name)).toContain('spin');
    expect(keyframesOf('@keyframes x { from { left: 0; } to { transform: none; } }')).toEqual([
      { name: 'x', properties: ['left', 'transform'] },
    ]);
  });

  it.each(Object.entries(sheets))('%s animates only transform and opacity', (_file, css) => {
    for (const { name, properties } of keyframesOf(css))
      expect(
        properties.filter((p) => !COMPOSITED.has(p)),
        name,
      ).toEqual([]);
  });
});
