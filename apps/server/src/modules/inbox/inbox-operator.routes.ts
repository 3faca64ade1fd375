import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { InboxOperatorService } from './inbox-operator.service.js';

/** The operator's inbox: writing to players is `playerAccess` (admin, support); every send is audited. */
export function registerInboxOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; inbox: InboxOperatorService },
) {
  const { inbox } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'previewInboxAudience', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return inbox.preview(merchantId(request), body.audience);
      },
    });
    defineOperatorRoute(secured, 'sendInboxMessage', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return inbox.send(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listSentInboxMessages', {
      handler: ({ query, request }) => {
        requirePermission(request, 'playerAccess');
        return inbox.listSent(merchantId(request), query);
      },
    });
  });
}
