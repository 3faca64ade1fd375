import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { ApiDocsService } from './api-docs.service.js';
import { DOCS_PAGE, docsAsset } from './docs-assets.js';

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** A prepared text or file: gzip when the browser takes it and there is a compressed copy. */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: Buffer | string, gzip?: Buffer) {
  if (!gzip) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  return acceptsGzip(request) ? reply.header('content-encoding', 'gzip').send(gzip) : reply.send(body);
}

/**
 * The API documentation (decision 0022): the OpenAPI document generated from the contract and
 * Swagger UI showing it, at /docs — only while the operator setting `apiDocs` is on (404
 * otherwise, as if there were no such page); the operator calls that read and switch it.
 */
export function registerApiDocsRoutes(
  app: FastifyInstance,
  deps: { docs: ApiDocsService; auth: OperatorAuthService },
): void {
  const { docs, auth } = deps;

  app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      if (!(await docs.isEnabled())) return reply.status(404).type('text/plain').send('Not found');
    });
    const page = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_PAGE);
    scope.get('/docs', page);
    scope.get('/docs/', page);
    scope.get('/docs/openapi.json', (request, reply) => {
      const { text, gzip } = docs.openApiJson();
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      return sendPrepared(request, reply, text, gzip);
    });
    scope.get<{ Params: { file: string } }>('/docs/assets/:file', (request, reply) => {
      const asset = docsAsset(request.params.file);
      if (!asset) return reply.status(404).type('text/plain').send('Not found');
      reply.header('cache-control', 'public, max-age=86400').type(asset.type);
      return sendPrepared(request, reply, asset.body, asset.gzip);
    });
  });

  registerOperatorScope(app, auth, (secured) => {
    defineOperatorRoute(secured, 'getApiDocs', { handler: () => docs.getSetting() });
    defineOperatorRoute(secured, 'setApiDocs', {
      handler: ({ request, body }) => {
        requirePermission(request, 'administer');
        return docs.setSetting(body, actor(request));
      },
    });
  });
}
