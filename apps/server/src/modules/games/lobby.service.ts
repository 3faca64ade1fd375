import { ErrorCodes } from '@bet/contracts/error-codes';
import type { z } from 'zod';
import type { GameCategory, gamesQuery } from '@bet/contracts/games/catalogue';
import {
  activeVendorOf,
  CATEGORY_PAGES,
  GAMES_PAGE_SIZE,
  vendorsOfPage,
  type CategoryPageName,
} from '@bet/contracts/games/category-pages';
import type { ServedCategoryGames } from '@bet/contracts/system/served-data';
import type { LaunchResponse } from '@bet/contracts/games/launch';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { CachedText, RawJson } from '../../shared/raw-json.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { MemberIdentity } from '../identity/session.service.js';
import * as repo from './catalogue.repo.js';
import { toCard, toGame, vendorLanes } from './catalogue.service.js';
import { launchGame, type LaunchInput } from './launch.service.js';
import type { PlayLimits } from '../responsible-gaming/play-limits.js';

/** How many recently played games the lobby shows. */
const RECENT_GAMES = 12;
/** How many hot games the lobby shows. */
const HOT_GAMES = 20;

/**
 * The game lobby (issue 5): catalogue, favourites, recent games and launch. The lobby is read on
 * every page and changes rarely: lanes and hot games are built once per merchant, kept `cacheMs`.
 */
export class LobbyService {
  private readonly laneCache: TtlCache<number, Awaited<ReturnType<typeof vendorLanes>>>;
  private readonly lanesJson: TtlCache<number, RawJson>;
  private readonly hotJson: TtlCache<number, RawJson>;
  private readonly categoryGamesJson: TtlCache<string, RawJson | null>;

  constructor(
    private readonly d: {
      db: Db;
      vendors: VendorRegistry;
      esportsVendors: readonly string[];
      cacheMs: number;
      /** The player's limits: a real-money launch is refused once one is used up (issue 20). */
      limits: PlayLimits;
    },
  ) {
    this.laneCache = new TtlCache(d.cacheMs);
    this.lanesJson = new TtlCache(d.cacheMs);
    this.hotJson = new TtlCache(d.cacheMs);
    this.categoryGamesJson = new TtlCache(d.cacheMs);
  }

  /** Drops every cached lobby document (an operator changed vendors or games). */
  clearCache(): void {
    this.laneCache.clear();
    this.lanesJson.clear();
    this.hotJson.clear();
    this.categoryGamesJson.clear();
  }

  private lanes(merchantId: number) {
    return this.laneCache.get(merchantId, () => vendorLanes(this.d.db, merchantId, this.d.esportsVendors));
  }

  lanesDocument(merchantId: number): Promise<RawJson> {
    return this.lanesJson.get(
      merchantId,
      async () =>
        new RawJson(new CachedText(JSON.stringify({ data: { lanes: await this.lanes(merchantId) } }))),
    );
  }

  async menus(merchantId: number) {
    return (await this.lanes(merchantId)).map((l) => ({ category: l.title, vendors: l.cards }));
  }

