import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { FeedbackOperatorService } from './feedback-operator.service.js';

/** The back office's feedback queue: players' messages are read and answered with playerAccess only. */
export function registerFeedbackOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; feedback: FeedbackOperatorService },
): void {
  const { feedback } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    secured.addHook('preHandler', async (request) => requirePermission(request, 'playerAccess'));
    defineOperatorRoute(secured, 'listFeedback', {
      handler: ({ query, request }) => feedback.list(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'feedbackDetail', {
      handler: ({ query, request }) => feedback.detail(merchantId(request), query.id),
    });
    defineOperatorRoute(secured, 'operatorFeedbackScreenshot', {
      handler: ({ query, request }) => feedback.screenshot(merchantId(request), query.id),
    });
    defineOperatorRoute(secured, 'feedbackCounts', {
      handler: ({ request }) => feedback.counts(merchantId(request)),
    });
    defineOperatorRoute(secured, 'replyFeedback', {
      handler: ({ body, request }) => feedback.reply(merchantId(request), body, actor(request)),
    });
    defineOperatorRoute(secured, 'closeFeedback', {
      handler: ({ body, request }) => feedback.close(merchantId(request), body, actor(request)),
    });
  });
}
