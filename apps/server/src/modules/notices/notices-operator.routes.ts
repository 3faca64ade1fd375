import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { NoticesOperatorService } from './notices-operator.service.js';

/** The operator's notices: every role reads; writing, publishing and deleting need `configure`. */
export function registerNoticeOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; notices: NoticesOperatorService },
) {
  const { notices } = deps;
  const configure = (request: FastifyRequest) => {
    requirePermission(request, 'configure');
    return { id: merchantId(request), who: actor(request) };
  };

  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listNotices', {
      handler: ({ request, query }) => notices.list(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'getNotice', {
      handler: ({ request, query }) => notices.get(merchantId(request), query.id),
    });
    defineOperatorRoute(secured, 'saveNotice', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return notices.save(id, request.merchantContext.merchant.languages, body, who);
      },
    });
    defineOperatorRoute(secured, 'publishNotice', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return notices.publish(id, body.id, who);
      },
    });
    defineOperatorRoute(secured, 'unpublishNotice', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return notices.unpublish(id, body.id, who);
      },
    });
    defineOperatorRoute(secured, 'deleteNotice', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return notices.remove(id, body.id, who);
      },
    });
    defineOperatorRoute(secured, 'previewNotice', {
      handler: ({ request, body }) => {
        configure(request);
        return notices.preview(body.content);
      },
    });
  });
}