  async games(merchantId: number, query: z.output<typeof gamesQuery>) {
    const filter = {
      merchantId,
      vendor: query.vassalage,
      category: query.gameType,
      search: query.search,
      hot: query.hot === '1',
    };
    const [rows, totalCount] = await Promise.all([
      repo.selectGames(this.d.db, filter, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }),
      repo.countGames(this.d.db, filter),
    ]);
    return { games: rows.map(toGame), totalCount, totalPages: Math.ceil(totalCount / query.pageSize) };
  }

  /**
   * A category page's first vendor's first page of games, asked as the page asks for them by a
   * visitor without a token (`ServedCategoryGames`): the page's document carries it (issue 11).
   * Null when the page lists no vendor.
   */
  categoryGamesDocument(merchantId: number, page: CategoryPageName): Promise<RawJson | null> {
    return this.categoryGamesJson.get(`${merchantId}/${page}`, async () => {
      const vendor = activeVendorOf(vendorsOfPage(await this.menus(merchantId), CATEGORY_PAGES[page]));
      if (!vendor) return null;
      const query = {
        vassalage: vendor.vassalage,
        gameType: vendor.gameType,
        pageNo: 1,
        pageSize: GAMES_PAGE_SIZE,
      } as const;
      const served: ServedCategoryGames = { query, answer: await this.games(merchantId, query) };
      return new RawJson(new CachedText(JSON.stringify(served)));
    });
  }

  hotGamesDocument(merchantId: number): Promise<RawJson> {
    return this.hotJson.get(merchantId, async () => {
      const page = { limit: HOT_GAMES, offset: 0 };
      const list = (await repo.selectGames(this.d.db, { merchantId, hot: true }, page)).map(toGame);
      return new RawJson(new CachedText(JSON.stringify({ list })));
    });
  }

  /**
   * The PVP room list (spec §7): every PVP game of a vendor that lists rooms, with its stakes and
   * who is playing now from the vendor. A vendor that does not answer leaves its rooms out (the
   * list is a lobby, not a promise); a room the operator turned off is not listed.
   */
  async pvpRooms(merchantId: number) {
    const games = (await repo.selectGames(this.d.db, { merchantId, category: 'PVP' })).map(toGame);
    const list = [];
    for (const vendor of new Set(games.map((g) => g.vassalage))) {
      const rooms = await this.d.vendors
        .get(vendor)
        ?.pvpRooms?.(merchantId)
        .catch(() => []);
      for (const room of rooms ?? []) {
        const game = games.find((g) => g.vassalage === vendor && g.code === room.code);
        if (!game) continue;
        const { code: _code, name: _name, ...figures } = room;
        list.push({ game, ...figures });
      }
    }
    return { list };
  }

  async vendorGames(merchantId: number, vendorCode: string) {
    const vendor = (await repo.enabledVendors(this.d.db, merchantId)).find((v) => v.code === vendorCode);
    if (!vendor) throw new AppError(ErrorCodes.gameNotFound, 'no such vendor');
    const games = (await repo.selectGames(this.d.db, { merchantId, vendor: vendor.code })).map(toGame);
    return {
      vassalage: vendor.code,
      displayName: toCard(vendor, vendor.category as GameCategory).displayName,
      games,
    };
  }

  async favourites(member: Pick<MemberIdentity, 'merchantId' | 'memberId'>) {
    const { merchantId, memberId } = member;
    return {
      list: (await repo.selectGames(this.d.db, { merchantId, memberId, favouritesOnly: true })).map(toGame),
    };
  }

  async addFavourite(member: Pick<MemberIdentity, 'merchantId' | 'memberId'>, nodeId: number) {
    const { merchantId, memberId } = member;
    if (!(await repo.countGames(this.d.db, { merchantId, ids: [nodeId] })))
      throw new AppError(ErrorCodes.gameNotFound, 'no such game');
    await repo.addFavourite(this.d.db, memberId, nodeId);
    return { nodeId, favourite: true };
  }

  async removeFavourite(memberId: bigint, nodeId: number) {
    await repo.removeFavourite(this.d.db, memberId, nodeId);
    return { nodeId, favourite: false };
  }

  async recentGames(member: Pick<MemberIdentity, 'merchantId' | 'memberId'>) {
    const { merchantId, memberId } = member;
    const recent = await repo.recentGameIds(this.d.db, memberId, RECENT_GAMES);
    const byId = new Map(
      (await repo.selectGames(this.d.db, { merchantId, memberId, ids: recent })).map((g) => [g.id, g]),
    );
    return { list: recent.flatMap((id) => (byId.has(id) ? [toGame(byId.get(id)!)] : [])) };
  }

  launch(member: MemberIdentity, input: LaunchInput): Promise<LaunchResponse> {
    return launchGame(this.d, member, input);
  }
}
