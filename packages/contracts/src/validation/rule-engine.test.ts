import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '../system/register-settings.js';
import { PATTERN_IDS, PATTERNS } from './patterns.js';
import {
  DEFAULT_RULE_MESSAGES_EN,
  LENGTH_MESSAGE_KEY,
  OTHER_VALIDATION_MESSAGES_EN,
  REQUIRED_MESSAGE_KEY,
  codePointLength,
  compilePattern,
  formatRuleMessage,
  ruleMessageKey,
  validateAll,
  validateValue,
} from './rule-engine.js';

const rule = (over: Partial<ValidationRule> = {}): ValidationRule => ({
  enabled: true,
  required: false,
  minLength: 0,
  maxLength: 0,
  acceptedPattern: '*',
  patternId: 'any',
  ...over,
});

describe('validateValue', () => {
  it('accepts anything within length for *', () => {
    const r = rule({ minLength: 2, maxLength: 5 });
    expect(validateValue(r, '!@ 漢')).toEqual({ ok: true });
    expect(validateValue(r, 'x')).toMatchObject({ ok: false, reason: 'length' });
    expect(validateValue(r, 'abcdef')).toMatchObject({ ok: false, reason: 'length' });
  });

  it('fails required on empty, blank, undefined and null only when required', () => {
    const req = rule({ required: true, minLength: 3, maxLength: 10 });
    for (const v of ['', '   ', undefined, null]) {
      expect(validateValue(req, v)).toEqual({
        ok: false,
        reason: 'required',
        messageKey: REQUIRED_MESSAGE_KEY,
        params: { min: 3, max: 10 },
      });
      // Optional and empty skips length and pattern too.
      expect(validateValue({ ...req, required: false, acceptedPattern: PATTERNS.digits.pattern }, v)).toEqual(
        { ok: true },
      );
    }
  });

  it('trims before the length and pattern checks', () => {
    const r = rule({
      minLength: 3,
      maxLength: 3,
      acceptedPattern: PATTERNS.digits.pattern,
      patternId: 'digits',
    });
    expect(validateValue(r, '  123 \n')).toEqual({ ok: true });
    expect(validateValue(r, ' 12 ')).toMatchObject({ reason: 'length' });
  });

  it('counts length in code points', () => {
    expect(codePointLength('👍👍')).toBe(2);
    expect('👍👍'.length).toBe(4);
    expect(codePointLength('สวัสดี')).toBe(6);
    const two = rule({ minLength: 1, maxLength: 2 });
    expect(validateValue(two, '👍👍')).toEqual({ ok: true });
    expect(validateValue(two, '👍👍👍')).toMatchObject({ reason: 'length' });
    const thai = rule({
      minLength: 6,
      maxLength: 6,
      acceptedPattern: PATTERNS.thai.pattern,
      patternId: 'thai',
    });
    expect(validateValue(thai, 'สวัสดี')).toEqual({ ok: true });
  });

  it('treats maxLength 0 as unbounded but still enforces minLength', () => {
    const r = rule({ minLength: 2, maxLength: 0 });
    expect(validateValue(r, 'x'.repeat(10_000))).toEqual({ ok: true });
    expect(validateValue(r, 'x')).toMatchObject({
      reason: 'length',
      messageKey: LENGTH_MESSAGE_KEY,
      params: { min: 2, max: 0 },
    });
  });

  it('passes anything when the rule is disabled', () => {
    const r = rule({
      enabled: false,
      required: true,
      minLength: 5,
      maxLength: 6,
      acceptedPattern: '^[0-9]+$',
    });
    expect(validateValue(r, '')).toEqual({ ok: true });
    expect(validateValue(r, 'abc')).toEqual({ ok: true });
  });

  it('reports a pattern failure with the pattern message key and the bounds', () => {
    const r = rule({
      minLength: 6,
      maxLength: 16,
      acceptedPattern: PATTERNS.letterFirstAlnum.pattern,
      patternId: 'letterFirstAlnum',
    });
    expect(validateValue(r, '1player')).toEqual({
      ok: false,
      reason: 'pattern',
      messageKey: 'validation.pattern.letterFirstAlnum',
      params: { min: 6, max: 16 },
    });
  });

  it('does not throw on an invalid regex and still enforces length', () => {
    const r = rule({ minLength: 2, maxLength: 4, acceptedPattern: '^([a-z$', patternId: 'alphanumeric' });
    expect(() => validateValue(r, 'ab!')).not.toThrow();
    expect(validateValue(r, 'ab!')).toEqual({ ok: true });
    expect(validateValue(r, 'abcde')).toMatchObject({ reason: 'length' });
    expect(compilePattern('^([a-z$')).toBeNull();
    // \p{...} only works with the u flag: proves the engine compiles with it.
    expect(compilePattern('^\\p{Script=Thai}+$')?.flags).toBe('u');
  });

  it('caches compiled regexes', () => {
    expect(compilePattern('^a+$')).toBe(compilePattern('^a+$'));
    expect(compilePattern('*')).toBeNull();
  });

  it('uses the server pattern even when it is not from the catalogue', () => {
    const r = rule({ acceptedPattern: '^09[0-9]{9}$', patternId: 'digits' });
    expect(validateValue(r, '09123456789')).toEqual({ ok: true });
    expect(validateValue(r, '08123456789')).toMatchObject({ reason: 'pattern' });
  });
});

