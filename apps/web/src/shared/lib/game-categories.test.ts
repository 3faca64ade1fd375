import { describe, expect, it } from 'vitest';
import type { VendorCard } from '@bet/contracts/games/catalogue';
import type { GameCategory } from '@bet/contracts/games/categories';
import { categoryLanesOf, navCategories, pointsRateOf } from './game-categories';

const vendor = (vassalage: string, gameType: GameCategory = 'LIVE'): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  icon: '',
  isGame: 'GAME',
  isHot: 0,
  accountTypeId: 1,
  accountTypeName: vassalage,
  maintenance: false,
});

describe('navCategories', () => {
  it('lists only categories with vendors, mapped to their pages, ELOTT and LOTT sharing /elott', () => {
    const entries = navCategories([
      { category: 'LIVE', vendors: [vendor('EVO')] },
      { category: 'RNG', vendors: [] },
      { category: 'ELOTT', vendors: [vendor('E1', 'ELOTT'), vendor('B', 'ELOTT')] },
      { category: 'LOTT', vendors: [vendor('L1', 'LOTT'), vendor('B', 'LOTT')] },
      { category: 'ESPORTS', vendors: [vendor('IA', 'ESPORTS')] },
    ]);
    expect(entries.map((e) => [e.category, e.path])).toEqual([
      ['LIVE', '/live'],
      ['ELOTT', '/elott'],
      ['ESPORTS', '/esports'],
    ]);
    // A vendor in both lottery lanes is listed once.
    expect(entries[1]!.vendors.map((v) => v.vassalage)).toEqual(['E1', 'B', 'L1']);
  });

  it('names the shared lottery entry after ELOTT whichever lane comes first', () => {
    const entries = navCategories([
      { category: 'LOTT', vendors: [vendor('L1', 'LOTT')] },
      { category: 'ELOTT', vendors: [vendor('E1', 'ELOTT')] },
    ]);
    expect(entries.map((e) => [e.category, e.path, e.vendors.length])).toEqual([['ELOTT', '/elott', 2]]);
    expect(navCategories([{ category: 'LOTT', vendors: [vendor('L1', 'LOTT')] }])[0]!.category).toBe('LOTT');
  });

  it('is empty without vendors', () => {
    expect(navCategories([])).toEqual([]);
  });

  it('reads the lanes answer', () => {
    expect(categoryLanesOf([{ title: 'FISH', cards: [vendor('JDB', 'FISH')] }])).toEqual([
      { category: 'FISH', vendors: [vendor('JDB', 'FISH')] },
    ]);
  });
});

describe('points labels (spec §9)', () => {
  it('has the multiplier of live, sports, fishing, slots and PVP, and none elsewhere', () => {
    expect(
      (['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'] as const).map(pointsRateOf),
    ).toEqual(['0.70', '1.00', '1.20', '1.20', '1.00', null, null, null]);
  });
});
