import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogue = (folder: string): unknown =>
  JSON.parse(readFileSync(path.join(here, folder, 'translation.json'), 'utf8'));

/** Dotted key → text of a nested catalogue. */
function textsOf(node: unknown, prefix = ''): [string, string][] {
  if (typeof node !== 'object' || node === null) return [[prefix, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => textsOf(value, prefix ? `${prefix}.${key}` : key));
}

/** Names that are the same in every language: brands and apps, spelt as their owners spell them. */
const SAME_EVERYWHERE = new Set([
  'Telegram',
  'Google',
  'Facebook',
  'QQ',
  'LINE',
  'WhatsApp',
  'WeChat',
  'Zalo',
  'Skype',
]);

/**
 * Words a language really uses as they are in English. Tagalog (ty): loanwords the Tagalog
 * catalogue itself uses inside its own sentences ("Maling username o password", "bonus",
 * "e-mail", "account"), the game and sport names Bingo and E-Sports, the code-like "IP address"
 * and "Captcha", and "OK".
 */
const SAME_IN: Record<string, ReadonlySet<string>> = {
  ty: new Set([
    'OK',
    'Username',
    'Password',
    'E-mail',
    'Account',
    'Bonus',
    'Bingo',
    'E-Sports',
    'IP address',
    'Captcha',
  ]),
};

/** Only placeholders and punctuation (`{{page}} | {{name}}`): nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** The English texts a catalogue left untranslated (a value equal to the English one, not allowed). */
export function untranslated(folder: string): string[] {
  const english = new Map(textsOf(catalogue('en')));
  const allowed = SAME_IN[folder] ?? new Set<string>();
  return textsOf(catalogue(folder))
    .filter(
      ([key, text]) =>
        english.get(key) === text && hasWords(text) && !SAME_EVERYWHERE.has(text) && !allowed.has(text),
    )
    .map(([key, text]) => `${folder}: ${key} = ${JSON.stringify(text)}`);
}

const others = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name);

describe('catalogues other than English', () => {
  it('are all checked', () => {
    expect(others.sort()).toEqual(['cn', 'id', 'ja', 'th', 'ty', 'vi']);
  });

  it.each(others)('%s has no English text left where English is not the word', (folder) => {
    expect(untranslated(folder)).toEqual([]);
  });
});
