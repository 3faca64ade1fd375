import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { exclusionJson, readExclusion } from '../lib/withdrawal-exclusion';
import { day, renderRg } from './rg-fixtures';
import { WithdrawalExclusion } from './withdrawal-exclusion';

const view = (overrides: Partial<ExclusionView> = {}): ExclusionView => ({
  kind: 'TIME_OUT',
  period: '7D',
  startsAt: day(3, 1),
  endsAt: day(3, 8),
  awaitingReturn: false,
  returnAt: null,
  ...overrides,
});

const shown = (value: ExclusionView | null) => {
  const { unmount } = renderRg(<WithdrawalExclusion view={value} />);
  const text = screen.getByTestId('withdrawal-exclusion').firstElementChild!.textContent;
  unmount();
  return text;
};

afterAll(() => changeLanguage('EN'));

describe('the exclusion on the withdrawal page', () => {
  it('says which break runs until when, or for good', () => {
    expect(shown(view())).toBe(`Your time-out of 7 days runs until ${formatDateTime(day(3, 8))}.`);
    expect(shown(view({ kind: 'SELF_EXCLUSION', period: '1Y', endsAt: day(9, 1) }))).toBe(
      `Your self-exclusion of 1 year runs until ${formatDateTime(day(9, 1))}.`,
    );
    expect(shown(view({ kind: 'SELF_EXCLUSION', period: 'PERMANENT', endsAt: null }))).toBe(
      'Your self-exclusion is permanent.',
    );
    expect(shown(null)).toBe('Your account is taking a break from play.');
  });

  it('says when a self-exclusion is over but the account waits for its player to ask to return', () => {
    const over = view({ kind: 'SELF_EXCLUSION', period: '6M', endsAt: day(3, 8), awaitingReturn: true });
    expect(shown(over)).toBe(
      `Your self-exclusion ended on ${formatDateTime(day(3, 8))}. Your account stays closed until you ask to return.`,
    );
    expect(shown({ ...over, returnAt: day(3, 9) })).toBe(
      `You asked to return: your account opens again on ${formatDateTime(day(3, 9))}.`,
    );
  });

  it('reads in the player’s language', async () => {
    await changeLanguage('CN');
    expect(shown(view({ kind: 'SELF_EXCLUSION', period: '6M', endsAt: day(9, 1) }))).toBe(
      `您的 6 个月 自我禁入将持续至 ${formatDateTime(day(9, 1))}。`,
    );
  });

  it('keeps the exclusion in the session as JSON, and reads back only a sound one', () => {
    const kept = view({ kind: 'SELF_EXCLUSION', period: 'PERMANENT', endsAt: null });
    expect(readExclusion(exclusionJson(kept))).toEqual(kept);
    expect(readExclusion(null)).toBeNull();
    expect(readExclusion('1')).toBeNull();
    expect(readExclusion('{not json')).toBeNull();
    expect(readExclusion(JSON.stringify({ ...kept, kind: 'OTHER' }))).toBeNull();
    expect(readExclusion(JSON.stringify({ ...kept, endsAt: 'soon' }))).toBeNull();
  });
});
