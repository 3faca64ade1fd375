import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULE_MESSAGES_EN,
  OTHER_VALIDATION_MESSAGES_EN,
  validateValue,
} from '@bet/contracts/validation';
import { i18n } from '@/shared/i18n/i18n';
import en from '@/locales/en/translation.json';
import { messageText, ruleFailureMessage } from './field-message';

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('rule messages', () => {
  it('the catalogue has every message of the shared rule engine, in its English wording', () => {
    const messages = { ...DEFAULT_RULE_MESSAGES_EN, ...OTHER_VALIDATION_MESSAGES_EN };
    const differing = Object.entries(messages).filter(([key, text]) => lookup(en, key) !== text);
    expect(differing).toEqual([]);
  });

  it('fills (min) and (max) of the rule, one number when they are equal', () => {
    const t = i18n.getFixedT('en');
    const rule = {
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 6,
      acceptedPattern: '^[0-9]+$',
      patternId: 'digits',
    };
    const failure = validateValue(rule, '12a456');
    expect(failure.ok).toBe(false);
    if (!failure.ok) expect(messageText(t, ruleFailureMessage(failure))).toBe('Please enter 6 digits');
    expect(messageText(t, { key: 'error.no.such.code' })).toBe('Something went wrong. Please try again.');
  });
});
