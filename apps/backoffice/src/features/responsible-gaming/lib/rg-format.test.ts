import i18n, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { exclusionEndText, hourText, inForce, measuredText } from './rg-format';

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

describe('what a marker of harm measured', () => {
  const en = i18n.getFixedT('en');

  it('says a deposit surge as a factor, one decimal, against its threshold', () => {
    expect(measuredText(en, { marker: 'DEPOSIT_SURGE', measured: 4.5, threshold: 3 })).toBe(
      '4.5× (threshold 3×)',
    );
    expect(measuredText(en, { marker: 'DEPOSIT_SURGE', measured: 12, threshold: 10 })).toBe(
      '12.0× (threshold 10×)',
    );
  });

  it('counts nights, refusals and raises, one or more', () => {
    expect(measuredText(en, { marker: 'NIGHT_PLAY', measured: 4, threshold: 3 })).toBe(
      '4 nights (threshold 3)',
    );
    expect(measuredText(en, { marker: 'NIGHT_PLAY', measured: 1, threshold: 1 })).toBe(
      '1 night (threshold 1)',
    );
    expect(measuredText(en, { marker: 'LIMIT_REFUSALS', measured: 5, threshold: 3 })).toBe(
      '5 refusals (threshold 3)',
    );
    expect(measuredText(en, { marker: 'LIMIT_REFUSALS', measured: 1, threshold: 1 })).toBe(
      '1 refusal (threshold 1)',
    );
    expect(measuredText(en, { marker: 'LIMIT_RAISES', measured: 2, threshold: 2 })).toBe(
      '2 raises (threshold 2)',
    );
    expect(measuredText(en, { marker: 'LIMIT_RAISES', measured: 1, threshold: 1 })).toBe(
      '1 raise (threshold 1)',
    );
  });

  it('writes the night hours as the clock does', () => {
    expect(hourText(0)).toBe('00:00');
    expect(hourText(6)).toBe('06:00');
  });
});
