import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { MissionsOperatorService } from './missions-operator.service.js';

/** The back office's missions: every role reads; `configure` saves and pauses. */
export function registerMissionOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; missions: MissionsOperatorService },
): void {
  const { missions } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listMissions', {
      handler: ({ request }) => missions.list(merchantId(request)),
    });
    defineOperatorRoute(secured, 'saveMission', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return missions.save(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setMissionStatus', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return missions.setStatus(merchantId(request), body.id, body.status, actor(request));
      },
    });
  });
}
