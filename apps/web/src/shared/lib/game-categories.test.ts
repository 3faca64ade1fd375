import { describe, expect, it } from 'vitest';
import { navCategories } from './game-categories';

const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage });

describe('navCategories', () => {
  it('lists only categories with vendors, mapped to their pages, ELOTT and LOTT sharing /elott', () => {
    const entries = navCategories([
      { category: 'LIVE', vendors: [vendor('EVO')] },
      { category: 'RNG', vendors: [] },
      { category: 'ELOTT', vendors: [vendor('E1')] },
      { category: 'LOTT', vendors: [vendor('L1')] },
      { category: 'ESPORTS', vendors: [vendor('IA')] },
    ]);
    expect(entries.map((e) => [e.category, e.path])).toEqual([
      ['LIVE', '/live'],
      ['ELOTT', '/elott'],
      ['ESPORTS', '/esports'],
    ]);
    expect(entries[1]!.vendors.map((v) => v.vassalage)).toEqual(['E1', 'L1']);
  });

  it('is empty without vendors', () => {
    expect(navCategories([])).toEqual([]);
  });
});
