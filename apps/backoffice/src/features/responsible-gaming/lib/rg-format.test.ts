import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { exclusionEndText, inForce } from './rg-format';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;
const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1);
const selfExclusion = {
  kind: 'SELF_EXCLUSION' as const,
  startsAt: now - 200 * DAY,
  endsAt: now - DAY,
  awaitingReturn: true,
  returnAt: null as number | null,
};

describe('a self-exclusion after its end', () => {
  it('stays in force until the player has asked to return and the 24 hours have passed', () => {
    expect(inForce(selfExclusion, now)).toBe(true);
    expect(inForce({ ...selfExclusion, returnAt: now + DAY }, now)).toBe(true);
    expect(inForce({ ...selfExclusion, returnAt: now - 1 }, now)).toBe(false);
    // A time-out simply ends.
    expect(inForce({ ...selfExclusion, kind: 'TIME_OUT' }, now)).toBe(false);
  });

  it('says whether the player has asked to return', () => {
    expect(exclusionEndText(t, selfExclusion)).toBe('<responsible-gaming:exclusion.endedNotAsked>');
    expect(exclusionEndText(t, { ...selfExclusion, returnAt: now + DAY })).toBe(
      '<responsible-gaming:exclusion.endedReturning>',
    );
    expect(exclusionEndText(t, { ...selfExclusion, endsAt: null })).toBe(
      '<responsible-gaming:exclusion.permanent>',
    );
  });
});
