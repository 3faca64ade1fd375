import {
  GAME_CATEGORIES,
  type Game,
  type GameCategory,
  type VendorCard,
} from '@bet/contracts/games/catalogue';
import type { Db } from '../../db/create-db.js';
import * as repo from './catalogue.repo.js';

/** The sports vendor DS88 is cockfighting: players know it as SABONG (spec §3). */
const DISPLAY_RENAMES: Record<string, string> = { DS88: 'SABONG' };

export const toCard = (v: repo.VendorRecord, category: GameCategory): VendorCard => ({
  vassalage: v.code,
  displayName: DISPLAY_RENAMES[v.code] ?? v.name,
  gameType: category,
  icon: v.icon,
  isGame: v.is_game,
  isHot: v.is_hot ? 1 : 0,
  accountTypeId: v.account_type_id,
  accountTypeName: v.account_type_name || v.code,
  maintenance: v.maintenance,
});

export const toGame = (g: repo.GameRow): Game => ({
  nodeId: g.id,
  code: g.code,
  displayName: g.name,
  gameType: g.category as GameCategory,
  vassalage: g.vendor,
  accountTypeName: g.account_type_name || g.vendor,
  icon: g.icon,
  isHot: g.is_hot ? 1 : 0,
  defaultPlayType: g.default_play_type,
  isGame: g.is_game,
  favourite: Boolean(g.favourite),
});

/**
 * The vendor lanes: one per category that has vendors, in the platform's order. A vendor shows in
 * its own lane and in every category it has games in; vendors on the e-sports list move from
 * SPORTS to ESPORTS (the list is a setting, empty by default).
 */
export async function vendorLanes(
  db: Db,
  merchantId: number,
  esportsVendors: readonly string[],
): Promise<Array<{ title: GameCategory; cards: VendorCard[] }>> {
  const [vendors, gameCategories] = await Promise.all([
    repo.enabledVendors(db, merchantId),
    repo.vendorGameCategories(db, merchantId),
  ]);
  const lanes = new Map<GameCategory, VendorCard[]>(GAME_CATEGORIES.map((c) => [c, []]));
  for (const v of vendors) {
    const categories = new Set([
      v.category,
      ...gameCategories.filter((g) => g.vendor === v.code).map((g) => g.category),
    ]);
    for (const raw of categories) {
      const category = (
        raw === 'SPORTS' && esportsVendors.includes(v.code) ? 'ESPORTS' : raw
      ) as GameCategory;
      lanes.get(category)?.push(toCard(v, category));
    }
  }
  return [...lanes].filter(([, cards]) => cards.length > 0).map(([title, cards]) => ({ title, cards }));
}
