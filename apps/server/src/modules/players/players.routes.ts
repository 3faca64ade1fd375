import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { PlayerActionsService } from './player-actions.service.js';
import type { PlayerDetailService } from './player-detail.service.js';
import type { PlayerSearchService } from './player-search.service.js';

/**
 * The operator's players (issue 13 item 4). Every role reads (the scope needs a session, which
 * every role has: `read`); each action checks its own permission before anything changes.
 */
export function registerPlayerRoutes(
  app: FastifyInstance,
  deps: {
    auth: OperatorAuthService;
    search: PlayerSearchService;
    detail: PlayerDetailService;
    actions: PlayerActionsService;
  },
) {
  const { search, detail, actions } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'searchPlayers', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return search.search(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'getPlayer', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return detail.detail(request.merchantContext.merchant, query.username);
      },
    });
    defineOperatorRoute(secured, 'playerAgentTree', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return detail.agentTree(merchantId(request), query.username);
      },
    });
    defineOperatorRoute(secured, 'playerLedger', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return detail.ledger(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'playerBets', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return detail.bets(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'playerLogins', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return detail.logins(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'playerAudit', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return detail.audit(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'lockPlayer', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerStatus');
        return actions.lock(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'endPlayerSessions', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return actions.endSessions(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'sendPasswordReset', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return actions.sendPasswordReset(merchantId(request), body, actor(request));
      },
    });
  });
}
