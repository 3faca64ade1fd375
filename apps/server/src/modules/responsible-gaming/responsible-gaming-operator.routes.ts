import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { HarmMarkers } from './harm-markers.service.js';
import type { ResponsibleGamingOperatorService } from './responsible-gaming-operator.service.js';

/**
 * Operator: responsible gaming (issue 20) — every role reads; adding a self-exclusion and closing a
 * review are `playerStatus`; the help organisations and the markers of harm are `configure`.
 */
export function registerResponsibleGamingOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; rg: ResponsibleGamingOperatorService; harmMarkers: HarmMarkers },
) {
  const { rg, harmMarkers } = deps;
  const who = (request: { operator: { operatorId: number; username: string }; ip: string }) => ({
    operatorId: request.operator.operatorId,
    username: request.operator.username,
    ip: request.ip,
  });
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
        return rg.addExclusion(merchantId(request), body, who(request));
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
        return rg.saveHelpLinks(merchantId(request), body, who(request));
      },
    });
    defineOperatorRoute(secured, 'rgHarmMarkers', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return harmMarkers.settings(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'rgSaveHarmMarkers', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return harmMarkers.save(merchantId(request), body, who(request));
      },
    });
    defineOperatorRoute(secured, 'rgReviews', {
      handler: ({ request, query }) => {
        requirePermission(request, 'read');
        return harmMarkers.reviews(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'rgCloseReview', {
      handler: ({ request, body }) => {
        requirePermission(request, 'playerStatus');
        return harmMarkers.close(merchantId(request), body, who(request));
      },
    });
  });
}
