import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { CardRoomOperationsService } from './card-room-operations.service.js';

/** Operator: the house card room (issue 19) — every role reads its book, rooms and last hands. */
export function registerCardRoomOperationsRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; cardRoom: CardRoomOperationsService },
) {
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'cardRoomOverview', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return deps.cardRoom.overview(merchantId(request));
      },
    });
  });
}
