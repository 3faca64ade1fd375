import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { PointsOperatorService } from './points-operator.service.js';

/**
 * The back office's points: every role reads; settings and items need `configure`; deciding
 * redemptions and adjusting a player's points move value, so they need `moveMoney`.
 */
export function registerPointsOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; points: PointsOperatorService },
): void {
  const { points } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'getPointsSettings', {
      handler: ({ request }) => points.settings(merchantId(request)),
    });
    defineOperatorRoute(secured, 'savePointsSettings', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return points.saveSettings(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listMallItems', {
      handler: ({ request }) => points.items(merchantId(request)),
    });
    defineOperatorRoute(secured, 'saveMallItem', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return points.saveItem(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setMallItemStatus', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return points.setItemStatus(merchantId(request), body.id, body.status, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listRedemptions', {
      handler: ({ query, request }) => points.redemptions(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'approveRedemption', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return points.approve(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'rejectRedemption', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return points.reject(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'playerPoints', {
      handler: ({ query, request }) => points.playerPoints(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'adjustPoints', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return points.adjust(merchantId(request), body, actor(request));
      },
    });
  });
}
