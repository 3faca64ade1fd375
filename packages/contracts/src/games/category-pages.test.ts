import { describe, expect, it } from 'vitest';
import type { VendorCard } from './catalogue.js';
import type { GameCategory } from './categories.js';
import { vendorsOfPage } from './category-pages.js';

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

describe('vendorsOfPage', () => {
  it('lists the vendors of the page categories once each, in lane order', () => {
    const lanes = [
      { category: 'LOTT' as const, vendors: [vendor('L1', 'LOTT'), vendor('B', 'LOTT')] },
      { category: 'ELOTT' as const, vendors: [vendor('B', 'ELOTT'), vendor('E1', 'ELOTT')] },
      { category: 'LIVE' as const, vendors: [vendor('EVO')] },
    ];
    expect(vendorsOfPage(lanes, ['ELOTT', 'LOTT']).map((v) => v.vassalage)).toEqual(['B', 'E1', 'L1']);
    expect(vendorsOfPage(lanes, [])).toEqual([]);
  });
});
