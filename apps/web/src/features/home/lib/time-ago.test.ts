import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { timeAgo } from './time-ago';

const NOW = Date.UTC(2030, 5, 15, 12, 0, 0);
const ago = (ms: number) => timeAgo(NOW - ms, NOW, i18n.t);

describe('timeAgo', () => {
  beforeAll(() => initI18n('EN'));

  it('names the largest whole unit', () => {
    expect(ago(45_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(59.6 * 60_000)).toBe('59 min ago');
    expect(ago(3 * 3_600_000)).toBe('3 h ago');
    expect(ago(86_400_000)).toBe('1 d ago');
    expect(ago(3 * 86_400_000)).toBe('3 d ago');
    expect(ago(2 * 7 * 86_400_000)).toBe('2 wk ago');
    expect(ago(3 * 52 * 7 * 86_400_000)).toBe('3 yr ago');
  });

  it('treats a time a little ahead of this clock as now', () => {
    expect(ago(-5_000)).toBe('just now');
  });

  it('speaks the page’s language', async () => {
    await initI18n('TY');
    expect(ago(5 * 60_000)).toBe('5 min ang nakalipas');
    await initI18n('EN');
  });
});
