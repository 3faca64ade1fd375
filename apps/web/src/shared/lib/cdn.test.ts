import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl, launchUrl, setCdns } from './cdn';

afterEach(() => setCdns([], []));

describe('launchUrl', () => {
  it('prefixes a relative address with the chosen launch CDN', () => {
    const cdns = ['https://a.cdn.test/', 'https://b.cdn.test'];
    expect(launchUrl('/hv/play/slot?t=1', cdns, () => 0)).toBe('https://a.cdn.test/hv/play/slot?t=1');
    expect(launchUrl('hv/play/slot?t=1', cdns, () => 0.99)).toBe('https://b.cdn.test/hv/play/slot?t=1');
  });

  it("keeps absolute addresses, and relative ones when the CDN is '/' or there is none", () => {
    expect(launchUrl('https://vendor.test/g?x=1', ['https://a.cdn.test'])).toBe('https://vendor.test/g?x=1');
    expect(launchUrl('//vendor.test/g', ['https://a.cdn.test'])).toBe('//vendor.test/g');
    expect(launchUrl('/hv/play/slot?t=1', ['/'])).toBe('/hv/play/slot?t=1');
    expect(launchUrl('/hv/play/slot?t=1', [])).toBe('/hv/play/slot?t=1');
  });

  it('reads the list set from the system status', () => {
    setCdns([], ['https://launch.test']);
    expect(launchUrl('/hv/play/fish?t=2')).toBe('https://launch.test/hv/play/fish?t=2');
  });
});

describe('imageUrl', () => {
  it('keeps one CDN per path, and leaves absolute URLs alone', () => {
    setCdns(['https://img1.test', 'https://img2.test'], []);
    const first = imageUrl('/games/slot.png');
    expect(first).toMatch(/^https:\/\/img[12]\.test\/games\/slot\.png$/);
    for (let i = 0; i < 10; i += 1) expect(imageUrl('/games/slot.png')).toBe(first);
    expect(imageUrl('https://x.test/a.png')).toBe('https://x.test/a.png');
    setCdns([], []);
    expect(imageUrl('/games/slot.png')).toBe('/games/slot.png');
  });
});
