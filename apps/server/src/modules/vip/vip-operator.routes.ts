import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { VipOperatorService } from './vip-operator.service.js';

/** The back office's VIP ranks: every role reads; the table needs `configure`, a player's level `playerStatus`. */
export function registerVipOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; vip: VipOperatorService },
): void {
  const { vip } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'getVipLevels', {
      handler: ({ request }) => vip.levels(merchantId(request)),
    });
    defineOperatorRoute(secured, 'saveVipLevels', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return vip.saveLevels(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'playerVip', {
      handler: ({ query, request }) => vip.player(merchantId(request), query.username),
    });
    defineOperatorRoute(secured, 'setPlayerVip', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerStatus');
        return vip.setPlayer(merchantId(request), body, actor(request));
      },
    });
  });
}
