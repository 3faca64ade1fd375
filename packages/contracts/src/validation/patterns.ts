/**
 * Catalogue of the registration pattern kinds of spec §5.
 *
 * Each id is stable: the server stores it as `patternId` next to the regex source it sends as
 * `acceptedPattern`, and the web picks the message by it. Ids are camelCase because the server
 * seed already persists them; never rename one, only add.
 *
 * Every source except `any` is anchored (^...$) and compiles with the `u` flag, so the browser
 * and Node read it the same way. `any` is the spec's `*` sentinel ("anything"), not a regex.
 * String.raw keeps the backslashes, so the string is exactly what goes over the wire.
 */
const SOURCES = {
  /** Any characters (spec `*`). */
  any: '*',
  /** Starts with a letter, then letters or digits. */
  letterFirstAlnum: String.raw`^[A-Za-z][A-Za-z0-9]*$`,
  /** Chinese characters and digits only. */
  chineseDigits: String.raw`^[\p{Script=Han}0-9]+$`,
  email: String.raw`^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$`,
  /** ASCII letters or digits. */
  alphanumeric: String.raw`^[A-Za-z0-9]+$`,
  /** Letters and digits only, and must contain both. */
  lettersAndDigits: String.raw`^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$`,
  /** ASCII digits only. */
  digits: String.raw`^[0-9]+$`,
  /** Letters or digits with at least one capital letter. */
  alnumWithCapital: String.raw`^(?=.*[A-Z])[A-Za-z0-9]+$`,
  /** English letters and spaces. */
  englishSpaces: String.raw`^[A-Za-z ]+$`,
  /** Anything without whitespace. */
  noSpaces: String.raw`^\S+$`,
  /** Chinese characters with punctuation (e.g. the · in transliterated names); needs one Han. */
  chinesePunctuation: String.raw`^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}]+$`,
  /** yyyy-MM-dd; impossible dates (2023-02-30) are rejected in code, see isRealDate. */
  dateYmd: String.raw`^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$`,
  /** MM-dd-yyyy; impossible dates are rejected in code, see isRealDate. */
  dateMdy: String.raw`^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$`,
  /** Korean Hangul only. */
  korean: String.raw`^\p{Script=Hangul}+$`,
  /** Thai only (consonants, vowels and tone marks are all Script=Thai). */
  thai: String.raw`^\p{Script=Thai}+$`,
  /** Thai or English letters, with spaces. */
  thaiEnglishSpaces: String.raw`^[\p{Script=Thai}A-Za-z ]+$`,
  /** Uppercase English letters and spaces. */
  upperSpaces: String.raw`^[A-Z ]+$`,
  /** Printable ASCII without space: letters, digits, symbols. */
  lettersDigitsSymbols: String.raw`^[\x21-\x7E]+$`,
  /** Strong password: upper, lower, digit and a symbol, printable ASCII without space. */
  strongPassword: String.raw`^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\x21-\x7E]+$`,
  /** Full name: at least two words of letters (any script) separated by spaces. */
  fullName: String.raw`^\p{L}[\p{L}\p{M}'.-]*(?: +\p{L}[\p{L}\p{M}'.-]*)+$`,
  /**
   * Full-width Japanese: hiragana, full-width katakana (incl. ー・), kanji, CJK symbols (々, 、,
   * ideographic space) and full-width ASCII forms. Ranges are explicit because
   * \p{Script=Katakana} would also admit half-width katakana (U+FF66–FF9D).
   */
  fullWidthJapanese: String.raw`^[\u3040-\u309F\u30A0-\u30FF\u31F0-\u31FF\p{Script=Han}\u3000-\u303F\uFF01-\uFF5E]+$`,
} as const;

export type PatternId = keyof typeof SOURCES;
export type PatternMessageKey = `validation.pattern.${PatternId}`;

export interface PatternDef {
  /** Regex source sent as `acceptedPattern` (`*` for anything). */
  readonly pattern: string;
  /** i18n key of the message for this pattern. */
  readonly messageKey: PatternMessageKey;
}

/** Pattern used when the server sends an id we do not know. */
export const FALLBACK_PATTERN_ID: PatternId = 'any';

export const PATTERN_IDS = Object.keys(SOURCES) as PatternId[];

export const patternMessageKey = (id: PatternId): PatternMessageKey => `validation.pattern.${id}`;

export const PATTERNS = Object.fromEntries(
  PATTERN_IDS.map((id) => [id, { pattern: SOURCES[id], messageKey: patternMessageKey(id) }]),
) as Readonly<Record<PatternId, PatternDef>>;

export function isPatternId(id: string): id is PatternId {
  return Object.hasOwn(SOURCES, id);
}

const DATE_PARTS: Partial<Record<PatternId, { re: RegExp; y: number; m: number; d: number }>> = {
  dateYmd: { re: /^(\d{4})-(\d{2})-(\d{2})$/, y: 1, m: 2, d: 3 },
  dateMdy: { re: /^(\d{2})-(\d{2})-(\d{4})$/, y: 3, m: 1, d: 2 },
};

export function isDatePatternId(id: string): boolean {
  return isPatternId(id) && DATE_PARTS[id] !== undefined;
}

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * True when `value` is a real calendar date in the format of a date pattern id.
 * A regex cannot know February's length, so this runs in code on top of the pattern.
 * Non-date ids return true (nothing to check).
 */
export function isRealDate(patternId: string, value: string): boolean {
  const spec = isPatternId(patternId) ? DATE_PARTS[patternId] : undefined;
  if (!spec) return true;
  const match = spec.re.exec(value);
  if (!match) return false;
  const year = Number(match[spec.y]);
  const month = Number(match[spec.m]);
  const day = Number(match[spec.d]);
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}
