import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers and we are not shutting down). */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { pingDatabase: () => Promise<unknown>; isShuttingDown: () => boolean },
) {
  const quiet = { config: { quietWhenOk: true } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await deps.pingDatabase();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
}
