import { describe, expect, it } from 'vitest';
import { activeVendorOf, categoryPageAt, vendorsOfPage } from './category-pages.js';

const vendor = (vassalage: string) => ({ vassalage });

describe('category pages', () => {
  it('lists the vendors of the page categories once each, in lane order', () => {
    const lanes = [
      { category: 'LOTT' as const, vendors: [vendor('L1'), vendor('B')] },
      { category: 'ELOTT' as const, vendors: [vendor('B'), vendor('E1')] },
      { category: 'LIVE' as const, vendors: [vendor('EVO')] },
    ];
    expect(vendorsOfPage(lanes, ['ELOTT', 'LOTT']).map((v) => v.vassalage)).toEqual(['B', 'E1', 'L1']);
    expect(vendorsOfPage(lanes, [])).toEqual([]);
  });

  it('shows the wanted vendor when listed, else the first', () => {
    const vendors = [vendor('PP'), vendor('PG')];
    expect(activeVendorOf(vendors, 'PG')).toBe(vendors[1]);
    expect(activeVendorOf(vendors, 'NOPE')).toBe(vendors[0]);
    expect(activeVendorOf([], 'PG')).toBeUndefined();
  });

  it('knows its pages by path, and nothing else', () => {
    expect(categoryPageAt('/rng')).toBe('rng');
    expect(categoryPageAt('/rng?page=PP')).toBeUndefined();
    expect(categoryPageAt('/toString')).toBeUndefined();
    expect(categoryPageAt('/')).toBeUndefined();
  });
});
