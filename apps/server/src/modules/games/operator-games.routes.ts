import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { OperatorCatalogueService } from './operator-catalogue.service.js';

/**
 * Operator: the catalogue's vendors and games (every role reads), vendors (on/off, maintenance, hot, how they open), games of the catalogue (on/off,
 * hot), and the house vendor's per-game settings (on/off, stake limits); admin only to change.
 */
export function registerOperatorGameRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; catalogue: OperatorCatalogueService },
) {
  const { catalogue } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'setVendor', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return catalogue.setVendor(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setGame', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return catalogue.setGame(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listVendors', {
      handler: ({ request }) => catalogue.vendors(merchantId(request)),
    });
    defineOperatorRoute(secured, 'listCatalogueGames', {
      handler: ({ request, query }) => catalogue.games(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'getHouseGameSettings', {
      handler: ({ request }) => catalogue.houseGameSettings(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setHouseGameSettings', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return catalogue.setHouseGameSettings(merchantId(request), body, actor(request));
      },
    });
  });
}
