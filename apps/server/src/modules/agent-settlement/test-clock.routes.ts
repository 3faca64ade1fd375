import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../shared/clock.js';

const advanceRequest = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400_000),
});

/**
 * Tests only (TEST_CLOCK_CONTROL with NODE_ENV=test; never part of the API contract): moves
 * settlement's clock forward so a browser test sees a contract period close (decision 0038).
 */
export function registerTestClockRoutes(app: FastifyInstance, deps: { clock: Clock }): void {
  app.post('/test/clock', async (request, reply) => {
    const body = advanceRequest.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({ error: 'advanceMs: whole milliseconds, at most 400 days' });
    deps.clock.advance(body.data.advanceMs);
    return { now: deps.clock.now() };
  });
}
