import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOTTERY_API, LOTTERY_SESSION_HEADER } from '@bet/contracts/lottery/paths';
import { ordersQuery, placeBetsBody } from '@bet/contracts/lottery/bets';
import { drawQuery, drawsQuery, vnNumbersQuery } from '@bet/contracts/lottery/draws';
import type { Bus } from '../../adapters/redis/bus.js';
import { eventStreams } from '../../shared/event-streams.js';
import type { LotteryBetting } from './lottery-betting.service.js';
import { LOTTERY_DRAWS_CHANNEL } from './lottery-draws.service.js';
import { LotteryError } from './lottery-error.js';
import type { LotteryResults } from './lottery-results.service.js';

const sessionOf = (request: FastifyRequest) => {
  const header = request.headers[LOTTERY_SESSION_HEADER];
  return typeof header === 'string' ? header : undefined;
};

/**
 * The house lottery's own API for the player's browser (decision 0041): public draws and results,
 * the live draw stream, and the player's calls under the lottery session of the launch. It answers
 * in the house vendor's format, `{ ok, value }` or `{ ok: false, error }`.
 */
export function registerLotteryPlayerRoutes(
  app: FastifyInstance,
  deps: {
    betting: LotteryBetting;
    results: LotteryResults;
    bus: Bus;
    betsPerMinute: number;
    heartbeatMs?: number;
  },
) {
  const sse = eventStreams(app, deps.heartbeatMs);
  const betLimit = { rateLimit: { max: deps.betsPerMinute, timeWindow: '1 minute' } };
  const send = async (reply: FastifyReply, work: () => Promise<unknown>, cache = 'no-store') => {
    reply.header('cache-control', cache);
    try {
      return await reply.send({ ok: true, value: await work() });
    } catch (error) {
      if (error instanceof z.ZodError)
        return reply.status(400).send({ ok: false, error: 'request_param_err' });
      if (!(error instanceof LotteryError)) throw error;
      return reply
        .status(error.code === 'game.session.invalid' ? 401 : 409)
        .send({ ok: false, error: error.code });
    }
  };
  // Public figures change every few seconds at most: a short shared cache absorbs a crowd.
  const publicCache = 'public, max-age=2';

  // The next draws carry the server's time for the countdowns: never cached.
  app.get(LOTTERY_API.next, (_request, reply) => send(reply, () => deps.results.next()));
  app.get(LOTTERY_API.draws, (request, reply) =>
    send(reply, () => deps.results.draws(drawsQuery.parse(request.query)), publicCache),
  );
  app.get(LOTTERY_API.draw, (request, reply) =>
    send(reply, () => deps.results.draw(drawQuery.parse(request.query)), publicCache),
  );
  app.get(LOTTERY_API.vnNumbers, (request, reply) =>
    send(reply, () => deps.results.vnNumbers(vnNumbersQuery.parse(request.query)), publicCache),
  );
  app.get(LOTTERY_API.stream, (request, reply) =>
    sse.open(
      request,
      reply,
      (push) => deps.bus.subscribe(LOTTERY_DRAWS_CHANNEL, (m) => push((m as { draw: unknown }).draw)),
      'draw',
    ),
  );

  app.get(LOTTERY_API.session, (request, reply) =>
    send(reply, () => deps.betting.describe(sessionOf(request))),
  );
  app.post(LOTTERY_API.bets, { config: betLimit }, (request, reply) =>
    send(reply, () => deps.betting.place(sessionOf(request), placeBetsBody.parse(request.body))),
  );
  app.get(LOTTERY_API.orders, (request, reply) =>
    send(reply, () => deps.betting.orders(sessionOf(request), ordersQuery.parse(request.query))),
  );
  app.post<{ Params: { id: string } }>(LOTTERY_API.cancel(':id'), { config: betLimit }, (request, reply) =>
    send(reply, () => deps.betting.cancel(sessionOf(request), request.params.id)),
  );
}
