import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.UTC(2030, 5, 15, 12, 0, 0);
const ago = (ms: number, locale = 'en') => timeAgo(NOW - ms, NOW, locale);

describe('timeAgo', () => {
  it('names the largest whole unit', () => {
    expect(ago(0)).toBe('now');
    expect(ago(45_000)).toBe('45 seconds ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(59.6 * 60_000)).toBe('59 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('yesterday');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
  });

  it('treats a time a little ahead of this clock as now', () => {
    expect(ago(-5_000)).toBe('now');
  });

  it('speaks the page’s language', () => {
    expect(ago(5 * 60_000, 'tl')).toBe('5 minuto ang nakalipas');
  });
});
