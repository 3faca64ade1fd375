/**
 * Registration field rule engine (spec §5), shared by the browser form and the server.
 * Pure TypeScript: it ships in the web bundle, so no runtime imports and no big tables.
 */
import type { ValidationRule } from '../system/register-settings.js';
import { FALLBACK_PATTERN_ID, PATTERNS, isPatternId, isRealDate, type PatternId } from './patterns.js';

export type RuleFailureReason = 'required' | 'length' | 'pattern';
export interface RuleFailure {
  ok: false;
  reason: RuleFailureReason;
  messageKey: string;
  /** The rule's bounds, for (min)/(max) in the message; max 0 means no upper bound. */
  params: { min: number; max: number };
}
export type RuleResult = { ok: true } | RuleFailure;

export const REQUIRED_MESSAGE_KEY = 'validation.required';
export const LENGTH_MESSAGE_KEY = 'validation.length';

/** English templates for every rule message key; the web catalogue copies these. */
const PATTERN_MESSAGES_EN: Record<PatternId, string> = {
  any: 'Please enter (min)-(max) characters',
  letterFirstAlnum: 'Please enter (min)-(max) letters or digits, starting with a letter',
  chineseDigits: 'Please enter (min)-(max) Chinese characters or digits',
  email: 'Please enter a valid email address of (min)-(max) characters',
  alphanumeric: 'Please enter (min)-(max) letters or digits',
  lettersAndDigits: 'Please enter (min)-(max) characters containing both letters and digits',
  digits: 'Please enter (min)-(max) digits',
  alnumWithCapital: 'Please enter (min)-(max) letters or digits with at least one capital letter',
  englishSpaces: 'Please enter (min)-(max) English letters or spaces',
  noSpaces: 'Please enter (min)-(max) characters without spaces',
  chinesePunctuation: 'Please enter (min)-(max) Chinese characters (punctuation allowed)',
  dateYmd: 'Please enter a valid date (yyyy-MM-dd)',
  dateMdy: 'Please enter a valid date (MM-dd-yyyy)',
  korean: 'Please enter (min)-(max) Korean characters',
  thai: 'Please enter (min)-(max) Thai characters',
  thaiEnglishSpaces: 'Please enter (min)-(max) Thai or English letters or spaces',
  upperSpaces: 'Please enter (min)-(max) uppercase letters or spaces',
  lettersDigitsSymbols: 'Please enter (min)-(max) letters, digits or symbols',
  strongPassword:
    'Please enter (min)-(max) characters with an uppercase letter, a lowercase letter, a digit and a special character',
  fullName: 'Please enter your full name of (min)-(max) characters, with a space between names',
  fullWidthJapanese: 'Please enter (min)-(max) full-width Japanese characters',
};

export const DEFAULT_RULE_MESSAGES_EN: Record<string, string> = {
  [REQUIRED_MESSAGE_KEY]: 'This field is required',
  [LENGTH_MESSAGE_KEY]: 'Please enter (min)-(max) characters',
  ...Object.fromEntries(
    (Object.keys(PATTERN_MESSAGES_EN) as PatternId[]).map((id) => [
      PATTERNS[id].messageKey,
      PATTERN_MESSAGES_EN[id],
    ]),
  ),
};

/** The other validation messages of spec §5; (min)/(max) filled with formatRuleMessage. */
export const OTHER_VALIDATION_MESSAGES_EN: Record<string, string> = {
  'validation.verificationCode': 'Please enter a valid verification code',
  'validation.phoneNumber': 'Please enter a valid phone number',
  'validation.realNameFormat': 'Real name format is wrong',
  'validation.phoneFormat': 'Phone number format is wrong',
  'validation.invitationCode': 'Invalid invitation code',
  'validation.usernamePassword': 'Please enter username and password',
  'validation.captchaRequired': 'Please enter the captcha',
  'validation.feedbackContentRequired': 'Please enter the feedback content',
  'validation.inputNotEmpty': 'Input cannot be empty',
  'validation.starredRequired': 'Items marked with * are required',
  /** Use formatRuleMessage(t, n, n). */
  'validation.phoneDigits': 'Phone number must be (min) digits',
  'validation.passwordLength': 'Password must be (min) to (max) characters',
  'validation.confirmPassword': 'Confirm password must be the same as the password',
  'validation.agreement': 'Please agree to the terms and conditions and the privacy policy',
  'validation.ageConfirm18': 'Please confirm that you are at least 18 years old',
  'validation.ageConfirm21': 'Please confirm that you are at least 21 years old',
};