describe('validateAll', () => {
  it('returns only failing fields', () => {
    const rules = {
      username: rule({
        required: true,
        minLength: 6,
        maxLength: 16,
        acceptedPattern: PATTERNS.letterFirstAlnum.pattern,
        patternId: 'letterFirstAlnum',
      }),
      mobileNum: rule({
        required: true,
        minLength: 7,
        maxLength: 11,
        acceptedPattern: PATTERNS.digits.pattern,
        patternId: 'digits',
      }),
      email: rule({
        minLength: 6,
        maxLength: 50,
        acceptedPattern: PATTERNS.email.pattern,
        patternId: 'email',
      }),
      qqNum: rule({ enabled: false, required: true }),
    };
    const failures = validateAll(rules, { username: 'player1', email: 'bad@mail', qqNum: undefined });
    expect(Object.keys(failures).sort()).toEqual(['email', 'mobileNum']);
    expect(failures.mobileNum?.reason).toBe('required');
    expect(failures.email?.reason).toBe('pattern');
    expect(validateAll(rules, { username: 'player1', mobileNum: '0912345', email: '' })).toEqual({});
  });
});

describe('formatRuleMessage', () => {
  it.each(['-', '~', ' to ', ' - '])('fills a range with separator %j and collapses equal bounds', (sep) => {
    const template = `Please enter (min)${sep}(max) letters or digits`;
    expect(formatRuleMessage(template, 6, 16)).toBe(`Please enter 6${sep}16 letters or digits`);
    expect(formatRuleMessage(template, 6, 6)).toBe('Please enter 6 letters or digits');
  });

  it('handles CJK separators and lone placeholders', () => {
    expect(formatRuleMessage('请输入(min)至(max)位数字', 4, 4)).toBe('请输入4位数字');
    expect(formatRuleMessage('请输入(min)～(max)位数字', 4, 8)).toBe('请输入4～8位数字');
    expect(formatRuleMessage('Phone number must be (min) digits', 11, 11)).toBe(
      'Phone number must be 11 digits',
    );
    expect(formatRuleMessage('At least (min), at most (max)', 2, 2)).toBe('At least 2, at most 2');
  });

  it('writes an unbounded range as (min)+ and drops it when there are no bounds', () => {
    expect(formatRuleMessage('Please enter (min)-(max) digits', 6, 0)).toBe('Please enter 6+ digits');
    expect(formatRuleMessage('Please enter (min)-(max) digits', 0, 0)).toBe('Please enter digits');
  });
});

describe('message keys', () => {
  it('picks the key by pattern id and falls back to any for unknown ids', () => {
    expect(ruleMessageKey({ patternId: 'thai' })).toBe('validation.pattern.thai');
    expect(ruleMessageKey({ patternId: 'no-such-pattern' })).toBe('validation.pattern.any');
    expect(ruleMessageKey({ patternId: '__proto__' })).toBe('validation.pattern.any');
    const r = rule({ acceptedPattern: '^[0-9]+$', patternId: 'mystery' });
    expect(validateValue(r, 'abc')).toMatchObject({
      reason: 'pattern',
      messageKey: 'validation.pattern.any',
    });
  });

  it('has an English template for every rule message key', () => {
    const keys = [
      REQUIRED_MESSAGE_KEY,
      LENGTH_MESSAGE_KEY,
      ...PATTERN_IDS.map((id) => PATTERNS[id].messageKey),
    ];
    expect(Object.keys(DEFAULT_RULE_MESSAGES_EN).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(DEFAULT_RULE_MESSAGES_EN[key], key).toMatch(/\S/);
    expect(formatRuleMessage(DEFAULT_RULE_MESSAGES_EN['validation.pattern.alphanumeric'] ?? '', 6, 6)).toBe(
      'Please enter 6 letters or digits',
    );
  });

  it('lists the other spec §5 messages under validation.*', () => {
    const keys = Object.keys(OTHER_VALIDATION_MESSAGES_EN);
    expect(keys).toHaveLength(16);
    for (const key of keys) expect(key.startsWith('validation.')).toBe(true);
    expect(keys.some((k) => k in DEFAULT_RULE_MESSAGES_EN)).toBe(false);
    expect(formatRuleMessage(OTHER_VALIDATION_MESSAGES_EN['validation.passwordLength'] ?? '', 6, 20)).toBe(
      'Password must be 6 to 20 characters',
    );
  });
});
