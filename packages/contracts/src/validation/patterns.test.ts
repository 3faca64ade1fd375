import { describe, expect, it } from 'vitest';
import {
  PATTERN_IDS,
  PATTERNS,
  isDatePatternId,
  isPatternId,
  isRealDate,
  type PatternId,
} from './patterns.js';
import { validateValue } from './rule-engine.js';

// Accepting and rejecting examples per pattern kind of spec §5.
const CASES: Record<PatternId, { accept: string[]; reject: string[] }> = {
  any: { accept: ['abc', '安 全!', '👍🏽 x'], reject: [] },
  letterFirstAlnum: { accept: ['abc123', 'A1', 'player'], reject: ['1abc', 'ab_c', 'ab c', 'ábc'] },
  chineseDigits: { accept: ['张三', '张三123', '123'], reject: ['张三abc', '张 三', '张三！'] },
  email: {
    accept: ['a@b.co', 'john.doe+x@mail.example.com', 'x_y@sub-domain.org'],
    reject: ['a@b', 'a.b.com', '@b.com', 'a@.com', 'a..b@c.com', 'a b@c.com', 'a@b.c'],
  },
  alphanumeric: { accept: ['abc', '123', 'Ab12'], reject: ['ab-12', 'ab 12', 'ab12!', '漢字'] },
  lettersAndDigits: { accept: ['abc123', '1a', 'Z9z9'], reject: ['abcdef', '123456', 'abc12!', 'abc 12'] },
  digits: { accept: ['0', '0912345678'], reject: ['12a', '12 34', '١٢٣', '+63'] },
  alnumWithCapital: { accept: ['Abc123', 'ABC', 'aB1'], reject: ['abc123', '123', 'Abc-123'] },
  englishSpaces: { accept: ['John', 'John Smith'], reject: ['John1', 'José', 'John-Smith'] },
  noSpaces: { accept: ['abc', 'a_b-c!', '漢字'], reject: ['a b', 'a\tb', 'a\u3000b'] },
  chinesePunctuation: {
    accept: ['张三', '阿卜杜·拉', '你好，世界。'],
    reject: ['abc', '·。', '张三abc', '张 三'],
  },
  dateYmd: {
    accept: ['2024-02-29', '1999-12-31', '2023-01-01'],
    reject: ['2023-02-30', '2023-02-29', '2024-13-01', '24-01-01', '2024/01/01'],
  },
  dateMdy: {
    accept: ['02-29-2024', '12-31-1999'],
    reject: ['13-01-2024', '02-30-2023', '2024-01-01', '1-1-2024'],
  },
  korean: { accept: ['안녕하세요', '김철수'], reject: ['abc', '안녕 하세요', '안녕1', '漢字'] },
  thai: { accept: ['สวัสดี', 'สมชาย'], reject: ['abc', 'สวัสดี abc', 'สวัสดี1', 'สม ชาย'] },
  thaiEnglishSpaces: {
    accept: ['สมชาย ใจดี', 'John Smith', 'สมชาย Smith'],
    reject: ['สมชาย1', 'John_Smith', '안녕'],
  },
  upperSpaces: { accept: ['JOHN', 'JOHN SMITH'], reject: ['John', 'JOHN1', 'JOHN-SMITH'] },
  lettersDigitsSymbols: { accept: ['abc123', 'a!@#$%^&*()', '~`{}[]'], reject: ['a b', 'ab漢', 'café'] },
  strongPassword: {
    accept: ['Abcd123!', 'xY9#xxxx'],
    reject: ['abcd1234', 'Abcd1234', 'ABCD123!', 'abcd123!', 'Abcd efg1!'],
  },
  fullName: {
    accept: ['Juan Dela Cruz', 'José García', "Mary-Ann O'Neil", 'สมชาย ใจดี', 'Juan  Cruz'],
    reject: ['Juan', 'Juan1 Cruz', 'Juan Cruz2', ' Juan', 'Juan_Cruz'],
  },
  fullWidthJapanese: {
    accept: ['やまだタロウ', '山田', '山田　太郎', 'ヤマダ・タロー', '佐々木', 'ＡＢＣ１２３'],
    reject: ['abc', 'ﾔﾏﾀﾞ', '山田 太郎', 'yamada山田', '123'],
  },
};

/** A rule that only checks the pattern: bounds wide enough for every example. */
const ruleFor = (patternId: PatternId) => ({
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: 0,
  acceptedPattern: PATTERNS[patternId].pattern,
  patternId,
});

describe('PATTERNS catalogue', () => {
  it('has a test case for every pattern id and no stale case', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PATTERN_IDS].sort());
    expect(PATTERN_IDS).toHaveLength(21);
  });

  it('keeps the ids the server seed stores', () => {
    for (const id of [
      'any',
      'letterFirstAlnum',
      'lettersAndDigits',
      'digits',
      'fullName',
      'noSpaces',
      'alphanumeric',
      'email',
      'dateYmd',
    ]) {
      expect(isPatternId(id)).toBe(true);
    }
  });

  it('uses * for any and anchored u-flag regexes for the rest', () => {
    expect(PATTERNS.any.pattern).toBe('*');
    for (const id of PATTERN_IDS.filter((i) => i !== 'any')) {
      const source = PATTERNS[id].pattern;
      expect(source.startsWith('^') && source.endsWith('$'), id).toBe(true);
      expect(() => new RegExp(source, 'u'), id).not.toThrow();
    }
  });

  it('gives each pattern the message key validation.pattern.<id>', () => {
    for (const id of PATTERN_IDS) expect(PATTERNS[id].messageKey).toBe(`validation.pattern.${id}`);
  });

  it('does not treat prototype names as pattern ids', () => {
    expect(isPatternId('toString')).toBe(false);
    expect(isPatternId('constructor')).toBe(false);
  });
});

describe.each(PATTERN_IDS)('pattern %s', (id) => {
  const { accept, reject } = CASES[id];
  if (accept.length) {
    it.each(accept)('accepts %j', (value) => {
      expect(validateValue(ruleFor(id), value)).toEqual({ ok: true });
    });
  }
  if (reject.length) {
    it.each(reject)('rejects %j', (value) => {
      const result = validateValue(ruleFor(id), value);
      expect(result).toMatchObject({ ok: false, reason: 'pattern', messageKey: `validation.pattern.${id}` });
    });
  }
});

describe('isRealDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealDate('dateYmd', '2024-02-29')).toBe(true);
    expect(isRealDate('dateYmd', '1900-02-29')).toBe(false);
    expect(isRealDate('dateYmd', '2000-02-29')).toBe(true);
    expect(isRealDate('dateYmd', '2023-04-31')).toBe(false);
    expect(isRealDate('dateMdy', '04-30-2023')).toBe(true);
    expect(isRealDate('dateMdy', '04-31-2023')).toBe(false);
    expect(isRealDate('dateMdy', '00-10-2023')).toBe(false);
  });

  it('checks the calendar even when the server sends a loose date pattern', () => {
    const loose = { ...ruleFor('dateYmd'), acceptedPattern: '*' };
    expect(validateValue(loose, '2023-02-30')).toMatchObject({ ok: false, reason: 'pattern' });
    expect(validateValue(loose, '2023-02-28')).toEqual({ ok: true });
  });

  it('only applies to the two date ids', () => {
    expect(isDatePatternId('dateYmd')).toBe(true);
    expect(isDatePatternId('dateMdy')).toBe(true);
    expect(isDatePatternId('digits')).toBe(false);
    expect(isRealDate('digits', 'anything')).toBe(true);
  });
});
