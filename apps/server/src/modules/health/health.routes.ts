import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/create-db.js';

/** Liveness (the process answers) and readiness (the database answers and we are not shutting down). */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; isShuttingDown: () => boolean }) {
  const quiet = { config: { quietWhenOk: true } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
}
