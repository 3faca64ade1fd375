import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { nextCheckAt, playedFor } from './reality-check';

const MINUTE = 60_000;

describe('nextCheckAt', () => {
  it('is the first multiple of the interval from the login still ahead', () => {
    const start = 1_000_000;
    expect(nextCheckAt(start, 30 * MINUTE, start)).toBe(start + 30 * MINUTE);
    expect(nextCheckAt(start, 30 * MINUTE, start + 25 * MINUTE)).toBe(start + 30 * MINUTE);
    // Exactly due: the next one, an interval on.
    expect(nextCheckAt(start, 30 * MINUTE, start + 30 * MINUTE)).toBe(start + 60 * MINUTE);
    expect(nextCheckAt(start, 30 * MINUTE, start + 95 * MINUTE)).toBe(start + 120 * MINUTE);
    // A clock behind the server's: still one interval after the login.
    expect(nextCheckAt(start, 30 * MINUTE, start - 5 * MINUTE)).toBe(start + 30 * MINUTE);
  });
});

describe('playedFor', () => {
  const t = i18n.getFixedT('en');
  it('says hours and minutes', () => {
    expect(playedFor(t, 1)).toBe('1 minute');
    expect(playedFor(t, 45)).toBe('45 minutes');
    expect(playedFor(t, 60)).toBe('1 hour');
    expect(playedFor(t, 61)).toBe('1 hour and 1 minute');
    expect(playedFor(t, 150)).toBe('2 hours and 30 minutes');
    expect(playedFor(t, -3)).toBe('0 minutes');
  });
});
