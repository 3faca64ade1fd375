import type { FastifyInstance } from 'fastify';
import { FEEDBACK_SCREENSHOTS_MAX } from '@bet/contracts/content/feedback';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { FeedbackService } from './feedback.service.js';

/** The player's feedback calls (issue 14); real accounts only (trial refused by the default access). */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService; rateLimit: { max: number; timeWindow: number | string } },
): void {
  const { feedback } = deps;
  // Three screenshots of 5 MB as base64 plus the text: the send call's body limit only.
  withImageBodyLimit(
    app,
    (scope) =>
      defineRoute(scope, 'feedback', {
        rateLimit: deps.rateLimit,
        handler: ({ body, request }) => feedback.send(request.member, body),
      }),
    FEEDBACK_SCREENSHOTS_MAX,
  );
  defineRoute(app, 'feedbackList', {
    handler: ({ query, request }) => feedback.list(request.member, query),
  });
  // The image itself, for the player's own <img>: private (a shared cache must not keep it).
  defineRoute(app, 'feedbackScreenshot', {
    handler: async ({ query, request, reply }) => {
      const shot = await feedback.screenshot(request.member, query.id);
      return reply
        .type(shot.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(shot.data);
    },
  });
}
