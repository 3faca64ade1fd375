import type { FastifyInstance } from 'fastify';
import { FEEDBACK_SCREENSHOTS_MAX, FEEDBACK_SCREENSHOT_MAX_BYTES } from '@bet/contracts/content/feedback';
import { defineRoute } from '../../shared/define-route.js';
import type { FeedbackService } from './feedback.service.js';

/**
 * Three screenshots of 5 MB as base64 (4/3 of the bytes) plus the text: the body limit of the
 * send call only; every other call keeps the default.
 */
export const FEEDBACK_BODY_LIMIT =
  Math.ceil((FEEDBACK_SCREENSHOT_MAX_BYTES * 4) / 3) * FEEDBACK_SCREENSHOTS_MAX + 64 * 1024;

/** The player's feedback calls (issue 14); real accounts only (trial refused by the default access). */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService; rateLimit: { max: number; timeWindow: number | string } },
): void {
  const { feedback } = deps;
  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = FEEDBACK_BODY_LIMIT;
    });
    defineRoute(scope, 'feedback', {
      rateLimit: deps.rateLimit,
      handler: ({ body, request }) => feedback.send(request.member, body),
    });
  });
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
