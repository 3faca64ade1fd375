import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { ResponsibleGamingOperatorService } from './responsible-gaming-operator.service.js';

/**
 * Operator: responsible gaming (issue 20) — every role reads; adding a self-exclusion is
 * `playerStatus`; the help organisations are `configure`.
 */
export function registerResponsibleGamingOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; rg: ResponsibleGamingOperatorService },
) {
  const { rg } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'rgPlayers', {
      handler: ({ request, query }) => {
        requirePermission(request, 'read');
        return rg.players(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'rgPlayer', {
      handler: ({ request, query }) => {
        requirePermission(request, 'read');
        return rg.player(merchantId(request), query.memberId);
      },
    });
    defineOperatorRoute(secured, 'rgAddExclusion', {
      handler: ({ request, body }) => {
        requirePermission(request, 'playerStatus');
        return rg.addExclusion(merchantId(request), body, {
          operatorId: request.operator.operatorId,
          username: request.operator.username,
          ip: request.ip,
        });
      },
    });
    defineOperatorRoute(secured, 'rgRefusals', {
      handler: ({ request, query }) => {
        requirePermission(request, 'read');
        return rg.refusals(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'rgHelpLinks', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return rg.helpLinks(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'rgSaveHelpLinks', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return rg.saveHelpLinks(merchantId(request), body, {
          operatorId: request.operator.operatorId,
          ip: request.ip,
        });
      },
    });
  });
}
