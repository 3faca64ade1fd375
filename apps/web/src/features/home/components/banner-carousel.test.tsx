import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const BANNERS = [
  { groupName: 'home', url: '/banners/one.jpg', link: null },
  { groupName: 'home', url: '/banners/two.jpg', link: null },
];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

const shownBanner = () => screen.getByRole('img').getAttribute('src');

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances on its own', () => {
    stubReducedMotion(false);
    render(<BannerCarousel banners={BANNERS} />);
    expect(shownBanner()).toBe('/banners/one.jpg');
    act(() => void vi.advanceTimersByTime(6000));
    expect(shownBanner()).toBe('/banners/two.jpg');
  });

  it('stays on the chosen banner for reduced-motion users', () => {
    stubReducedMotion(true);
    render(<BannerCarousel banners={BANNERS} />);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(shownBanner()).toBe('/banners/one.jpg');
  });
});
