import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { WebVitalsService } from './vitals.service.js';

/**
 * Real-user Web Vitals. `navigator.sendBeacon` posts a string as `text/plain` (a JSON type would
 * need a preflight in some browsers), so this route's scope reads text/plain as JSON; text that is
 * not JSON goes on as a string and fails the body schema with the usual 400.
 */
export function registerVitalsRoutes(
  app: FastifyInstance,
  deps: { vitals: WebVitalsService; rateLimit: { max: number; timeWindow: string } },
): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, body);
      }
    });
    defineRoute(scope, 'vitals', {
      rateLimit: deps.rateLimit,
      quietWhenOk: true,
      handler: ({ body }) => ({ recorded: deps.vitals.record(body) }),
    });
  });
}
