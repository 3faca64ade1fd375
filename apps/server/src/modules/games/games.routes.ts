import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  favouriteRequest,
  gamesQuery,
  vassGameTypeQuery,
  type GameCategory,
} from '@bet/contracts/games/catalogue';
import { launchQuery } from '@bet/contracts/games/launch';
import { routes } from '@bet/contracts/routes';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { CachedText, RawJson } from '../../shared/raw-json.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import * as repo from './catalogue.repo.js';
import { toCard, toGame, vendorLanes } from './catalogue.service.js';
import { launchGame } from './launch.service.js';

const merchantOf = (request: FastifyRequest) => request.merchantContext.merchant.id;

/** The game lobby calls (issue 5): catalogue, favourites, recent games and launch. */
export function registerGameRoutes(
  app: FastifyInstance,
  deps: { db: Db; vendors: VendorRegistry; esportsVendors: readonly string[]; cacheMs: number },
): { clearCache: () => void } {
  const { db } = deps;
  // The lobby is read on every page and changes rarely: built once per merchant, kept `cacheMs`.
  const laneCache = new TtlCache<number, Awaited<ReturnType<typeof vendorLanes>>>(deps.cacheMs);
  const lanes = (request: FastifyRequest) =>
    laneCache.get(merchantOf(request), () => vendorLanes(db, merchantOf(request), deps.esportsVendors));
  const lanesJson = new TtlCache<number, RawJson>(deps.cacheMs);
  const hotJson = new TtlCache<number, RawJson>(deps.cacheMs);

  defineRoute(app, routes.vendorLanes, {
    handler: ({ request }) =>
      lanesJson.get(
        merchantOf(request),
        async () => new RawJson(new CachedText(JSON.stringify({ data: { lanes: await lanes(request) } }))),
      ),
  });
  defineRoute(app, routes.gameMenus, {
    handler: async ({ request }) =>
      (await lanes(request)).map((l) => ({ category: l.title, vendors: l.cards })),
  });

  defineRoute(app, routes.games, {
    query: gamesQuery,
    handler: async ({ query, request }) => {
      const filter = {
        merchantId: merchantOf(request),
        vendor: query.vassalage,
        category: query.gameType,
        search: query.search,
        hot: query.hot === '1',
      };
      const [rows, totalCount] = await Promise.all([
        repo.selectGames(db, filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
        repo.countGames(db, filter),
      ]);
      return { games: rows.map(toGame), totalCount, totalPages: Math.ceil(totalCount / query.pageSize) };
    },
  });
  defineRoute(app, routes.hotGames, {
    handler: ({ request }) =>
      hotJson.get(merchantOf(request), async () => {
        const list = (
          await repo.selectGames(db, { merchantId: merchantOf(request), hot: true }, { limit: 20, offset: 0 })
        ).map(toGame);
        return new RawJson(new CachedText(JSON.stringify({ list })));
      }),
  });
  defineRoute(app, routes.vassGameType, {
    query: vassGameTypeQuery,
    handler: async ({ query, request }) => {
      const vendor = (await repo.enabledVendors(db, merchantOf(request))).find(
        (v) => v.code === query.vassalage,
      );
      if (!vendor) throw new AppError(ErrorCodes.gameNotFound, 'no such vendor');
      const games = (
        await repo.selectGames(db, { merchantId: merchantOf(request), vendor: vendor.code })
      ).map(toGame);
      return {
        vassalage: vendor.code,
        displayName: toCard(vendor, vendor.category as GameCategory).displayName,
        games,
      };
    },
  });

  defineRoute(app, routes.favouriteList, {
    handler: async ({ request }) => {
      const { merchantId, memberId } = request.member;
      return {
        list: (await repo.selectGames(db, { merchantId, memberId, favouritesOnly: true })).map(toGame),
      };
    },
  });
  defineRoute(app, routes.favouriteAdd, {
    body: favouriteRequest,
    handler: async ({ body, request }) => {
      const { merchantId, memberId } = request.member;
      if (!(await repo.countGames(db, { merchantId, ids: [body.nodeId] })))
        throw new AppError(ErrorCodes.gameNotFound, 'no such game');
      await db
        .insertInto('favourite_games')
        .values({ member_id: memberId, game_id: body.nodeId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { nodeId: body.nodeId, favourite: true };
    },
  });
  defineRoute(app, routes.favouriteRemove, {
    body: favouriteRequest,
    handler: async ({ body, request }) => {
      await db
        .deleteFrom('favourite_games')
        .where('member_id', '=', request.member.memberId)
        .where('game_id', '=', body.nodeId)
        .execute();
      return { nodeId: body.nodeId, favourite: false };
    },
  });
  defineRoute(app, routes.recentGames, {
    handler: async ({ request }) => {
      const { merchantId, memberId } = request.member;
      const recent = await db
        .selectFrom('recent_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('played_at', 'desc')
        .limit(12)
        .execute();
      const byId = new Map(
        (await repo.selectGames(db, { merchantId, memberId, ids: recent.map((r) => r.game_id) })).map((g) => [
          g.id,
          g,
        ]),
      );
      return { list: recent.flatMap((r) => (byId.has(r.game_id) ? [toGame(byId.get(r.game_id)!)] : [])) };
    },
  });

  for (const route of [routes.launchAddress, routes.pvpLaunch]) {
    defineRoute(app, route, {
      query: launchQuery,
      // A trial account launches too: in free-play mode.
      access: 'session',
      rateLimit: { max: 60, timeWindow: '1 minute' },
      handler: ({ query, request }) =>
        launchGame(db, deps.vendors, request.member, {
          vassalage: query.vassalage,
          gameCode: query.gameCode,
          nodeId: query.nodeId ?? query.gameId,
          accountType: query.accountType,
          language: query.language ?? request.merchantContext.merchant.default_language,
        }),
    });
  }
  return {
    clearCache: () => {
      laneCache.clear();
      lanesJson.clear();
      hotJson.clear();
    },
  };
}
