import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { SportsOperationsService } from './sports-operations.service.js';

/**
 * Operator: the house sportsbook (issue 19). Every role reads the fixtures; `configure` creates and
 * imports fixtures, enters the live score and suspends markets; `moveMoney` settles and voids.
 */
export function registerSportsOperationsRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; sports: SportsOperationsService },
) {
  const { sports } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listSportsEvents', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return sports.events(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'createSportsEvent', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return sports.create(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'importSportsEvents', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return sports.import(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setSportsScore', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return sports.score(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'suspendSportsEvent', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return sports.suspend(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'settleSportsEvent', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return sports.settle(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'voidSportsEvent', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return sports.void(merchantId(request), body, actor(request));
      },
    });
  });
}