/** "(min)<sep>(max)" with the separators catalogues use, incl. CJK ones. */
const RANGE = /\(min\)\s*(?:-|–|~|～|to|至|到)\s*\(max\)/g;

/**
 * Fills (min) and (max). Equal bounds collapse the range to one number ("6-6" reads badly);
 * max 0 (no upper bound) becomes "(min)+", or drops the range when min is 0 too.
 */
export function formatRuleMessage(template: string, min: number, max: number): string {
  let out = template;
  if (max <= 0) {
    out =
      min > 0
        ? out.replace(RANGE, '(min)+')
        : out
            .replace(RANGE, '')
            .replace(/\s{2,}/g, ' ')
            .trim();
  } else if (min === max) {
    out = out.replace(RANGE, '(min)');
  }
  return out.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** Message key for the rule's pattern; ids we do not know fall back to "any characters". */
export function ruleMessageKey(rule: Pick<ValidationRule, 'patternId'>): string {
  return PATTERNS[isPatternId(rule.patternId) ? rule.patternId : FALLBACK_PATTERN_ID].messageKey;
}

/** Length in Unicode code points, so an emoji or a Thai mark counts once, not per UTF-16 unit. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

// Few distinct patterns exist per site; the cap only guards a long-lived server against growth.
const CACHE_LIMIT = 100;
const regexCache = new Map<string, RegExp | null>();

/**
 * Compiles a server pattern with the `u` flag. `*` means anything (null). An invalid source
 * also yields null: a bad operator setting must not break registration, so the field then
 * falls back to the length check alone. No `g` flag, so `test` keeps no state between calls.
 */
export function compilePattern(source: string): RegExp | null {
  const cached = regexCache.get(source);
  if (cached !== undefined) return cached;
  let re: RegExp | null = null;
  if (source.trim() !== '*') {
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
  }
  if (regexCache.size >= CACHE_LIMIT) regexCache.clear();
  regexCache.set(source, re);
  return re;
}

const PASS: RuleResult = { ok: true };

/**
 * Validates one field: disabled passes; the value is trimmed; empty fails only when required;
 * then length in [minLength, maxLength] (maxLength 0 = unbounded), then the pattern (`*` =
 * anything), and for the date ids a real calendar date.
 */
export function validateValue(rule: ValidationRule, raw: string | undefined | null): RuleResult {
  if (!rule.enabled) return PASS;
  const fail = (reason: RuleFailureReason, messageKey: string): RuleFailure => ({
    ok: false,
    reason,
    messageKey,
    params: { min: rule.minLength, max: rule.maxLength },
  });
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? fail('required', REQUIRED_MESSAGE_KEY) : PASS;

  // Length first also bounds the input a server-supplied regex has to scan.
  const length = codePointLength(value);
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) {
    return fail('length', LENGTH_MESSAGE_KEY);
  }
  const re = compilePattern(rule.acceptedPattern);
  if ((re && !re.test(value)) || !isRealDate(rule.patternId, value)) {
    return fail('pattern', ruleMessageKey(rule));
  }
  return PASS;
}

/** Validates every field that has a rule; returns only the failing ones. */
export function validateAll(
  rules: Record<string, ValidationRule>,
  values: Record<string, string | undefined>,
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const result = validateValue(rule, values[field]);
    if (!result.ok) failures[field] = result;
  }
  return failures;
}
