import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { LobbyService } from './lobby.service.js';

const merchantOf = (request: FastifyRequest) => request.merchantContext.merchant.id;

/** The game lobby calls (issue 5): catalogue, favourites, recent games and launch. */
export function registerGameRoutes(app: FastifyInstance, deps: { lobby: LobbyService }): void {
  const { lobby } = deps;

  defineRoute(app, 'vendorLanes', {
    handler: ({ request }) => lobby.lanesDocument(merchantOf(request)),
  });
  defineRoute(app, 'gameMenus', {
    handler: ({ request }) => lobby.menus(merchantOf(request)),
  });

  defineRoute(app, 'games', {
    handler: ({ query, request }) => lobby.games(merchantOf(request), query),
  });
  defineRoute(app, 'hotGames', {
    handler: ({ request }) => lobby.hotGamesDocument(merchantOf(request)),
  });
  defineRoute(app, 'vassGameType', {
    handler: ({ query, request }) => lobby.vendorGames(merchantOf(request), query.vassalage),
  });

  defineRoute(app, 'favouriteList', {
    handler: ({ request }) => lobby.favourites(request.member),
  });
  defineRoute(app, 'favouriteAdd', {
    handler: ({ body, request }) => lobby.addFavourite(request.member, body.nodeId),
  });
  defineRoute(app, 'favouriteRemove', {
    handler: ({ body, request }) => lobby.removeFavourite(request.member.memberId, body.nodeId),
  });
  defineRoute(app, 'recentGames', {
    handler: ({ request }) => lobby.recentGames(request.member),
  });

  defineRoute(app, 'pvpRooms', {
    handler: ({ request }) => lobby.pvpRooms(merchantOf(request)),
  });

  for (const route of ['launchAddress', 'pvpLaunch'] as const) {
    defineRoute(app, route, {
      // A trial account launches too: in free-play mode.
      access: 'session',
      rateLimit: { max: 60, timeWindow: '1 minute' },
      handler: ({ query, request }) =>
        lobby.launch(request.member, {
          vassalage: query.vassalage,
          gameCode: query.gameCode,
          nodeId: query.nodeId ?? query.gameId,
          accountType: query.accountType,
          language: query.language ?? request.merchantContext.merchant.default_language,
        }),
    });
  }
}
