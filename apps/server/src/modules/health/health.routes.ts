import type { FastifyInstance } from 'fastify';
import type { BusHealth } from '../../adapters/redis/bus.js';

/**
 * Liveness (the process answers) and readiness (the database answers and we are not shutting
 * down). Redis is not a condition of readiness: without it the process still serves (limits per
 * process, caches by their TTL), so /readyz stays 200 and says `redis: "down"` as a warning.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: {
    pingDatabase: () => Promise<unknown>;
    isShuttingDown: () => boolean;
    /** null: no Redis configured (one process). */
    redisHealth: () => BusHealth | null;
  },
) {
  const quiet = { config: { quietWhenOk: true } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await deps.pingDatabase();
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
    const redis = deps.redisHealth();
    if (!redis) return { status: 'ready' };
    return redis.ok
      ? { status: 'ready', redis: 'up' }
      : { status: 'ready', redis: 'down', redisError: redis.error };
  });
}
